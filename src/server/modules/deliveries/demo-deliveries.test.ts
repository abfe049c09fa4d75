import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, signIn, type Session } from '#test/customers';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '#test/test-app';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  closureDays,
  deliveryBookings,
  deliveryDays,
  deliveryRegions,
} from '#src/db/schema/deliveries';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import type { UserOrders } from '#src/shared/schemas/orders';
import { isWorkingDay } from '../../lib/working-days';
import { seedDemoMoney } from '../invoices/demo-money';
import { sellerOf } from '../invoices/parties';
import { quotesDepsOf } from '../quotes';
import { seedDemoQuotes } from '../quotes/demo-quotes';
import { loadProductFacts } from '../orders/pricing-facts.repo';
import { demoCatalogue } from './demo-deliveries.repo';
import { seedDemoDeliveries } from './demo-deliveries';
import { deliveryOptions } from './delivery-days.service';

// docs/business-rules.md "The demo shop": a fresh `npm start` gives the shop a delivery
// calendar and trade@example.com's company four booked deliveries, as prepare.ts seeds them.

let t: TestApp;
let trade: Session;
beforeAll(async () => {
  t = await createTestApp();
  trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
}, OWN_APP_TIMEOUT);
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: asBearer(trade) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('the demo delivery calendar', () => {
  it('covers the company’s sites, books one delivery in each state, once', async () => {
    const db = t.database.db;
    const deps = {
      db,
      publicUrl: 'http://x',
      inbox: t.app.config.shopInboxEmail,
    };
    const today = dublinDate();
    // In prepare.ts's order: the money before, the quotes after.
    await seedDemoMoney(db, { seller: sellerOf(t.app.config), publicUrl: 'http://x' });
    expect(await seedDemoDeliveries(deps)).toBe(4);

    const regions = await db.select().from(deliveryRegions).orderBy(asc(deliveryRegions.name));
    expect(regions.map((r) => [r.name, r.capacityUnit, r.dailyCapacity])).toEqual([
      ['Cork', 'deliveries', 3],
      ['Dublin', 'deliveries', 6],
      ['Galway', 'deliveries', 4],
      ['Meath & Louth', 'units', 20],
    ]);

    // What a buyer is offered for one bed to each of the company's sites.
    const ids = await demoCatalogue(db, ['BED-TAR-005', 'BED-NAV-009']);
    const facts = await loadProductFacts(db, [...ids.products.values()]);
    const tara = facts.get(ids.products.get('BED-TAR-005')!)!;
    const navan = facts.get(ids.products.get('BED-NAV-009')!)!;
    const velvet = ids.fabrics.get('Plush Velvet')!;
    const optionsFor = (address: string, product = navan, fabricId: number | null = null) =>
      deliveryOptions(db, { lines: [{ product, fabricId, quantity: 1 }], address }, today);
    const company = await get<{ sites: Array<{ name: string; eircode: string }> }>('/api/company');
    const regionOfSite = new Map<string, string | undefined>();
    for (const site of company.sites) {
      regionOfSite.set(site.name, (await optionsFor(site.eircode)).region?.name);
    }
    expect(Object.fromEntries(regionOfSite)).toEqual({
      Ashbourne: 'Meath & Louth',
      'Grand Canal Hotel': 'Dublin',
      'Harbour Hotel': 'Galway',
      'Lee Quay Hotel': 'Cork',
    });
    // The storefront's label: the velvet of the Tara bed takes longer than the bed.
    expect((await optionsFor('T12 K8P4', tara, velvet)).leadTime.label).toBe(
      'Made to order: ready in 25–30 working days',
    );
    expect(tara.leadTime).toEqual({ minDays: 15, maxDays: 20 });

    // One booking in each state, every day ahead and a working day of the factory.
    const bookings = await db.select().from(deliveryBookings).orderBy(asc(deliveryBookings.id));
    expect(bookings.map((b) => b.state)).toEqual([
      'confirmed',
      'requested',
      'proposed',
      'requested',
    ]);
    const closures = new Set((await db.select().from(closureDays)).map((c) => c.day));
    for (const booking of bookings) {
      expect(booking.day! > today).toBe(true);
      expect(isWorkingDay(booking.day!) && !closures.has(booking.day!)).toBe(true);
      expect(booking.day! >= booking.earliestOn).toBe(true);
    }
    expect([...closures].some((day) => day.endsWith('-12-29'))).toBe(true);
    expect([...closures].some((day) => day.slice(5, 7) === '07')).toBe(true);

    // The confirmed checkout's orders are Scheduled in My Orders; the others still placed.
    const mine = await get<UserOrders>('/api/order/user-orders?page=1&limit=50');
    const statusOf = (po: string) => [
      ...new Set(mine.orders.filter((o) => o.poNumber === po).map((o) => o.deliveryStatus)),
    ];
    expect(statusOf('MH-PO-2301')).toEqual(['Scheduled']);
    expect(statusOf('MH-PO-2302')).toEqual(['Order Placed']);
    expect(mine.orders.filter((o) => o.poNumber === 'MH-PO-2304')).toHaveLength(2);

    // The store's day holds 16 of its 20 units: a buyer sees 4 left, and not for 5.
    const full = bookings[3]!;
    const storeDays = (await optionsFor('A84 X2Y3')).days;
    expect(storeDays.find((d) => d.date === full.day)?.left).toBe(4);
    const fiveBeds = await deliveryOptions(
      db,
      { lines: [{ product: navan, fabricId: null, quantity: 5 }], address: 'A84 X2Y3' },
      today,
    );
    expect(fiveBeds.days.some((d) => d.date === full.day)).toBe(false);

    // A closed day and a day with its own capacity.
    const days = await db.select().from(deliveryDays);
    expect(days.some((d) => d.closed)).toBe(true);
    expect(days.some((d) => d.capacity === 10)).toBe(true);

    expect(await seedDemoDeliveries(deps)).toBe(0);
    // The quotes still fit in the company's credit, the accepted one's orders with them.
    expect(await seedDemoQuotes(quotesDepsOf(t.app))).toBe(8);
    const details = await get<{ available_credit: number }>('/api/user/details');
    expect(details.available_credit).toBeGreaterThan(0);
  });
});
