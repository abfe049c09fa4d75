import type { Mock } from 'vitest';
import type {
  AdminCategory,
  AdminColor,
  AdminFabric,
  AdminSize,
} from '#src/shared/schemas/admin-catalogue-setup';
import { jsonResponse } from '#src/web/testing/render';

export const category = (overrides: Partial<AdminCategory> = {}): AdminCategory => ({
  id: 1,
  category_name: 'Beds',
  sort_order: 1,
  image_url: null,
  product_count: 12,
  ottomanBase: 150,
  cloudBase: 220,
  ...overrides,
});

export const CATEGORIES: AdminCategory[] = [
  category(),
  category({
    id: 2,
    category_name: 'Sofas',
    sort_order: 2,
    product_count: 8,
    ottomanBase: 0,
    cloudBase: 0,
  }),
  category({
    id: 3,
    category_name: 'Mirrors',
    sort_order: 3,
    product_count: 0,
    ottomanBase: 0,
    cloudBase: 0,
  }),
];

export const size = (overrides: Partial<AdminSize> = {}): AdminSize => ({
  id: 10,
  size: '4ft6 Double',
  length: 190,
  width: 135,
  height: null,
  multiplier: 1.25,
  product_count: 9,
  variation_count: 30,
  order_count: 2,
  ...overrides,
});

export const color = (overrides: Partial<AdminColor> = {}): AdminColor => ({
  id: 100,
  color_name: 'Moss',
  image_url: '/media/swatches/velvet-moss.webp',
  variation_count: 4,
  order_count: 0,
  ...overrides,
});

export const fabric = (overrides: Partial<AdminFabric> = {}): AdminFabric => ({
  id: 20,
  fabric_name: 'Plush Velvet',
  product_count: 3,
  variation_count: 4,
  order_count: 0,
  colors: [color(), color({ id: 101, color_name: 'Ink', image_url: null, variation_count: 0 })],
  ...overrides,
});

/** The path (and query) of a fetched request. */
export const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Answers the stubbed fetch by "METHOD /path" (query included); a handler list answers in
 * turn, its last answer repeating. Unknown requests fail the test with a 599.
 */
export function routeFetch(
  fetchMock: Mock<typeof fetch>,
  routes: Record<string, Handler | Handler[]>,
) {
  const calls = new Map<string, number>();
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return jsonResponse({ message: `No stub for ${key}` }, 599);
    const n = calls.get(key) ?? 0;
    calls.set(key, n + 1);
    const handler = Array.isArray(route) ? route[Math.min(n, route.length - 1)]! : route;
    return handler(init);
  });
}

/** The requests the stub received, as "METHOD /path" with the JSON body (if any). */
export function requestsMade(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    key: `${init?.method ?? 'GET'} ${urlOf(input)}`,
    body:
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : (init?.body ?? undefined),
  }));
}

export const ok =
  (message = 'Saved', extra: object = {}) =>
  () =>
    jsonResponse({ success: true, message, ...extra });
