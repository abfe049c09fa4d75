import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import {
  creditNotes,
  invoices,
  ledgerEntries,
  paymentAllocations,
  payments,
  refunds,
} from '#src/db/schema/invoices';
import { centsFromDecimal } from '#src/shared/domain/money';
import { outer } from './outer-columns.repo';

/**
 * What invoices still owe and payments still hold (docs/business-rules.md "Invoices and
 * payments"): an invoice owes its total less its credit notes and the payments allocated
 * to it; a payment holds its amount less what is allocated and refunded.
 */

const credited = sql<string>`coalesce((select sum(${creditNotes.totalCents}) from ${creditNotes}
  where ${creditNotes.invoiceId} = ${outer.invoiceId}), 0)`;
const allocatedToInvoice = sql<string>`coalesce((select sum(${paymentAllocations.amountCents})
  from ${paymentAllocations} where ${paymentAllocations.invoiceId} = ${outer.invoiceId}), 0)`;

/** What payments have been set against the invoice in scope, as SQL. */
export const invoiceAllocatedSql = allocatedToInvoice;

/** An invoice's open amount, as SQL on the invoices row in scope. */
export const invoiceOpenSql = sql<string>`(${invoices.totalCents} - ${credited} - ${allocatedToInvoice})`;

export interface InvoiceBalance {
  id: number;
  number: string;
  issueDate: string;
  dueDate: string;
  totalCents: number;
  creditedCents: number;
  allocatedCents: number;
  openCents: number;
}

/**
 * The company's invoices with what each still owes, oldest first; `onlyOpen` skips paid ones,
 * `invoiceId` answers that one invoice only.
 */
export async function invoiceBalances(
  db: Db,
  companyId: number,
  { onlyOpen = false, invoiceId }: { onlyOpen?: boolean; invoiceId?: number } = {},
): Promise<InvoiceBalance[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      credited: sql<string>`${credited}::text`,
      allocated: sql<string>`${allocatedToInvoice}::text`,
      open: sql<string>`${invoiceOpenSql}::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        invoiceId === undefined ? undefined : eq(invoices.id, invoiceId),
        onlyOpen ? sql`${invoiceOpenSql} > 0` : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.issueDate), asc(invoices.id));
  return rows.map(({ credited: c, allocated: a, open: o, ...row }) => ({
    ...row,
    creditedCents: centsFromDecimal(c),
    allocatedCents: centsFromDecimal(a),
    openCents: centsFromDecimal(o),
  }));
}

const allocatedOfPayment = sql<string>`coalesce((select sum(${paymentAllocations.amountCents})
  from ${paymentAllocations} where ${paymentAllocations.paymentId} = ${outer.paymentId}), 0)`;
const refundedOfPayment = sql<string>`coalesce((select sum(${refunds.amountCents}) from ${refunds}
  where ${refunds.paymentId} = ${outer.paymentId}), 0)`;
export const paymentUnallocatedSql = sql<string>`(${payments.amountCents} - ${allocatedOfPayment} - ${refundedOfPayment})`;

/** The company's payments with money not yet allocated or refunded, oldest first. */
export async function unallocatedPayments(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      unallocated: sql<string>`${paymentUnallocatedSql}::text`,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), sql`${paymentUnallocatedSql} > 0`))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((r) => ({
    id: r.id,
    receivedOn: r.receivedOn,
    unallocatedCents: centsFromDecimal(r.unallocated),
  }));
}

/**
 * Sums over ledger entries: what the entries' invoices still owe (invoices less their
 * credit notes and allocations), and the payment money in hand (payments less what was
 * allocated and refunded). Group by invoice or company, and filter by date, as needed.
 */
export const owedSum = sql<string>`sum(case ${ledgerEntries.kind}
  when 'invoice' then ${ledgerEntries.debitCents}
  when 'credit_note' then -${ledgerEntries.creditCents}
  when 'allocation' then -${ledgerEntries.allocatedCents}
  else 0 end)`;
export const inHandSum = sql<string>`sum(case ${ledgerEntries.kind}
  when 'payment' then ${ledgerEntries.creditCents}
  when 'allocation' then -${ledgerEntries.allocatedCents}
  when 'refund' then -${ledgerEntries.debitCents}
  else 0 end)`;

/** Which ledger: one company's or every company's, up to a day or all of it. */
export interface LedgerScope {
  companyId?: number;
  asOf?: string;
}
const scoped = ({ companyId, asOf }: LedgerScope) =>
  and(
    companyId === undefined ? undefined : eq(ledgerEntries.companyId, companyId),
    asOf === undefined ? undefined : lte(ledgerEntries.entryDate, asOf),
  );

/** The invoices the ledger says still owe something (or were overpaid), by due date. */
export async function ledgerOpenInvoices(db: Db, scope: LedgerScope = {}) {
  const rows = await db
    .select({
      companyId: ledgerEntries.companyId,
      id: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      open: sql<string>`${owedSum}::text`,
    })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .where(scoped(scope))
    .groupBy(ledgerEntries.companyId, invoices.id)
    .having(sql`${owedSum} <> 0`)
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return rows.map(({ open, ...row }) => ({ ...row, openCents: centsFromDecimal(open) }));
}

/** Payment money in hand (not allocated nor refunded) per company, where there is some. */
export async function ledgerInHand(db: Db, scope: LedgerScope = {}) {
  const rows = await db
    .select({ companyId: ledgerEntries.companyId, cents: sql<string>`${inHandSum}::text` })
    .from(ledgerEntries)
    .where(scoped(scope))
    .groupBy(ledgerEntries.companyId)
    .having(sql`${inHandSum} <> 0`);
  return rows.map((row) => ({ companyId: row.companyId, cents: centsFromDecimal(row.cents) }));
}

/** The company's balance from its ledger: debit less credit, in cents (positive: it owes). */
export async function ledgerBalance(db: Db, companyId: number, before?: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}), 0)::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        before === undefined ? undefined : sql`${ledgerEntries.entryDate} < ${before}`,
      ),
    );
  return centsFromDecimal(row?.balance ?? '0');
}

export type LedgerEntryValues = typeof ledgerEntries.$inferInsert;

export async function writeLedger(db: Db, entries: LedgerEntryValues[]) {
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}

/** Sets part of a payment against an invoice, and says so in the ledger. */
export async function allocate(
  db: Db,
  allocation: {
    companyId: number;
    paymentId: number;
    invoiceId: number;
    invoiceNumber: string;
    cents: number;
    on: string;
    by: number | null;
  },
) {
  await db.insert(paymentAllocations).values({
    paymentId: allocation.paymentId,
    invoiceId: allocation.invoiceId,
    amountCents: allocation.cents,
    allocatedBy: allocation.by,
  });
  await writeLedger(db, [
    {
      companyId: allocation.companyId,
      entryDate: allocation.on,
      kind: 'allocation',
      invoiceId: allocation.invoiceId,
      paymentId: allocation.paymentId,
      reference: allocation.invoiceNumber,
      allocatedCents: allocation.cents,
    },
  ]);
}

/** Payments allocated to an invoice, newest first: what a credit note releases first. */
export async function allocationsToInvoice(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      paymentId: paymentAllocations.paymentId,
      cents: sql<string>`sum(${paymentAllocations.amountCents})::text`,
    })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.invoiceId, invoiceId))
    .groupBy(paymentAllocations.paymentId)
    .having(gt(sql`sum(${paymentAllocations.amountCents})`, 0))
    .orderBy(sql`${paymentAllocations.paymentId} desc`);
  return rows.map((r) => ({ paymentId: r.paymentId, cents: centsFromDecimal(r.cents) }));
}
