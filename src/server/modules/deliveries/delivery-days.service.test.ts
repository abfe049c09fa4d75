import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  closureDays,
  deliveryDays,
  deliveryRegionKeys,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { addDays } from '#src/shared/domain/calendar-dates';
import type { ProductFacts } from '../orders/order-lines';
import { reserveDay } from './delivery-calendar.repo';
import { deliveryOptions } from './delivery-days.service';

// docs/business-rules.md "Delivery days". On PostgreSQL the transactions really run at once
// on the pool's connections; on PGlite they queue on its one connection.
let t: TestApp;
let regionId: number;

const bed = (leadTime: ProductFacts['leadTime'], fabricLead: ProductFacts['leadTime'] = null) =>
  ({
    isBed: true,
    leadTime,
    fabrics: new Map([[7, { name: 'Velvet', colors: new Map(), leadTime: fabricLead }]]),
  }) as unknown as ProductFacts;

beforeAll(async () => {
  t = await createTestApp();
  const [region] = await t.database.db
    .insert(deliveryRegions)
    .values({ name: 'Test Dublin 2', dailyCapacity: 10 })
    .returning();
  regionId = region!.id;
  await t.database.db.insert(deliveryRegionKeys).values({ routingKey: 'X02', regionId });
});

afterAll(() => t.close());

describe('the last slots of a delivery day', () => {
  it('go to exactly as many bookers as the day has room for, however many ask at once', async () => {
    const day = '2027-03-10';
    const db = t.database.db;
    await db.insert(deliveryDays).values({ regionId, day, booked: 90, capacity: 100 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => db.transaction((tx) => reserveDay(tx, regionId, day, 1))),
    );
    expect(answers.filter(Boolean)).toHaveLength(10);
    const [row] = await db
      .select()
      .from(deliveryDays)
      .where(and(eq(deliveryDays.regionId, regionId), eq(deliveryDays.day, day)));
    expect(row!.booked).toBe(100);
  });
});

describe('delivery options of a cart', () => {
  it('start at the upper end of the slowest line and skip holidays, closures and full days', async () => {
    const db = t.database.db;
    // Friday 27 November 2026 + 20 working days passes Christmas Day and St Stephen's Day
    // (moved to Monday 28th) to Tuesday 29th, a closure day here: so Wednesday 30th.
    await db.insert(closureDays).values({ day: '2026-12-29', reason: 'Stocktake' });
    await db.insert(deliveryDays).values([
      { regionId, day: '2026-12-30', booked: 10 },
      { regionId, day: '2026-12-31', closed: true },
    ]);
    const options = await deliveryOptions(
      db,
      {
        lines: [
          { product: bed({ minDays: 5, maxDays: 8 }), fabricId: 7, quantity: 2 },
          { product: bed(null, { minDays: 15, maxDays: 20 }), fabricId: 7, quantity: 1 },
        ],
        eircode: 'x02 ab12',
      },
      '2026-11-27',
    );
    expect(options.leadTime).toMatchObject({ minDays: 15, maxDays: 20 });
    expect(options.leadTime.label).toBe('Made to order: ready in 15–20 working days');
    expect(options.earliestOn).toBe('2026-12-30');
    expect(options.region).toMatchObject({ name: 'Test Dublin 2', load: 1 });
    const dates = options.days.map((d) => d.date);
    // Full, closed, New Year's Day, a weekend: then Monday 4 January.
    expect(dates.slice(0, 3)).toEqual(['2027-01-04', '2027-01-05', '2027-01-06']);
    expect(dates.at(-1)! <= '2027-02-24').toBe(true);
    expect(options.days[0]!.left).toBe(10);
  });

  it('offer no days where no region covers the address', async () => {
    const options = await deliveryOptions(
      t.database.db,
      { lines: [{ product: bed(null), fabricId: 7, quantity: 1 }], address: 'Main St, Y35 AB12' },
      '2026-11-27',
    );
    expect(options.region).toBeNull();
    expect(options.days).toEqual([]);
    expect(options.leadTime).toMatchObject({ minDays: 10, maxDays: 20 });
  });
  it('still honour the region’s days past the calendar read with them, after a long closure', async () => {
    const db = t.database.db;
    // 40 days closed from Tuesday 4 May 2027: a cart from stock (2 working days) is then
    // first delivered on Tuesday 15 June, and its window runs past what one read covers.
    await db.insert(closureDays).values(
      Array.from({ length: 40 }, (_, i) => ({
        day: addDays('2027-05-04', i),
        reason: 'Factory rebuilt',
      })),
    );
    await db.insert(deliveryDays).values([
      { regionId, day: '2027-08-04', closed: true },
      { regionId, day: '2027-08-05', booked: 10 },
      { regionId, day: '2027-08-06', booked: 7 },
    ]);
    const fromStock = {
      isBed: false,
      leadTime: null,
      fabrics: new Map(),
    } as unknown as ProductFacts;
    const options = await deliveryOptions(
      db,
      { lines: [{ product: fromStock, fabricId: null, quantity: 1 }], eircode: 'X02 AB12' },
      '2027-05-03',
    );
    expect(options.earliestOn).toBe('2027-06-15');
    expect(options.days[0]).toEqual({ date: '2027-06-15', left: 10 });
    // The August bank holiday, a closed day and a full one are skipped; 3 left on the 6th.
    expect(options.days.filter((d) => d.date >= '2027-08-02').slice(0, 3)).toEqual([
      { date: '2027-08-03', left: 10 },
      { date: '2027-08-06', left: 3 },
      { date: '2027-08-09', left: 10 },
    ]);
  });
});
