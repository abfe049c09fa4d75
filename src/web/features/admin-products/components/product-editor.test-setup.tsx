import { afterEach, type Mock } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { PRODUCT_CHANGED } from '#src/shared/domain/admin-products';
import type { AdminProduct, VariationRow } from '../types';
import { formOptions, product, routeFetch } from '../testing/fixtures';
import { ProductEditor } from './product-editor';

/**
 * What the product editor's test files (product-editor-*.test.tsx) share, for one test
 * file: a fetch stub, emptying `toasts` (the file's mocks of react-toastify) after each
 * test; the editor rendered at /admin/catalogue/products/{id}; and `serve`, a tiny
 * server of product 5. Call it once, at the top of the file. Each file mocks
 * react-toastify and the rich-text editor itself: vi.mock takes effect from the test file.
 */
export function setUpProductEditorTests(toasts: Mock[]) {
  const fetchMock = stubFetch();
  afterEach(() => {
    for (const toast of toasts) toast.mockReset();
  });

  const render = (id: string) =>
    renderAt(`/admin/catalogue/products/${id}`, <ProductEditor />, {
      path: '/admin/catalogue/products/:id',
    });

  /** A tiny server holding one product; records what the console sent. */
  function serve(
    initial: AdminProduct = product(),
    overrides: Parameters<typeof routeFetch>[1] = {},
  ) {
    let current = initial;
    const sent: Array<{ request: string; body: unknown }> = [];
    routeFetch(fetchMock, {
      'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
      'GET /api/admin/products/5': () => jsonResponse({ success: true, product: current }),
      'GET /api/admin/audit': () =>
        jsonResponse({
          success: true,
          entries: sent
            .filter((s) => s.request === 'PUT')
            .map((s, n) => ({
              id: n + 2,
              action: 'updated',
              before: { product_name: initial.product_name, price_euro: initial.price_euro },
              after: s.body,
              createdAt: '2026-11-22T12:00:00.000Z',
              actorName: 'Nuala Planner',
              actorEmail: 'planner@example.com',
            })),
        }),
      'PUT /api/admin/products/5': ({ body }) => {
        sent.push({ request: 'PUT', body });
        // As the server: a save from an older version of the details is refused.
        if ((body as { editVersion?: number }).editVersion !== current.editVersion) {
          return jsonResponse({ success: false, message: PRODUCT_CHANGED, errors: [] }, 409);
        }
        current = { ...current, ...(body as object), editVersion: current.editVersion + 1 };
        return jsonResponse({ success: true, product: current });
      },
      'POST /api/admin/products/5/archive': () => {
        current = { ...current, status: 'archived' };
        return jsonResponse({ success: true, product: current });
      },
      'PUT /api/admin/products/5/variations': ({ body }) => {
        sent.push({ request: 'grid', body });
        const rows = (body as { rows: VariationRow[] }).rows;
        current = { ...current, variations: rows.map((r, n) => ({ id: n + 1, ...r })) };
        return jsonResponse({ success: true, variations: current.variations });
      },
      'PUT /api/admin/products/5/images/order': ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        sent.push({ request: 'order', body });
        const images = ids.map((id, n) => ({
          ...current.images.find((i) => i.id === id)!,
          sort_order: n,
        }));
        current = { ...current, images };
        return jsonResponse({ success: true, images });
      },
      'DELETE /api/admin/products/5/images/101': () => {
        sent.push({ request: 'delete', body: 101 });
        current = { ...current, images: current.images.filter((i) => i.id !== 101) };
        return jsonResponse({ success: true, images: current.images });
      },
      'POST /api/admin/products/5/images': ({ body }) => {
        const files = (body as FormData).getAll('images') as File[];
        sent.push({ request: 'upload', body: files.map((f) => f.name) });
        const images = [
          ...current.images,
          ...files.map((_, n) => ({
            id: 200 + n,
            image_url: `/media/products/uploads/new-${n}.webp`,
            sort_order: 9,
          })),
        ];
        current = { ...current, images };
        return jsonResponse({ success: true, images }, 201);
      },
      ...overrides,
    });
    return sent;
  }

  return { fetchMock, render, serve };
}
