import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#test/test-app';
import { productFabrics, products } from '#src/db/schema/catalog';
import { closureDays } from '#src/db/schema/deliveries';
import { queryRows } from '#src/db/query-rows';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { earliestDelivery, leadTimeLabel } from '#src/shared/domain/delivery-days';
import { calendarAround } from '../deliveries/delivery-days.service';
import { setUpCatalogTestApp } from './catalog.test-setup';
import { FABRIC_NOT_OFFERED, productDelivery } from './product-delivery.service';

// docs/business-rules.md "Delivery days": what the product page says of lead time and the
// earliest delivery date.
const shared = setUpCatalogTestApp();
const { get, post } = shared;
let t: TestApp;
/** A Beds product with two fabrics, and a product of another category sold from stock. */
let bed: { id: number; fabricIds: number[] };
let other: { id: number; sku: string };

type Lead = { min_days: number; max_days: number; label: string } | null;
interface Detail {
  product: { lead_time: Lead; Fabrics: Array<{ id: number; lead_time: Lead }> };
}

beforeAll(async () => {
  t = shared.testApp();
  const db = t.database.db;
  const [b] = await queryRows<{ id: number; fabric_ids: number[] }>(
    db,
    sql`select p.id, array_agg(pf.fabric_id order by pf.fabric_id) as fabric_ids
      from products p join product_fabrics pf on pf.product_id = p.id
      where p.status = 'available' and exists (select 1 from product_categories pc
        join categories c on c.id = pc.category_id
        where pc.product_id = p.id and lower(c.category_name) = 'beds')
      group by p.id having count(*) >= 2 order by p.id limit 1`,
  );
  bed = { id: b!.id, fabricIds: b!.fabric_ids };
  const [o] = await queryRows<{ id: number; sku: string }>(
    db,
    sql`select p.id, p.sku from products p where p.status = 'available' and p.stock = -1
      and not exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and lower(c.category_name) = 'beds')
      order by p.id limit 1`,
  );
  other = o!;
});

const detail = async (id: number) => (await get(`/api/product/${id}`)).json<Detail>();
const delivery = (id: number, fabricId?: number) =>
  get(`/api/product/${id}/delivery${fabricId ? `?fabric_id=${fabricId}` : ''}`);

async function setLeadTime(id: number, min: number | null, max: number | null) {
  await t.database.db
    .update(products)
    .set({ leadTimeMinDays: min, leadTimeMaxDays: max })
    .where(eq(products.id, id));
}

/** The earliest date the shared rule gives for an order placed today in Dublin. */
async function expectedEarliest(maxDays: number) {
  const today = dublinDate();
  const calendar = await calendarAround(t.database.db, today, addDays(today, maxDays * 2 + 30));
  return earliestDelivery(today, { minDays: 0, maxDays }, calendar);
}

describe('GET /api/product/:id with lead times', () => {
  it('gives the product’s and each fabric’s own lead time with its words, null when none', async () => {
    expect((await detail(bed.id)).product.lead_time).toBeNull();
    const [slow, plain] = bed.fabricIds;
    await setLeadTime(bed.id, 5, 10);
    await t.database.db
      .update(productFabrics)
      .set({ leadTimeMinDays: 15, leadTimeMaxDays: 25 })
      .where(and(eq(productFabrics.productId, bed.id), eq(productFabrics.fabricId, slow!)));
    await expect
      .poll(async () => (await detail(bed.id)).product.lead_time)
      .toEqual({ min_days: 5, max_days: 10, label: 'Made to order: ready in 5–10 working days' });
    const { product } = await detail(bed.id);
    expect(product.Fabrics.find((f) => f.id === slow)!.lead_time).toEqual({
      min_days: 15,
      max_days: 25,
      label: leadTimeLabel({ minDays: 15, maxDays: 25 }),
    });
    expect(product.Fabrics.find((f) => f.id === plain)!.lead_time).toBeNull();
  });

  it('puts the product’s own lead time on its card in listings', async () => {
    await setLeadTime(other.id, 2, 4);
    const card = async () => {
      const res = await post('/api/product/search', { search: other.sku, page: 1, limit: 8 });
      return res
        .json<{ products: Array<{ id: number; lead_time: Lead }> }>()
        .products.find((p) => p.id === other.id)?.lead_time;
    };
    await expect.poll(card).toEqual({
      min_days: 2,
      max_days: 4,
      label: 'Made to order: ready in 2–4 working days',
    });
    await setLeadTime(other.id, null, null);
    await expect.poll(card).toBeNull();
  });
});

describe('GET /api/product/:id/delivery', () => {
  it('answers the lead time in the chosen fabric and the earliest date the shared rule gives', async () => {
    await setLeadTime(bed.id, 5, 10);
    const [slow] = bed.fabricIds;
    await t.database.db
      .update(productFabrics)
      .set({ leadTimeMinDays: 15, leadTimeMaxDays: 25 })
      .where(and(eq(productFabrics.productId, bed.id), eq(productFabrics.fabricId, slow!)));

    const own = await delivery(bed.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-cache');
    expect(own.json()).toEqual({
      success: true,
      lead_time: { min_days: 5, max_days: 10, label: 'Made to order: ready in 5–10 working days' },
      earliest_on: await expectedEarliest(10),
    });
    const inFabric = (await delivery(bed.id, slow)).json<{
      lead_time: Lead;
      earliest_on: string;
    }>();
    expect(inFabric.lead_time).toMatchObject({ min_days: 15, max_days: 25 });
    expect(inFabric.earliest_on).toBe(await expectedEarliest(25));
    // Another fabric of the product without its own: the product's.
    const plain = await delivery(bed.id, bed.fabricIds[1]);
    expect(plain.json()).toMatchObject({ lead_time: { min_days: 5, max_days: 10 } });
  });

  it('counts the Beds default for a bed without its own, from stock for anything else', async () => {
    await setLeadTime(bed.id, null, null);
    await setLeadTime(other.id, null, null);
    expect((await delivery(bed.id)).json()).toMatchObject({
      lead_time: { min_days: 10, max_days: 20 },
      earliest_on: await expectedEarliest(20),
    });
    expect((await delivery(other.id)).json()).toMatchObject({
      lead_time: { min_days: 1, max_days: 2 },
      earliest_on: await expectedEarliest(2),
    });
  });

  it('refuses an unknown product (404), a fabric the product has not and a bad query (400)', async () => {
    expect((await delivery(999_999)).statusCode).toBe(404);
    const wrongFabric = await delivery(other.id, 999_999);
    expect(wrongFabric.statusCode).toBe(400);
    expect(wrongFabric.json()).toMatchObject({
      errors: [{ field: 'fabric_id', message: FABRIC_NOT_OFFERED }],
    });
    expect((await get(`/api/product/${other.id}/delivery?fabric_id=abc`)).statusCode).toBe(400);
    expect((await get(`/api/product/${other.id}/delivery?day=1`)).statusCode).toBe(400);
  });
});

describe('the earliest delivery date of a product', () => {
  it('skips weekends, Christmas, St Stephen’s Day moved to Monday and closure days', async () => {
    await setLeadTime(other.id, 5, 5);
    // Monday 21 December 2026: Christmas is a Friday, St Stephen's Day a Saturday (off on
    // Monday 28th), so five working days are the 22nd, 23rd, 24th, 29th and 30th.
    const answer = await productDelivery(t.database.db, other.id, null, '2026-12-21');
    expect(answer.earliest_on).toBe('2026-12-30');
    await t.database.db.insert(closureDays).values({ day: '2026-12-30', reason: 'Stocktake' });
    expect((await productDelivery(t.database.db, other.id, null, '2026-12-21')).earliest_on).toBe(
      '2026-12-31',
    );
    await t.database.db.delete(closureDays).where(eq(closureDays.day, '2026-12-30'));
  });
});
