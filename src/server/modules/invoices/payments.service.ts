import type { Queryable } from '#src/db/database';
import type { IsoDate } from '#src/shared/domain/calendar-dates';
import { allocateOldestFirst } from '#src/shared/domain/ledger';
import { formatCents, toCents } from '#src/shared/domain/money';
import {
  ALLOCATION_ABOVE_OPEN,
  ALLOCATIONS_ABOVE_PAYMENT,
  NO_SUCH_INVOICE,
  REFUND_ABOVE_UNALLOCATED,
  type PaymentBody,
} from '#src/shared/schemas/invoices';
import { FormError } from '../../lib/form-validation';
import * as ledger from './ledger.repo';
import * as repo from './payments.repo';

/**
 * Payments (docs/business-rules.md "Invoices and payments"): staff record money received,
 * set against the oldest open invoices unless they name them; what is left over stays as
 * the company's credit until allocated or refunded. Every function runs in the caller's
 * transaction, which holds the company's row.
 */

export interface AllocationRequest {
  invoice_number: string;
  amount: number;
}

/** Sets the named amounts of a payment against the company's invoices, or refuses all. */
async function allocateByHand(
  tx: Queryable,
  companyId: number,
  paymentId: number,
  leftCents: number,
  requested: AllocationRequest[],
  on: IsoDate,
  by: number,
) {
  const open = await ledger.invoiceBalances(tx, companyId);
  const wanted = new Map<string, number>();
  for (const a of requested)
    wanted.set(a.invoice_number, (wanted.get(a.invoice_number) ?? 0) + toCents(a.amount));
  let sum = 0;
  const errors = [];
  for (const [number, cents] of wanted) {
    const invoice = open.find((i) => i.number === number);
    if (!invoice) errors.push({ field: 'allocations', message: NO_SUCH_INVOICE(number) });
    else if (cents > invoice.openCents) {
      errors.push({
        field: 'allocations',
        message: ALLOCATION_ABOVE_OPEN(number, formatCents(invoice.openCents)),
      });
    }
    sum += cents;
  }
  if (errors.length > 0) throw new FormError(400, errors);
  if (sum > leftCents) {
    throw new FormError(400, [
      { field: 'allocations', message: ALLOCATIONS_ABOVE_PAYMENT(formatCents(leftCents)) },
    ]);
  }
  for (const [number, cents] of wanted) {
    const invoice = open.find((i) => i.number === number)!;
    await ledger.allocate(tx, {
      companyId,
      paymentId,
      invoiceId: invoice.id,
      invoiceNumber: number,
      cents,
      on,
      by,
    });
  }
  return [...wanted.keys()];
}

/**
 * Records a payment; the same `request_key` for the company again answers the first
 * payment's id and records nothing (a double click, a retried request).
 */
export async function recordPayment(
  tx: Queryable,
  companyId: number,
  body: PaymentBody,
  by: number,
): Promise<{ paymentId: number; created: boolean }> {
  const existing = await repo.paymentByKey(tx, companyId, body.request_key);
  if (existing !== undefined) return { paymentId: existing, created: false };
  const amountCents = toCents(body.amount);
  const paymentId = await repo.insertPayment(tx, {
    companyId,
    receivedOn: body.received_on,
    amountCents,
    method: body.method,
    bankReference: body.bank_reference,
    requestKey: body.request_key,
    recordedBy: by,
  });
  await ledger.writeLedger(tx, [
    {
      companyId,
      entryDate: body.received_on,
      kind: 'payment',
      paymentId,
      reference: body.bank_reference || `Payment ${paymentId}`,
      creditCents: amountCents,
    },
  ]);
  if (body.allocations) {
    await allocateByHand(
      tx,
      companyId,
      paymentId,
      amountCents,
      body.allocations,
      body.received_on,
      by,
    );
  } else {
    const open = await ledger.invoiceBalances(tx, companyId, { onlyOpen: true });
    const { allocations } = allocateOldestFirst(amountCents, open);
    for (const a of allocations) {
      const invoice = open.find((i) => i.id === a.invoiceId)!;
      await ledger.allocate(tx, {
        companyId,
        paymentId,
        invoiceId: a.invoiceId,
        invoiceNumber: invoice.number,
        cents: a.cents,
        on: body.received_on,
        by,
      });
    }
  }
  await repo.markSettledOrders(tx, companyId, by);
  return { paymentId, created: true };
}

export async function allocatePayment(
  tx: Queryable,
  companyId: number,
  paymentId: number,
  requested: AllocationRequest[],
  on: IsoDate,
  by: number,
) {
  const payment = await repo.paymentLeft(tx, companyId, paymentId);
  if (payment === undefined) return false;
  await allocateByHand(tx, companyId, paymentId, payment.cents, requested, on, by);
  await repo.markSettledOrders(tx, companyId, by);
  return true;
}

export async function refundPayment(
  tx: Queryable,
  companyId: number,
  paymentId: number,
  body: { refunded_on: string; amount: number; bank_reference: string },
  by: number,
) {
  const payment = await repo.paymentLeft(tx, companyId, paymentId);
  if (payment === undefined) return false;
  const left = payment.cents;
  const cents = toCents(body.amount);
  if (cents > left) {
    throw new FormError(400, [
      { field: 'amount', message: REFUND_ABOVE_UNALLOCATED(formatCents(left)) },
    ]);
  }
  const refundId = await repo.insertRefund(tx, {
    paymentId,
    companyId,
    refundedOn: body.refunded_on,
    amountCents: cents,
    bankReference: body.bank_reference,
    recordedBy: by,
  });
  await ledger.writeLedger(tx, [
    {
      companyId,
      entryDate: body.refunded_on,
      kind: 'refund',
      paymentId,
      refundId,
      // The statement names a refund by its bank reference, else by the payment it returns.
      reference:
        body.bank_reference ||
        `Refund of ${payment.bankReference || `the payment of ${payment.receivedOn}`}`,
      debitCents: cents,
    },
  ]);
  return true;
}
