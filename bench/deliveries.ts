/**
 * The days a cart can be delivered on (issue 37; docs/performance.md "Delivery days"),
 * measured in the bench's own process on the stopped shop's database, as the checkout's
 * route calls the service: a calendar of 30 regions, two years of days and 20,000
 * bookings (bench/deliveries-data.ts), then `deliveryOptions` for a cart of 10 lines with
 * mixed lead times going to a site in the busy region, 200 times after 20 unmeasured;
 * and the same with the cart's product facts read first, as the route does.
 */
import { dublinDate } from '../src/shared/domain/calendar-dates';
import type { Database } from '../src/db/database';
import { readLeadTimeFacts } from '../src/server/modules/deliveries/lead-times.repo';
import {
  deliveryOptions,
  type CartLine,
} from '../src/server/modules/deliveries/delivery-days.service';
import type { ShopData } from '../test/shop-process';
import {
  addDeliveryCalendar,
  BENCH_BOOKINGS,
  BENCH_REGIONS,
  BUSY_EIRCODE,
  type DeliveriesSeeded,
} from './deliveries-data';
import { openShopDatabase } from './shop-database';
import { percentiles, type DeliveriesReport } from './targets';

const ROUNDS = 200;
const WARM_UP = 20;

const say = (line: string) => console.log(`  deliveries: ${line}`);

async function timed(work: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const took: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await work();
    took.push(performance.now() - started);
  }
  return percentiles(took);
}

async function cartOf(db: Database, seeded: DeliveriesSeeded): Promise<CartLine[]> {
  const facts = await readLeadTimeFacts(
    db,
    seeded.lines.map((l) => l.productId),
  );
  return seeded.lines.map((l) => ({
    product: facts.get(l.productId)!,
    fabricId: l.fabricId,
    quantity: l.quantity,
  }));
}

/** The calendar added to `data` (its shop stopped), then the cart's options timed. */
export async function measureDeliveries(data: ShopData): Promise<DeliveriesReport> {
  const database = await openShopDatabase(data);
  const db = database.db;
  try {
    const today = dublinDate();
    const started = performance.now();
    const seeded = await addDeliveryCalendar(db, today);
    const seedSeconds = (performance.now() - started) / 1000;
    say(
      `${BENCH_REGIONS} regions, ${seeded.deliveryDays} region days, ${BENCH_BOOKINGS} bookings, ${seeded.closures} closure days added in ${seedSeconds.toFixed(1)} s`,
    );
    const cart = await cartOf(db, seeded);
    const first = await deliveryOptions(db, { lines: cart, eircode: BUSY_EIRCODE }, today);
    if (!first.region || first.days.length === 0) {
      throw new Error('deliveries bench: the busy region offered no days');
    }
    say(
      `cart of ${cart.length} lines: ${first.leadTime.label}, earliest ${first.earliestOn}, ${first.days.length} days offered in ${first.region.name}`,
    );
    const options = await timed(() =>
      deliveryOptions(db, { lines: cart, eircode: BUSY_EIRCODE }, today),
    );
    say(`deliveryOptions: p95 ${options.p95.toFixed(1)} ms`);
    const withFacts = await timed(async () =>
      deliveryOptions(db, { lines: await cartOf(db, seeded), eircode: BUSY_EIRCODE }, today),
    );
    say(`product facts and deliveryOptions: p95 ${withFacts.p95.toFixed(1)} ms`);
    return {
      regions: BENCH_REGIONS,
      deliveryDays: seeded.deliveryDays,
      bookings: BENCH_BOOKINGS,
      lines: cart.length,
      daysOffered: first.days.length,
      seedSeconds,
      options,
      withFacts,
    };
  } finally {
    await database.close();
  }
}

/** The report as lines to print under the engine's table. */
export function formatDeliveries(report: DeliveriesReport): string {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const row = (name: string, p: DeliveriesReport['options']) =>
    `  ${name.padEnd(44)} p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  max ${ms(p.max)}  (${p.count})`;
  return [
    `delivery days, ${report.regions} regions, ${report.deliveryDays} region days, ${report.bookings} bookings; a cart of ${report.lines} lines, ${report.daysOffered} days offered (ms):`,
    row('deliveryOptions', report.options),
    row('product facts read, then deliveryOptions', report.withFacts),
  ].join('\n');
}
