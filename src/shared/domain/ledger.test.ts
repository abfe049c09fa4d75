import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate } from './calendar-dates';
import {
  ageBucketOf,
  agedBalance,
  agedTotal,
  allocateOldestFirst,
  creditHoldInvoices,
  invoiceStatus,
  vatByRate,
  type OpenInvoice,
} from './ledger';

const date = fc.integer({ min: 0, max: 3_000 }).map((days) => addDays('2024-01-01', days));
const invoice = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  issueDate: date,
  dueDate: date,
  openCents: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('allocateOldestFirst', () => {
  it('never gives an invoice more than it owes, nor more than the payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.array(invoice), (cents, invoices) => {
        const unique = invoices.map((inv, i) => ({ ...inv, id: i + 1 }));
        const { allocations, unallocatedCents } = allocateOldestFirst(cents, unique);
        const allocated = allocations.reduce((sum, a) => sum + a.cents, 0);
        expect(allocated + unallocatedCents).toBe(cents);
        expect(unallocatedCents).toBeGreaterThanOrEqual(0);
        for (const a of allocations) {
          expect(a.cents).toBeGreaterThan(0);
          expect(a.cents).toBeLessThanOrEqual(unique.find((i) => i.id === a.invoiceId)!.openCents);
        }
        const owed = unique.reduce((sum, i) => sum + i.openCents, 0);
        expect(unallocatedCents).toBe(Math.max(0, cents - owed));
      }),
    );
  });

  it('pays the oldest due first and leaves the rest as credit', () => {
    const invoices: OpenInvoice[] = [
      { id: 2, issueDate: '2026-02-01', dueDate: '2026-03-03', openCents: 50_000 },
      { id: 1, issueDate: '2026-01-10', dueDate: '2026-02-09', openCents: 30_000 },
    ];
    expect(allocateOldestFirst(40_000, invoices)).toEqual({
      allocations: [
        { invoiceId: 1, cents: 30_000 },
        { invoiceId: 2, cents: 10_000 },
      ],
      unallocatedCents: 0,
    });
    expect(allocateOldestFirst(100_000, invoices).unallocatedCents).toBe(20_000);
  });
});

describe('agedBalance', () => {
  it.each([
    ['2026-03-01', 'notDue'],
    ['2026-02-28', 'days1to30'],
    ['2026-01-30', 'days1to30'],
    ['2026-01-29', 'days31to60'],
    ['2025-12-31', 'days31to60'],
    ['2025-12-30', 'days61to90'],
    ['2025-12-01', 'days61to90'],
    ['2025-11-30', 'over90'],
  ])('an invoice due %s is %s on 2026-03-01', (due, bucket) => {
    expect(ageBucketOf(due, '2026-03-01')).toBe(bucket);
  });

  it('adds up to what is owed less credit in hand', () => {
    fc.assert(
      fc.property(
        fc.array(invoice),
        date,
        fc.integer({ min: 0, max: 1_000_000 }),
        (invs, asOf, credit) => {
          const owed = invs.reduce((sum, i) => sum + i.openCents, 0);
          expect(agedTotal(agedBalance(invs, asOf, credit))).toBe(owed - credit);
        },
      ),
    );
  });
});

describe('creditHoldInvoices', () => {
  const due = '2026-01-01';
  const open = [{ dueDate: due, openCents: 100 }];
  it('holds only past the configured days, and only unpaid invoices', () => {
    expect(creditHoldInvoices(open, addDays(due, 60), 60, null)).toEqual([]);
    expect(creditHoldInvoices(open, addDays(due, 61), 60, null)).toEqual(open);
    expect(
      creditHoldInvoices([{ dueDate: due, openCents: 0 }], addDays(due, 90), 60, null),
    ).toEqual([]);
  });
  it('a lift covers the invoices over the line then, not later ones', () => {
    const later = { dueDate: '2026-02-01', openCents: 100 };
    const lifted = addDays(due, 61);
    expect(creditHoldInvoices([...open, later], addDays(due, 70), 60, lifted)).toEqual([]);
    expect(creditHoldInvoices([...open, later], addDays('2026-02-01', 61), 60, lifted)).toEqual([
      later,
    ]);
  });
});

describe('vatByRate', () => {
  it('sums net and VAT per rate to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            vatRatePercent: fc.constantFrom(0, 9, 13.5, 23),
            netCents: fc.integer({ min: 0, max: 10_000_000 }),
            vatCents: fc.integer({ min: 0, max: 2_300_000 }),
          }),
        ),
        (lines) => {
          const rates = vatByRate(lines);
          expect(rates.reduce((s, r) => s + r.netCents, 0)).toBe(
            lines.reduce((s, l) => s + l.netCents, 0),
          );
          expect(rates.reduce((s, r) => s + r.vatCents, 0)).toBe(
            lines.reduce((s, l) => s + l.vatCents, 0),
          );
          expect(new Set(rates.map((r) => r.ratePercent)).size).toBe(rates.length);
        },
      ),
    );
  });
});

describe('calendar dates', () => {
  it('counts days across the clock change and leap day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('invoiceStatus', () => {
  it('is paid once nothing is owed, overdue only after the due date', () => {
    expect(invoiceStatus(0, '2026-01-10', '2026-02-01', 100)).toBe('paid');
    expect(invoiceStatus(100, '2026-01-10', '2026-01-10', 0)).toBe('open');
    expect(invoiceStatus(100, '2026-01-10', '2026-01-11', 50)).toBe('overdue');
  });
  it('is credited when it owes nothing and no payment went to it', () => {
    expect(invoiceStatus(0, '2026-01-10', '2026-02-01', 0)).toBe('credited');
  });
});
