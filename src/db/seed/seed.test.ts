import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import { openDatabase } from '../client';
import { queryRows } from '../query-rows';
import { users } from '../schema/accounts';
import { products } from '../schema/catalog';
import { seedIfEmpty } from './seed';
import { DEMO_SEED, seedOptions } from '#test/seed-options';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

describe('the demo catalogue (docs/business-rules.md "The demo shop")', () => {
  it('has at least 40 products over the seven categories, each with an image', async () => {
    const perProduct = await rows<{ images: number; categories: number }>(sql`
      select (select count(*)::int from product_images i where i.product_id = p.id) as images,
             (select count(*)::int from product_categories c where c.product_id = p.id) as categories
      from products p`);
    expect(perProduct.length).toBeGreaterThanOrEqual(40);
    expect(perProduct.every((p) => p.images >= 1 && p.categories === 1)).toBe(true);
  });

  it('gives every bed 2+ sizes with multipliers, 2+ fabrics of 2+ colours, and priced variations', async () => {
    const beds = await rows<{
      sizes: number;
      fabrics: number;
      min_colours: number;
      variations: number;
      expected: number;
    }>(sql`
      select
        (select count(*)::int from product_sizes ps join sizes s on s.id = ps.size_id
          where ps.product_id = p.id and s.multiplier > 0) as sizes,
        (select count(*)::int from product_fabrics pf where pf.product_id = p.id) as fabrics,
        (select min((select count(*) from fabric_colors fc where fc.fabric_id = pf.fabric_id))::int
          from product_fabrics pf where pf.product_id = p.id) as min_colours,
        (select count(*)::int from variations v where v.product_id = p.id and v.price_euro > 0
          and v.fabric_color_id is not null) as variations,
        (select count(*)::int from product_sizes ps cross join product_fabrics pf
          join fabric_colors fc on fc.fabric_id = pf.fabric_id
          where ps.product_id = p.id and pf.product_id = p.id) as expected
      from products p join product_categories pc on pc.product_id = p.id
      join categories c on c.id = pc.category_id where c.category_name = 'Beds'`);
    expect(beds.length).toBeGreaterThan(0);
    for (const bed of beds) {
      expect(bed.sizes).toBeGreaterThanOrEqual(2);
      expect(bed.fabrics).toBeGreaterThanOrEqual(2);
      expect(bed.min_colours).toBeGreaterThanOrEqual(2);
      expect(bed.variations).toBe(bed.expected);
    }
  });

  it('covers unlimited, zero and positive stock, and one unavailable product', async () => {
    const stock = await rows<{
      unlimited: number;
      none: number;
      some: number;
      unavailable: number;
    }>(sql`
      select count(*) filter (where stock = -1)::int as unlimited, count(*) filter (where stock = 0)::int as none,
             count(*) filter (where stock > 0)::int as some,
             count(*) filter (where status = 'unavailable')::int as unavailable from products`);
    expect(stock[0]).toMatchObject({ unavailable: 1 });
    expect(stock[0]!.unlimited * stock[0]!.none * stock[0]!.some).toBeGreaterThan(0);
  });

  it('prices ottoman and cloud storage for Beds, and has news and the delivery statuses', async () => {
    const [storage] = await rows<{ ottoman_base: string; cloud_base: string }>(sql`
      select sp.* from storage_prices sp join categories c on c.id = sp.category_id where c.category_name = 'Beds'`);
    expect(Number(storage?.ottoman_base)).toBeGreaterThan(0);
    expect(Number(storage?.cloud_base)).toBeGreaterThan(0);
    const res = await t.app.inject({ url: '/api/admin/news' });
    expect(res.json<{ news: { content: string } }>().news.content).toMatch(/<h2>.+<\/h2>/);
    const statuses = (await t.app.inject({ url: '/api/order/delivery-statuses' }))
      .json<{
        statuses: Array<{ deliveryStatus: string }>;
      }>()
      .statuses.map((s) => s.deliveryStatus);
    expect(statuses).toEqual([
      'Order Placed',
      'In Production',
      'Scheduled',
      'Out for Delivery',
      'Order Delivered',
    ]);
  });

  it('has the demo accounts in their states, and demo orders in each state', async () => {
    const accounts = await rows<{
      email: string;
      role: string;
      status: string;
      company: string | null;
      member: string | null;
      credit: string | null;
      limit: string | null;
    }>(sql`
      select u.email, u.role::text as role, u.status::text as status,
        c.registered_name as company, m.role::text as member,
        c.credit_limit::text as credit, m.spending_limit::text as limit
      from users u left join company_members m on m.user_id = u.id
        left join companies c on c.id = m.company_id`);
    const company = 'Murphy Hotels Group Ltd';
    expect(accounts).toEqual(
      expect.arrayContaining([
        {
          email: 'admin@example.com',
          role: 'admin',
          status: 'approved',
          company: null,
          member: null,
          credit: null,
          limit: null,
        },
        {
          email: 'trade@example.com',
          role: 'trade',
          status: 'approved',
          company,
          member: 'owner',
          credit: '50000.00',
          limit: null,
        },
        {
          email: 'buyer@example.com',
          role: 'trade',
          status: 'approved',
          company,
          member: 'buyer',
          credit: '50000.00',
          limit: '2000.00',
        },
        {
          email: 'pending@example.com',
          role: 'trade',
          status: 'pending',
          company: null,
          member: null,
          credit: null,
          limit: null,
        },
      ]),
    );
    const orders = await rows<{
      status: string;
      delivery: string;
      cancellable: boolean;
      paid: boolean;
    }>(sql`
      select o.status::text as status, d.delivery_status as delivery, o.is_cancellable as cancellable,
             o.paid_at is not null as paid
      from orders o join delivery_statuses d on d.id = o.delivery_status_id
      join users u on u.id = o.user_id where u.email = 'trade@example.com' order by o.order_date desc`);
    expect(orders).toEqual([
      { status: 'active', delivery: 'Order Placed', cancellable: true, paid: false },
      { status: 'active', delivery: 'Scheduled', cancellable: false, paid: false },
      { status: 'cancelled', delivery: 'Order Placed', cancellable: false, paid: false },
      { status: 'active', delivery: 'Order Delivered', cancellable: false, paid: true },
    ]);
  });

  it('does nothing on a database that is already seeded', async () => {
    expect(await seedIfEmpty(t.database.db, DEMO_SEED)).toEqual({
      seeded: false,
      products: 0,
    });
    const [row] = await t.database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(44);
  });
});

describe('SEED_PRODUCTS: a generated catalogue of the same structure', () => {
  it('seeds N products with the demo structure and no demo people when demo is off', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      expect(
        await seedIfEmpty(database.db, seedOptions({ demo: false, generatedProducts: 300 })),
      ).toEqual({
        seeded: true,
        products: 300,
      });
      const [n] = await database.db.select({ n: count() }).from(products);
      expect(n?.n).toBe(300);
      const [people] = await database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.role, 'trade'));
      expect(people?.n).toBe(0);
      const result = await queryRows<{ beds: number }>(
        database.db,
        sql`
        select count(distinct v.product_id)::int as beds from variations v
        join product_categories pc on pc.product_id = v.product_id
        join categories c on c.id = pc.category_id
        where c.category_name = 'Beds' and v.fabric_color_id is not null`,
      );
      expect(result[0]?.beds).toBeGreaterThan(50);
    } finally {
      await database.close();
    }
  });
});
