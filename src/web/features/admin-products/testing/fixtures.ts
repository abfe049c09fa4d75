import type { Mock } from 'vitest';
import { jsonResponse } from '#src/web/testing/render';
import type { AdminProduct, AdminProductRow, ProductFormOptions } from '../types';

export const formOptions: ProductFormOptions = {
  success: true,
  categories: [
    { id: 1, name: 'Beds' },
    { id: 2, name: 'Footstools' },
  ],
  sizes: [
    { id: 10, name: '3ft Single' },
    { id: 11, name: '5ft King' },
  ],
  fabrics: [
    {
      id: 20,
      name: 'Plush Velvet',
      colors: [
        { id: 30, name: 'Silver', image_url: null },
        { id: 31, name: 'Charcoal', image_url: null },
      ],
    },
    { id: 21, name: 'Faux Leather', colors: [] },
  ],
};

export const productRow = (overrides: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: 5,
  product_name: 'Ashbourne Divan Bed',
  sku: 'BED-ASH-001',
  price_euro: 349,
  stock: -1,
  status: 'available',
  image_url: '/media/products/bed-ash-001-1.webp',
  categories: ['Beds'],
  variation_count: 4,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 5,
  product_name: 'Ashbourne Divan Bed',
  sku: 'BED-ASH-001',
  description: '<p>Deep buttoned headboard.</p>',
  special_instructions: '',
  price_euro: 349,
  stock: -1,
  status: 'available',
  categoryIds: [1],
  sizeIds: [10, 11],
  fabricIds: [20],
  lead_time_min_days: null,
  lead_time_max_days: null,
  fabric_lead_times: [],
  images: [
    { id: 100, image_url: '/media/products/a.webp', sort_order: 0 },
    { id: 101, image_url: '/media/products/b.webp', sort_order: 1 },
  ],
  variations: [{ id: 1, sizeId: 10, fabricId: 20, fabricColorId: 30, price_euro: 400 }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  editVersion: 7,
  ...overrides,
});

type Handler = (request: { url: URL; body: unknown; init: RequestInit | undefined }) => Response;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A tiny server: answers by "METHOD /path"; anything else is a 599. */
export function routeFetch(fetchMock: Mock<typeof fetch>, handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    return handler
      ? handler({ url, body, init })
      : jsonResponse({ message: `unexpected ${method} ${url.pathname}` }, 599);
  });
}

/** The requests sent: "METHOD /path?query". */
export const sentRequests = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`);
