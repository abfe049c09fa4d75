import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asBearer, newCustomer, type Session } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { queryRows } from '#src/db/query-rows';
import { products } from '#src/db/schema/catalog';
import { setUpCatalogTestApp } from './catalog.test-setup';

// GET /api/product/{id} carries the stock a product page needs (docs/decisions/0027):
// `available_stock` for products sold from a limited stock, null for beds (made to order)
// and unlimited stock; the specification's `stock` unchanged; visitors see the figure
// but no price.

const shared = setUpCatalogTestApp();
let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = shared.testApp();
  buyer = await newCustomer(t);
});

interface StockAnswer {
  product: {
    id: number;
    stock: number;
    price_euro: number | null;
    made_to_order: boolean;
    available_stock: number | null;
  };
  variations: Array<{ price_euro: number | null }>;
}

const productAs = async (id: number, session?: Session) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/product/${id}`,
    headers: session ? asBearer(session) : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<StockAnswer>().product;
};

/** One product of each kind the seeded catalogue has. */
async function productWhere(condition: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ id: number; stock: number }>(
    t.database.db,
    sql`select p.id, p.stock from products p where p.status = 'available' and ${condition}
      order by p.id limit 1`,
  );
  expect(row).toBeDefined();
  return row!;
}
const inBeds = sql`exists (select 1 from product_categories pc join categories c
  on c.id = pc.category_id where pc.product_id = p.id and c.category_name = 'Beds')`;

describe('GET /api/product/{id}: the stock figure', () => {
  it('gives a buyer the units left of a product sold from stock', async () => {
    const stocked = await productWhere(sql`not ${inBeds} and p.stock > 0`);
    const product = await productAs(stocked.id, buyer);
    expect(product).toMatchObject({
      stock: stocked.stock,
      made_to_order: false,
      available_stock: stocked.stock,
    });
    expect(product.price_euro).toEqual(expect.any(Number));
  });

  it('says 0 for a product sold out, and follows the stock as it changes', async () => {
    const stocked = await productWhere(sql`not ${inBeds} and p.stock > 0`);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, stocked.id));
    await expect.poll(async () => (await productAs(stocked.id, buyer)).available_stock).toBe(0);
    await t.database.db
      .update(products)
      .set({ stock: stocked.stock })
      .where(eq(products.id, stocked.id));
    await expect
      .poll(async () => (await productAs(stocked.id, buyer)).available_stock)
      .toBe(stocked.stock);
  });

  it('carries no figure for a bed, made to order, whatever its stock column holds', async () => {
    const bed = await productWhere(inBeds);
    const product = await productAs(bed.id, buyer);
    expect(product).toMatchObject({ made_to_order: true, available_stock: null, stock: bed.stock });
  });

  it('carries no figure for unlimited stock (-1)', async () => {
    const unlimited = await productWhere(sql`not ${inBeds} and p.stock = -1`);
    const product = await productAs(unlimited.id, buyer);
    expect(product).toMatchObject({ stock: -1, made_to_order: false, available_stock: null });
  });

  it('shows a visitor the stock figure but hides every price', async () => {
    const stocked = await productWhere(sql`not ${inBeds} and p.stock > 0`);
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${stocked.id}` });
    const answer = res.json<StockAnswer>();
    expect(answer.product).toMatchObject({
      available_stock: stocked.stock,
      made_to_order: false,
      price_euro: null,
    });
    expect(answer.variations.every((v) => v.price_euro === null)).toBe(true);
  });
});
