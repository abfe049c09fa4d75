import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '#test/customers';
import { queryRows } from '#src/db/query-rows';
import type { TestApp } from '#test/test-app';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import { FormError } from '../../lib/form-validation';
import { setUpAdminOrdersTestApp } from '../admin/orders.test-setup';
import * as money from './money.service';
import { sellerOf } from './parties';

/**
 * The ledger's rules hold whatever staff do, in any order (docs/business-rules.md "Invoices
 * and payments"): random runs of invoices, payments (oldest first or by hand), credit notes
 * and refunds on one company, each checked against the rows it leaves.
 */

const shared = setUpAdminOrdersTestApp();
let t: TestApp;
let staffId: number;
beforeAll(async () => {
  t = shared.testApp();
  const [staff] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = 'admin@example.com'`,
  );
  staffId = staff!.id;
});

const operation = fc.oneof(
  fc.record({
    op: fc.constant('invoice' as const),
    cents: fc.integer({ min: 1, max: 500_000 }),
    units: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    op: fc.constant('pay' as const),
    cents: fc.integer({ min: 1, max: 800_000 }),
    byHand: fc.boolean(),
    pick: fc.nat(),
  }),
  fc.record({
    op: fc.constant('credit' as const),
    pick: fc.nat(),
    units: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
);

/** Every figure the rules bound, straight from the tables, in cents (numeric text). */
async function invariants(companyId: number) {
  const q = (query: ReturnType<typeof sql>) =>
    queryRows<Record<string, string>>(t.database.db, query);
  const [ledger] = await q(
    sql`select coalesce(sum(debit - credit), 0)::text as balance from ledger_entries where company_id = ${companyId}`,
  );
  const invoiceRows = await q(sql`select i.total::text as total,
      coalesce((select sum(total) from credit_notes c where c.invoice_id = i.id), 0)::text as credited,
      coalesce((select sum(amount) from payment_allocations a where a.invoice_id = i.id), 0)::text as allocated
    from invoices i where i.company_id = ${companyId}`);
  const paymentRows = await q(sql`select p.amount::text as amount,
      coalesce((select sum(amount) from payment_allocations a where a.payment_id = p.id), 0)::text as allocated,
      coalesce((select sum(amount) from refunds r where r.payment_id = p.id), 0)::text as refunded
    from payments p where p.company_id = ${companyId}`);
  const lineRows = await q(sql`select l.quantity::text as quantity,
      coalesce((select sum(quantity) from credit_note_lines c where c.invoice_line_id = l.id), 0)::text as credited
    from invoice_lines l join invoices i on i.id = l.invoice_id where i.company_id = ${companyId}`);
  const cents = centsFromDecimal;
  let owed = 0;
  for (const row of invoiceRows) {
    const [total, credited, allocated] = [
      cents(row.total!),
      cents(row.credited!),
      cents(row.allocated!),
    ];
    expect(credited).toBeLessThanOrEqual(total);
    expect(allocated).toBeGreaterThanOrEqual(0);
    expect(allocated).toBeLessThanOrEqual(total - credited);
    owed += total - credited - allocated;
  }
  let inHand = 0;
  for (const row of paymentRows) {
    const [amount, allocated, refunded] = [
      cents(row.amount!),
      cents(row.allocated!),
      cents(row.refunded!),
    ];
    expect(allocated).toBeGreaterThanOrEqual(0);
    expect(allocated + refunded).toBeLessThanOrEqual(amount);
    inHand += amount - allocated - refunded;
  }
  for (const row of lineRows)
    expect(Number(row.credited)).toBeLessThanOrEqual(Number(row.quantity));
  expect(cents(ledger!.balance!)).toBe(owed - inHand);
  return cents(ledger!.balance!);
}

describe('the ledger under any run of staff actions', () => {
  it('sums to its balance to the cent; credits and allocations never exceed what they may', async () => {
    const deps = {
      db: t.database.db,
      seller: sellerOf(t.app.config),
      publicUrl: 'http://localhost',
    };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (ops) => {
        const buyer = await newCustomer(t, { creditLimit: 10_000_000 });
        const invoices: string[] = [];
        const payments: number[] = [];
        for (const step of ops) {
          try {
            if (step.op === 'invoice') {
              const [order] = await shared.placeOrders(buyer, [
                { total: fromCents(step.cents * step.units) },
              ]);
              const done = await money.invoiceOrderNow(deps, staffId, order!.id);
              invoices.push(done.number!);
            } else if (step.op === 'pay') {
              const number = invoices[step.pick % Math.max(1, invoices.length)];
              const done = await money.recordPayment(deps, staffId, buyer.companyId, {
                received_on: dublinDate(),
                amount: fromCents(step.cents),
                method: 'bank_transfer',
                bank_reference: '',
                request_key: `prop-${Math.random()}`,
                ...(step.byHand && number
                  ? {
                      allocations: [
                        { invoice_number: number, amount: fromCents(Math.min(step.cents, 100)) },
                      ],
                    }
                  : {}),
              });
              payments.push(done.paymentId!);
            } else if (step.op === 'credit' && invoices.length > 0) {
              const number = invoices[step.pick % invoices.length]!;
              const detail = await money.invoiceDetail(t.database.db, number);
              const line = detail!.invoice.lines[0]!;
              await money.creditNote(deps, staffId, number, {
                kind: 'return',
                reason: 'property run',
                lines: [{ tracking_id: line.trackingId, quantity: step.units }],
              });
            } else if (step.op === 'refund' && payments.length > 0) {
              await money.refundPayment(deps, staffId, payments[step.pick % payments.length]!, {
                refunded_on: dublinDate(),
                amount: fromCents(step.cents),
                bank_reference: '',
              });
            }
          } catch (error) {
            // A refused action (above what is left, nothing to credit) changes nothing.
            if (!(error instanceof FormError)) throw error;
          }
          await invariants(buyer.companyId);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
