import type { Database } from '#src/db/database';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { addDays, dublinDate, weekday, type IsoDate } from '#src/shared/domain/calendar-dates';
import { siteShippingAddress } from '#src/shared/domain/companies';
import { addWorkingDays, type CapacityUnit, type LeadTime } from '#src/shared/domain/delivery-days';
import { totalsCentsOf } from '#src/shared/domain/pricing';
import { orderItemSchema } from '#src/shared/schemas/orders';
import { newTrackingId } from '#src/shared/domain/tracking-id';
import { isWorkingDay } from '../../lib/working-days';
import { addSite } from '../companies/companies.service';
import { listSites } from '../companies/companies.repo';
import { demoCompanyOf } from '../invoices/demo-money.repo';
import { lineImageOf, priceLine } from '../orders/order-lines';
import { firstDeliveryStatusId } from '../orders/delivery-statuses.repo';
import { loadProductFacts } from '../orders/pricing-facts.repo';
import { confirmBooking, proposeDay } from './delivery-bookings.service';
import { bookDelivery, calendarAround, deliveryOptions } from './delivery-days.service';
import {
  demoCatalogue,
  hasRegions,
  insertClosures,
  insertDemoCheckout,
  insertRegion,
  setFabricLeadTime,
  setProductLeadTime,
  setRegionDay,
  type DemoOrderLine,
} from './demo-deliveries.repo';

/**
 * The demo shop's delivery calendar (docs/business-rules.md "The demo shop"): regions for
 * Dublin, Meath & Louth (counted in units), Galway and Cork covering the demo company's
 * sites; the factory's next Christmas and summer shutdowns; a closed day and a day with
 * its own capacity; lead times on a few products and one fabric; and four checkouts of
 * trade@example.com's company booked through the same steps as the shop's — one
 * requested, one confirmed (its orders Scheduled), one with a day proposed by staff, one
 * filling most of its day. Every day is counted from today, so the demo lies ahead. Only
 * a fresh `npm start` seeds it; a shop with any delivery region gets none.
 */

/** Dublin's postal districts as Eircode routing keys. */
const DUBLIN_KEYS = [
  ...Array.from({ length: 18 }, (_, i) => `D${String(i + 1).padStart(2, '0')}`),
  'D20',
  'D22',
  'D24',
  'D6W',
];

const REGIONS: Array<{
  name: string;
  capacityUnit: CapacityUnit;
  dailyCapacity: number;
  keys: string[];
}> = [
  { name: 'Dublin', capacityUnit: 'deliveries', dailyCapacity: 6, keys: DUBLIN_KEYS },
  {
    name: 'Meath & Louth',
    capacityUnit: 'units',
    dailyCapacity: 20,
    keys: ['A82', 'A83', 'A84', 'A85', 'A86', 'C15', 'A91', 'A92'],
  },
  { name: 'Galway', capacityUnit: 'deliveries', dailyCapacity: 4, keys: ['H91', 'H65'] },
  { name: 'Cork', capacityUnit: 'deliveries', dailyCapacity: 3, keys: ['T12', 'T23', 'P17'] },
];

/** Products' own lead times, and the one fabric that takes longer on its product. */
const LEAD_TIMES: Array<{ sku: string; lead: LeadTime; fabric?: string; fabricLead?: LeadTime }> = [
  { sku: 'BED-ASH-001', lead: { minDays: 8, maxDays: 12 } },
  { sku: 'BED-KIL-002', lead: { minDays: 12, maxDays: 18 } },
  {
    sku: 'BED-TAR-005',
    lead: { minDays: 15, maxDays: 20 },
    fabric: 'Plush Velvet',
    fabricLead: { minDays: 25, maxDays: 30 },
  },
  { sku: 'HB-BCU-018', lead: { minDays: 5, maxDays: 8 } },
  { sku: 'SOF-HLS-028', lead: { minDays: 20, maxDays: 30 } },
];

interface DemoSite {
  name: string;
  address: string;
  city: string;
  eircode: string;
  contact_name: string;
  contact_phone: string;
  delivery_notes: string;
}

const SITES = {
  harbour: {
    name: 'Harbour Hotel',
    address: 'Dock Road',
    city: 'Galway',
    eircode: 'H91 X2F7',
    contact_name: 'Ciara Walsh',
    contact_phone: '+353915550142',
    delivery_notes:
      'Goods entrance on Dock Road, tail-lift needed. Service lift booked 7:00–10:00.',
  },
  grandCanal: {
    name: 'Grand Canal Hotel',
    address: 'Grand Canal Street Upper',
    city: 'Dublin 4',
    eircode: 'D04 X9K2',
    contact_name: 'Paul Byrne',
    contact_phone: '+35315550188',
    delivery_notes: 'Loading bay behind the hotel off Haddington Road; vans up to 7.5 t.',
  },
  leeQuay: {
    name: 'Lee Quay Hotel',
    address: "Lavitt's Quay",
    city: 'Cork',
    eircode: 'T12 K8P4',
    contact_name: 'Mairéad Collins',
    contact_phone: '+353215550117',
    delivery_notes: 'No parking on the quay before 10:00; call the duty manager on arrival.',
  },
  store: {
    name: 'Ashbourne store',
    address: 'Unit 4, Ashbourne Business Park',
    city: 'Ashbourne',
    eircode: 'A84 X2Y3',
    contact_name: 'Declan Murphy',
    contact_phone: '+353875550123',
    delivery_notes: 'Roller door at the back of Unit 4; forklift on site weekdays 8:00–16:00.',
  },
} satisfies Record<string, DemoSite>;

type SiteKey = keyof typeof SITES;

interface DemoCheckout {
  site: SiteKey;
  poNumber: string;
  lines: Array<{ sku: string; size: string; colour?: string; quantity: number; ref: string }>;
}

const CHECKOUTS = {
  confirmed: {
    site: 'harbour',
    poNumber: 'MH-PO-2301',
    lines: [
      {
        sku: 'BED-ASH-001',
        size: '4ft6 Double',
        colour: 'Linen Weave/Natural',
        quantity: 4,
        ref: 'HARBOUR-F1',
      },
      { sku: 'MAT-CPK-011', size: '4ft6 Double', quantity: 4, ref: 'HARBOUR-F1' },
    ],
  },
  requested: {
    site: 'grandCanal',
    poNumber: 'MH-PO-2302',
    lines: [
      {
        sku: 'BED-KIL-002',
        size: '5ft King',
        colour: 'Plush Velvet/Charcoal',
        quantity: 2,
        ref: 'GC-SUITES',
      },
    ],
  },
  proposed: {
    site: 'leeQuay',
    poNumber: 'MH-PO-2303',
    lines: [
      {
        sku: 'BED-TAR-005',
        size: '5ft King',
        colour: 'Plush Velvet/Midnight Navy',
        quantity: 2,
        ref: 'LQ-RIVER',
      },
      { sku: 'MAT-CPK-011', size: '5ft King', quantity: 2, ref: 'LQ-RIVER' },
    ],
  },
  nearlyFull: {
    site: 'store',
    poNumber: 'MH-PO-2304',
    lines: [
      {
        sku: 'BED-NAV-009',
        size: '3ft Single',
        colour: 'Linen Weave/Slate',
        quantity: 8,
        ref: 'STORE-SPARES',
      },
      { sku: 'MAT-CPK-011', size: '3ft Single', quantity: 8, ref: 'STORE-SPARES' },
    ],
  },
} satisfies Record<string, DemoCheckout>;

const SKUS = [
  ...new Set([
    ...LEAD_TIMES.map((l) => l.sku),
    ...Object.values(CHECKOUTS).flatMap((c) => c.lines.map((l) => l.sku)),
  ]),
];

/** The otherwise working days from `from` to `to`, both included. */
function workingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
  return days;
}

/** The factory's next Christmas shutdown, 24 December to 1 January. */
function christmasShutdown(today: IsoDate): IsoDate[] {
  const year = Number(today.slice(0, 4)) - (today <= `${today.slice(0, 4)}-01-01` ? 1 : 0);
  return workingDaysBetween(`${year}-12-24`, `${year + 1}-01-01`);
}

/** The next summer shutdown: two weeks from the last Monday of July. */
function summerShutdown(today: IsoDate): IsoDate[] {
  const thisYear = Number(today.slice(0, 4));
  const startOf = (year: number) => {
    let day: IsoDate = `${year}-07-31`;
    while (weekday(day) !== 1) day = addDays(day, -1);
    return day;
  };
  const start = startOf(thisYear) >= today ? startOf(thisYear) : startOf(thisYear + 1);
  return workingDaysBetween(start, addDays(start, 11));
}

/**
 * What the booking steps need besides the database: the shop's public address and inbox,
 * which their mails carry once the steps queue them (docs/mail.md).
 */
export interface DemoDeliveryDeps {
  db: Database;
  publicUrl: string;
  inbox: string;
}

export async function seedDemoDeliveries(deps: DemoDeliveryDeps): Promise<number> {
  const { db } = deps;
  const demo = await demoCompanyOf(db, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.admin.email);
  if (!demo || (await hasRegions(db))) return 0;
  const ids = await demoCatalogue(db, SKUS);
  if (SKUS.some((sku) => !ids.products.has(sku))) return 0; // generated products: no demo catalogue
  const today = dublinDate();

  // The calendar: regions, the factory's shutdowns, lead times.
  const regionIds = new Map<string, number>();
  for (const region of REGIONS) regionIds.set(region.name, await insertRegion(db, region));
  await insertClosures(
    db,
    [
      ...christmasShutdown(today).map((day) => ({ day, reason: 'Christmas shutdown' })),
      ...summerShutdown(today).map((day) => ({ day, reason: 'Summer shutdown' })),
    ],
    demo.staffId,
  );
  for (const { sku, lead, fabric, fabricLead } of LEAD_TIMES) {
    const productId = ids.products.get(sku)!;
    await setProductLeadTime(db, productId, lead);
    if (fabric && fabricLead)
      await setFabricLeadTime(db, productId, ids.fabrics.get(fabric)!, fabricLead);
  }
  const isWorking = await calendarAround(db, today, addDays(today, 365));
  // Dublin sends a second crew out on one day; Galway's van is serviced on another.
  await setRegionDay(db, regionIds.get('Dublin')!, addWorkingDays(today, 20, isWorking), {
    capacity: 10,
  });
  await setRegionDay(db, regionIds.get('Galway')!, addWorkingDays(today, 14, isWorking), {
    closed: true,
  });

  // The company's sites, as its owner adds them.
  const owner = { userId: demo.userId, companyId: demo.companyId, role: 'owner' as const };
  // The company's first site (its delivery address) is kept where one has the same Eircode.
  const known = await listSites(db, demo.companyId);
  const siteOf = new Map<
    SiteKey,
    { id: number; site: Parameters<typeof siteShippingAddress>[0] }
  >();
  for (const [key, wanted] of Object.entries(SITES) as Array<[SiteKey, DemoSite]>) {
    const found = known.find(
      (s) => s.eircode === wanted.eircode || s.name.toLowerCase() === wanted.name.toLowerCase(),
    );
    siteOf.set(
      key,
      found
        ? { id: found.id, site: found }
        : { id: (await addSite(db, owner, wanted)).site.id, site: wanted },
    );
  }

  // Each checkout placed now and booked on a day picked from those the buyer is offered.
  const placedStatus = await firstDeliveryStatusId(db);
  const book = async (plan: DemoCheckout, pick: number) => {
    const site = siteOf.get(plan.site)!;
    const shippingAddress = siteShippingAddress(site.site);
    const facts = await loadProductFacts(
      db,
      plan.lines.map((l) => ids.products.get(l.sku)!),
    );
    const priced = plan.lines.map((line, i) => {
      const colour = line.colour === undefined ? undefined : ids.colours.get(line.colour);
      const item = orderItemSchema.parse({
        productId: ids.products.get(line.sku)!,
        sizeId: ids.sizes.get(line.size)!,
        fabricId: colour?.fabricId ?? null,
        fabricColorId: colour?.fabricColorId ?? null,
        quantity: line.quantity,
        referenceNumber: line.ref,
      });
      const result = priceLine(item, facts.get(item.productId), `lines.${i}`);
      if (!result.ok) throw new Error(`demo checkout ${plan.poNumber}: ${result.error.message}`);
      return result.line;
    });
    const cart = priced.map((line) => ({
      product: line.product,
      fabricId: line.item.fabricId,
      quantity: line.item.quantity,
    }));
    const options = await deliveryOptions(db, { lines: cart, address: shippingAddress }, today);
    const day = options.days[Math.min(pick, options.days.length - 1)]?.date;
    const totals = totalsCentsOf(
      priced.map((l) => ({ unitCents: l.unitCents, quantity: l.item.quantity })),
    );
    return db.transaction(async (tx) => {
      const checkout = await insertDemoCheckout(
        tx,
        {
          userId: demo.userId,
          companyId: demo.companyId,
          siteId: site.id,
          shippingAddress,
          poNumber: plan.poNumber,
          ...totals,
        },
        priced.map((line): DemoOrderLine => ({
          trackingId: newTrackingId(),
          productId: line.item.productId,
          sizeId: line.item.sizeId,
          fabricId: line.item.fabricId,
          fabricColorId: line.item.fabricColorId,
          productName: line.product.name,
          sizeName: line.sizeName,
          fabricName: line.fabricName,
          fabricColorName: line.fabricColorName,
          productImage: lineImageOf(line.product, line.item),
          storageType: line.storageType,
          quantity: line.item.quantity,
          unitPriceCents: line.unitCents,
          vatCents: line.vatCents,
          totalPriceCents: line.totalCents,
          referenceNumber: line.item.referenceNumber,
          deliveryStatusId: placedStatus,
        })),
      );
      const booking = await bookDelivery(
        tx,
        {
          checkoutId: checkout.id,
          lines: cart,
          address: shippingAddress,
          choice: day ? { day } : { earliest: true },
          userId: demo.userId,
        },
        today,
      );
      return { booking, days: options.days };
    });
  };

  const confirmed = await book(CHECKOUTS.confirmed, 0);
  await confirmBooking(deps, confirmed.booking.id, demo.staffId);
  await book(CHECKOUTS.requested, 2);
  const proposed = await book(CHECKOUTS.proposed, 1);
  const later = proposed.days[4]?.date;
  if (later) {
    await proposeDay(
      deps,
      proposed.booking.id,
      later,
      demo.staffId,
      'Our Cork crew is in Kinsale that day: could we come a few days later instead?',
    );
  }
  await book(CHECKOUTS.nearlyFull, 3);
  return 4;
}
