import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ProductFormOptions } from '#src/shared/schemas/admin-products';
import { setUpAdminProductsTestApp } from './products.test-setup';

const shared = setUpAdminProductsTestApp();
const { call, pick, create, editable } = shared;
let options: ProductFormOptions;
beforeAll(() => {
  options = shared.options();
});

describe('PUT /api/admin/products/:id/variations', () => {
  it('refuses rows that do not fit the product, naming each row', async () => {
    const single = pick(options.sizes, '3ft Single');
    const king = pick(options.sizes, '5ft King');
    const velvet = pick(options.fabrics, 'Plush Velvet');
    const other = options.fabrics.find((f) => f.id !== velvet.id && f.colors.length)!;
    const product = await create({ sizeIds: [single.id], fabricIds: [velvet.id] });
    const put = (rows: object[]) =>
      call('PUT', `/api/admin/products/${product.id}/variations`, { rows });
    const row = {
      sizeId: single.id,
      fabricId: velvet.id,
      fabricColorId: velvet.colors[0]!.id,
      price_euro: 10,
    };

    const answer = await put([
      row,
      { ...row, sizeId: king.id },
      { ...row, fabricId: other.id },
      { ...row, fabricColorId: other.colors[0]!.id },
      { ...row, fabricColorId: null },
      row,
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toEqual([
      'rows.1.sizeId',
      'rows.2.fabricId',
      'rows.3.fabricColorId',
      'rows.4.fabricColorId',
      'rows.5.price_euro',
    ]);
    expect((await put([{ ...row, price_euro: -1 }])).statusCode).toBe(400);
    // A €0.00 line would be ordered free.
    const free = await put([{ ...row, price_euro: 0 }]);
    expect(free.statusCode).toBe(400);
    expect(free.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(
      'The price must be more than €0.00',
    );

    expect((await put([row, { ...row, fabricId: null, fabricColorId: null }])).statusCode).toBe(
      200,
    );
    const grid = await call('GET', `/api/admin/products/${product.id}/variations`);
    expect(grid.json<{ variations: unknown[] }>().variations).toHaveLength(2);

    // Dropping the fabric from the product drops its prices too.
    const fields = editable(product);
    await call('PUT', `/api/admin/products/${product.id}`, { ...fields, fabricIds: [] });
    const after = await call('GET', `/api/admin/products/${product.id}`);
    expect(after.json<{ product: AdminProduct }>().product.variations).toMatchObject([
      { fabricId: null, price_euro: 10 },
    ]);
  });
});
