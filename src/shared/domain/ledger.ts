import { daysBetween, type IsoDate } from './calendar-dates';
import { fromCents } from './money';

/**
 * The company's account with the shop (docs/business-rules.md "Invoices and payments"):
 * what an invoice still owes, where a payment goes, how old a debt is, and when credit is
 * held. Pure rules in cents, shared by the server and the screens.
 */

/** An invoice as the ledger sees it: what is left to pay and when it was due. */
export interface OpenInvoice {
  id: number;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** Total less credit notes and allocated payments, in cents; never below 0. */
  openCents: number;
}

/**
 * An invoice's state on `today`: overdue past its due date while it owes; once it owes
 * nothing, paid when a payment went to it (even if credit notes took part of it), else
 * credited (credit notes alone cancelled it).
 */
export function invoiceStatus(
  openCents: number,
  dueDate: IsoDate,
  today: IsoDate,
  allocatedCents: number,
): 'open' | 'overdue' | 'paid' | 'credited' {
  if (openCents <= 0) return allocatedCents > 0 ? 'paid' : 'credited';
  return dueDate < today ? 'overdue' : 'open';
}

export interface Allocation {
  invoiceId: number;
  cents: number;
}

/**
 * Spreads `cents` over the open invoices, the oldest due first (then the oldest issued,
 * then the lowest id): each takes at most what it still owes. What is left over is the
 * payment's unallocated credit.
 */
export function allocateOldestFirst(
  cents: number,
  invoices: readonly OpenInvoice[],
): { allocations: Allocation[]; unallocatedCents: number } {
  const oldestFirst = [...invoices].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.issueDate.localeCompare(b.issueDate) || a.id - b.id,
  );
  const allocations: Allocation[] = [];
  let left = cents;
  for (const invoice of oldestFirst) {
    if (left <= 0) break;
    const take = Math.min(left, invoice.openCents);
    if (take <= 0) continue;
    allocations.push({ invoiceId: invoice.id, cents: take });
    left -= take;
  }
  return { allocations, unallocatedCents: left };
}

export const AGE_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export type AgedBalance = Record<AgeBucket, number>;

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  notDue: 'Not yet due',
  days1to30: '1–30 days overdue',
  days31to60: '31–60 days overdue',
  days61to90: '61–90 days overdue',
  over90: 'Over 90 days overdue',
};

/** Days past due on `asOf`: 0 or less is not yet overdue. */
export const daysOverdue = (dueDate: IsoDate, asOf: IsoDate) => daysBetween(dueDate, asOf);

export function ageBucketOf(dueDate: IsoDate, asOf: IsoDate): AgeBucket {
  const days = daysOverdue(dueDate, asOf);
  if (days <= 0) return 'notDue';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/**
 * What the company owes on `asOf`, by how long it is overdue. Unallocated payments are
 * credit in hand: they reduce "not yet due" (which may go below 0), so the buckets always
 * add up to the balance.
 */
export function agedBalance(
  invoices: ReadonlyArray<Pick<OpenInvoice, 'dueDate' | 'openCents'>>,
  asOf: IsoDate,
  unallocatedCents = 0,
): AgedBalance {
  const aged: AgedBalance = { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const invoice of invoices) aged[ageBucketOf(invoice.dueDate, asOf)] += invoice.openCents;
  aged.notDue -= unallocatedCents;
  return aged;
}

export const agedTotal = (aged: AgedBalance) =>
  AGE_BUCKETS.reduce((sum, bucket) => sum + aged[bucket], 0);

/** The aged balance in euros, as the API answers it. */
export const agedInEuro = (aged: AgedBalance) =>
  Object.fromEntries(AGE_BUCKETS.map((b) => [b, fromCents(aged[b])])) as AgedBalance;

/**
 * A company is on credit hold while any invoice is unpaid more than `holdDays` after it
 * was due, unless staff lifted the hold on or after the day that invoice crossed the line:
 * a lift covers the invoices overdue then, not the ones that become so later.
 */
export function creditHoldInvoices<T extends Pick<OpenInvoice, 'dueDate' | 'openCents'>>(
  invoices: readonly T[],
  today: IsoDate,
  holdDays: number,
  liftedOn: IsoDate | null,
): T[] {
  return invoices.filter((invoice) => {
    if (invoice.openCents <= 0) return false;
    const overdue = daysOverdue(invoice.dueDate, today);
    if (overdue <= holdDays) return false;
    if (liftedOn === null) return true;
    // The day the invoice went over the line: dueDate + holdDays + 1.
    const crossedOn = daysBetween(invoice.dueDate, liftedOn) <= holdDays;
    return crossedOn;
  });
}

/** One VAT rate's share of a document: net and VAT in cents. */
export interface VatRateTotal {
  ratePercent: number;
  netCents: number;
  vatCents: number;
}

/** Net and VAT per rate, the lowest rate first: what an Irish VAT invoice must show. */
export function vatByRate(
  lines: ReadonlyArray<{ vatRatePercent: number; netCents: number; vatCents: number }>,
): VatRateTotal[] {
  const byRate = new Map<number, VatRateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.vatRatePercent) ?? {
      ratePercent: line.vatRatePercent,
      netCents: 0,
      vatCents: 0,
    };
    total.netCents += line.netCents;
    total.vatCents += line.vatCents;
    byRate.set(line.vatRatePercent, total);
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}
