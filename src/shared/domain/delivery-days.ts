import { addDays, type IsoDate } from './calendar-dates';

/**
 * Lead times, the earliest delivery date and the buyer's move deadline
 * (docs/business-rules.md "Delivery days"). Counting is in working days; what a working day
 * is (weekends, Irish public holidays, the factory's closure days) is passed in, so these
 * rules stay pure and the server decides the calendar.
 */

export type LeadTime = { minDays: number; maxDays: number };

/** The specification's Beds label ("2 to 4 weeks"): the default for Beds without their own. */
export const BEDS_DEFAULT_LEAD_TIME: LeadTime = { minDays: 10, maxDays: 20 };
/** Sold from stock: picked and loaded within this many working days. */
export const FROM_STOCK_LEAD_TIME: LeadTime = { minDays: 1, maxDays: 2 };
/** The most working days staff may give as a lead time (a year of working days). */
export const MAX_LEAD_TIME_DAYS = 250;
/** The shop's terms: a buyer may move a delivery until this many working days before it. */
export const MOVE_NOTICE_WORKING_DAYS = 5;
/** How far past the earliest date the buyer is offered days. */
export const BOOKING_WINDOW_DAYS = 56;

export type LeadTimeSource = 'fabric' | 'product' | 'beds' | 'stock';

/**
 * A line's lead time: its fabric's override on the product, else the product's own, else
 * the specification's Beds label for a Beds product, else from stock.
 */
export function lineLeadTime(input: {
  product: LeadTime | null;
  fabric: LeadTime | null;
  isBeds: boolean;
}): LeadTime & { source: LeadTimeSource } {
  if (input.fabric) return { ...input.fabric, source: 'fabric' };
  if (input.product) return { ...input.product, source: 'product' };
  if (input.isBeds) return { ...BEDS_DEFAULT_LEAD_TIME, source: 'beds' };
  return { ...FROM_STOCK_LEAD_TIME, source: 'stock' };
}

/** A cart is ready when its slowest line is: the largest of each end. */
export function cartLeadTime(lines: readonly LeadTime[]): LeadTime {
  return lines.reduce(
    (all, line) => ({
      minDays: Math.max(all.minDays, line.minDays),
      maxDays: Math.max(all.maxDays, line.maxDays),
    }),
    { minDays: 0, maxDays: 0 },
  );
}

/** The specification's label of a Beds product without a lead time of its own. */
export const BEDS_LEAD_TIME_LABEL = 'Lead time: 2 to 4 weeks';
/** What a line sold from stock says where lead times show (cart, checkout). */
export const FROM_STOCK_LABEL = 'In stock: goes out in 1–2 working days';

/** "Made to order: ready in 10–15 working days" (or "in 10 working days" when one number). */
export function leadTimeLabel({ minDays, maxDays }: LeadTime): string {
  const span = minDays === maxDays ? `${maxDays}` : `${minDays}–${maxDays}`;
  return `Made to order: ready in ${span} working day${maxDays === 1 ? '' : 's'}`;
}

/**
 * A line's or a cart's lead time in words: a product's or fabric's own as "Made to order:
 * ready in N–M working days", the Beds default as the specification's label, stock as stock.
 * A cart says what its slowest lines are: stock only when all are.
 */
export function lineLeadTimeLabel(lead: LeadTime & { source: LeadTimeSource }): string {
  if (lead.source === 'stock') return FROM_STOCK_LABEL;
  if (lead.source === 'beds') return BEDS_LEAD_TIME_LABEL;
  return leadTimeLabel(lead);
}

export function cartLeadTimeLabel(lines: readonly (LeadTime & { source: LeadTimeSource })[]) {
  const cart = cartLeadTime(lines);
  const slowest = lines.filter((l) => l.minDays === cart.minDays && l.maxDays === cart.maxDays);
  const [first] = slowest;
  if (first && slowest.every((l) => l.source === first.source)) return lineLeadTimeLabel(first);
  return leadTimeLabel(cart);
}

export type IsWorkingDay = (date: IsoDate) => boolean;

/** The `count`-th working day after `from` (`from` itself never counts). */
export function addWorkingDays(from: IsoDate, count: number, isWorking: IsWorkingDay): IsoDate {
  let day = from;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorking(day)) left -= 1;
  }
  return day;
}

/** The `count`-th working day before `to` (`to` itself never counts). */
export function subtractWorkingDays(to: IsoDate, count: number, isWorking: IsWorkingDay): IsoDate {
  let day = to;
  let left = count;
  while (left > 0) {
    day = addDays(day, -1);
    if (isWorking(day)) left -= 1;
  }
  return day;
}

/**
 * The earliest day a cart ordered today can be delivered: the working day on which the
 * upper end of its lead time has passed. The lower end is what the buyer may hope for;
 * the upper end is what the maker can promise and book a crew against.
 */
export function earliestDelivery(today: IsoDate, lead: LeadTime, isWorking: IsWorkingDay) {
  return addWorkingDays(today, Math.max(lead.maxDays, 1), isWorking);
}

/**
 * The last day the buyer may still move a delivery booked for `day`: the fifth working day
 * before it. On that day a move is allowed; from the next day on it is refused.
 */
export function moveDeadline(day: IsoDate, isWorking: IsWorkingDay): IsoDate {
  return subtractWorkingDays(day, MOVE_NOTICE_WORKING_DAYS, isWorking);
}

export const mayBuyerMove = (day: IsoDate, today: IsoDate, isWorking: IsWorkingDay) =>
  today <= moveDeadline(day, isWorking);

/** The Eircode's routing key ("D02" of "D02 X285"), which names the delivery region. */
export function routingKeyOf(eircode: string): string | undefined {
  const match = /^([A-Z]\d{2}|D6W) ?[A-Z\d]{4}$/.exec(eircode.trim().toUpperCase());
  return match?.[1];
}

/** An Eircode written anywhere in a typed address ("… Galway H91 E2K3"). */
export function eircodeInAddress(address: string): string | undefined {
  const match = /\b([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})\b/i.exec(address);
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : undefined;
}

/** What one delivery takes of a day's capacity: one delivery, or its units. */
export type CapacityUnit = 'deliveries' | 'units';
export const loadOf = (unit: CapacityUnit, units: number) => (unit === 'units' ? units : 1);
