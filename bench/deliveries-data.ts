/**
 * The delivery calendar the deliveries bench reads (bench/deliveries.ts), written straight
 * into the stopped shop's database as staff and checkouts would have written it: `regions`
 * regions of three Eircode routing keys each (W01–W90; every fifth counted in units), two
 * years of their working days around `today`, `bookings` bookings of as many checkouts of
 * the demo trade buyer's company (a quarter of them in the first, busy, region, whose days
 * are mostly near full), each day's `booked` the sum of its bookings' loads, some days
 * closed or with their own capacity, and the factory's Christmas and summer shutdowns.
 * The cart's products get lead times of their own, one a fabric override.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { IsoDate } from '../src/shared/domain/calendar-dates';

export const BENCH_REGIONS = 30;
export const BENCH_BOOKINGS = 20_000;
export const CART_LINES = 10;
const PREFIX = 'Bench region ';
const SITE = 'Bench site ';

/** Where the cart goes: a site in the busy region. */
export const BUSY_EIRCODE = 'W01 AB12';

export interface DeliveriesSeeded {
  /** The cart: products with their fabric (or none) and quantities. */
  lines: Array<{ productId: number; fabricId: number | null; quantity: number }>;
  deliveryDays: number;
  closures: number;
}

export async function addDeliveryCalendar(
  db: Database,
  today: IsoDate,
  regions = BENCH_REGIONS,
  bookings = BENCH_BOOKINGS,
): Promise<DeliveriesSeeded> {
  await db.execute(sql`
    insert into delivery_regions (name, capacity_unit, daily_capacity)
    select ${PREFIX} || g,
      (case when g % 5 = 0 then 'units' else 'deliveries' end)::delivery_capacity_unit,
      case when g = 1 then 12 when g % 5 = 0 then 40 else 6 + g % 4 end
    from generate_series(1, ${regions}) g`);
  await db.execute(sql`
    with r as (
      select id, row_number() over (order by id) as n from delivery_regions
      where name like ${PREFIX + '%'}
    )
    insert into delivery_region_keys (routing_key, region_id)
    select 'W' || lpad(((r.n - 1) * 3 + k)::text, 2, '0'), r.id
    from r cross join generate_series(1, 3) k`);

  // One checkout a booking, of the demo company; a day two years wide around today.
  await db.execute(sql`
    insert into checkouts (user_id, company_id, shipping_address, subtotal, vat, total,
      created_at)
    select t.user_id, t.company_id, ${SITE} || g || ', W01 AB12', 1000, 230, 1230,
      ${today}::date - 380 + (g * 7919) % 730
    from generate_series(1, ${bookings}) g
    cross join (
      select u.id as user_id, m.company_id from users u
      join company_members m on m.user_id = u.id
      where u.email = ${DEMO_ACCOUNTS.trade.email}
    ) t`);
  await db.execute(sql`
    with r as (
      select id, capacity_unit, (row_number() over (order by id))::int as n from delivery_regions
      where name like ${PREFIX + '%'}
    ), c as (
      select id, (row_number() over (order by id))::int as g from checkouts
      where shipping_address like ${SITE + '%'}
    ), b as (
      select c.id, c.g, r.id as region_id, r.capacity_unit, 1 + c.g % 6 as units,
        ${today}::date - 365 + (c.g * 7919) % 730 as d0
      from c join r on r.n = case when c.g % 4 = 0 then 1 else 2 + c.g % (${regions} - 1) end
    ), d as (
      select *, d0 + case extract(isodow from d0) when 6 then 2 when 7 then 1 else 0 end as day
      from b
    )
    insert into delivery_bookings (checkout_id, region_id, day, earliest_on, earliest, units,
      load, state, created_at, updated_at)
    select id, region_id, day, day - 7 - g % 14, g % 3 = 0, units,
      case when capacity_unit = 'units' then units else 1 end,
      (case when day < ${today}::date then 'confirmed'
        when g % 10 < 5 then 'requested' when g % 10 < 8 then 'confirmed'
        when g % 10 < 9 then 'proposed' else 'released' end)::delivery_booking_state,
      day - 20, day - 20
    from d`);
  await db.execute(sql`
    insert into delivery_booking_events (booking_id, kind, to_day, by_user_id, created_at)
    select b.id, 'booked', b.day, c.user_id, b.created_at
    from delivery_bookings b join checkouts c on c.id = b.checkout_id
    where c.shipping_address like ${SITE + '%'}`);

  // Each region's days: what its bookings take, then every other weekday of the two years.
  await db.execute(sql`
    insert into delivery_days (region_id, day, booked)
    select region_id, day, sum(load) from delivery_bookings
    where state <> 'released' and region_id in
      (select id from delivery_regions where name like ${PREFIX + '%'})
    group by region_id, day`);
  await db.execute(sql`
    insert into delivery_days (region_id, day)
    select r.id, d::date
    from delivery_regions r
    cross join generate_series(${today}::date - 365, ${today}::date + 365, interval '1 day') d
    where r.name like ${PREFIX + '%'} and extract(isodow from d) < 6
    on conflict do nothing`);
  // Some days closed, some with their own capacity (a second crew, a van off the road).
  await db.execute(sql`
    update delivery_days set closed = true
    where (region_id * 31 + (day - ${today}::date)) % 37 = 0
      and region_id in (select id from delivery_regions where name like ${PREFIX + '%'})`);
  await db.execute(sql`
    update delivery_days set capacity = case when (day - ${today}::date) % 2 = 0 then 4 else 16 end
    where (region_id * 17 + (day - ${today}::date)) % 23 = 0 and not closed
      and region_id in (select id from delivery_regions where name like ${PREFIX + '%'})`);

  // The factory's Christmas and summer shutdowns of the two years, weekdays only.
  await db.execute(sql`
    insert into closure_days (day, reason)
    select d::date, case when extract(month from d) in (12, 1) then 'Christmas shutdown'
      else 'Summer shutdown' end
    from generate_series(${today}::date - 365, ${today}::date + 365, interval '1 day') d
    where extract(isodow from d) < 6 and (
      (extract(month from d) = 12 and extract(day from d) >= 24)
      or (extract(month from d) = 1 and extract(day from d) = 1)
      or (extract(month from d) = 7 and extract(day from d) >= 26)
      or (extract(month from d) = 8 and extract(day from d) <= 6))
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);

  // The cart: ten available products, most with lead times of their own, one a fabric's.
  const products = await queryRows<{ productId: number; fabricId: number | null }>(
    db,
    sql`select p.id as "productId",
        (select min(pf.fabric_id) from product_fabrics pf where pf.product_id = p.id)
          as "fabricId"
      from products p where p.status = 'available' order by p.id limit ${CART_LINES}`,
  );
  for (const [i, product] of products.entries()) {
    if (i % 4 === 3) continue; // the Beds default, or from stock
    await db.execute(sql`update products set lead_time_min_days = ${3 + i * 2},
      lead_time_max_days = ${6 + i * 3} where id = ${product.productId}`);
  }
  const override = products.find((p, i) => i % 4 !== 3 && p.fabricId !== null);
  if (override) {
    await db.execute(sql`update product_fabrics set lead_time_min_days = 25,
      lead_time_max_days = 30
      where product_id = ${override.productId} and fabric_id = ${override.fabricId}`);
  }
  const [counts] = await queryRows<{ days: number; closures: number }>(
    db,
    sql`select (select count(*)::int from delivery_days) as days,
      (select count(*)::int from closure_days) as closures`,
  );
  return {
    lines: products.map((p, i) => ({ ...p, quantity: 1 + (i % 3) })),
    deliveryDays: counts!.days,
    closures: counts!.closures,
  };
}
