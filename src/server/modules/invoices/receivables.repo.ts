import { and, asc, gte, inArray, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { companies } from '#src/db/schema/companies';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  paymentAllocations,
  payments,
  refunds,
} from '#src/db/schema/invoices';
import { dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import {
  AGE_BUCKETS,
  agedBalance,
  agedTotal,
  creditHoldInvoices,
  daysOverdue,
  type AgedBalance,
  agedInEuro,
} from '#src/shared/domain/ledger';
import { fromCents } from '#src/shared/domain/money';
import type { Receivables } from '#src/shared/schemas/invoices';
import { eq } from 'drizzle-orm';
import { ledgerInHand, ledgerOpenInvoices } from './ledger.repo';
import { outer } from './outer-columns.repo';

/**
 * Staff's receivables (docs/business-rules.md "Invoices and payments"): what every company
 * owes by age, who is overdue and on hold, read from the ledger in two statements.
 */

export async function receivables(
  db: Queryable,
  today: IsoDate = dublinDate(),
): Promise<Receivables> {
  const [open, cash] = await Promise.all([ledgerOpenInvoices(db), ledgerInHand(db)]);
  const byCompany = new Map<
    number,
    { invoices: Array<{ number: string; dueDate: string; openCents: number }>; inHand: number }
  >();
  const entry = (id: number) => {
    let found = byCompany.get(id);
    if (!found) byCompany.set(id, (found = { invoices: [], inHand: 0 }));
    return found;
  };
  for (const row of open)
    entry(row.companyId).invoices.push({
      number: row.number,
      dueDate: row.dueDate,
      openCents: row.openCents,
    });
  for (const row of cash) entry(row.companyId).inHand = row.cents;
  const ids = [...byCompany.keys()];
  const facts =
    ids.length === 0
      ? []
      : await db
          .select({
            id: companies.id,
            name: companies.shortName,
            holdDays: companies.creditHoldDays,
            liftedOn: companies.creditHoldLiftedOn,
          })
          .from(companies)
          .where(inArray(companies.id, ids));
  const totals: AgedBalance = { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  const rows = facts.map((company) => {
    const account = byCompany.get(company.id)!;
    const aged = agedBalance(account.invoices, today, account.inHand);
    for (const b of AGE_BUCKETS) totals[b] += aged[b];
    const overdue = account.invoices.filter(
      (i) => i.openCents > 0 && daysOverdue(i.dueDate, today) > 0,
    );
    return {
      id: company.id,
      name: company.name,
      balanceCents: agedTotal(aged),
      aged: agedInEuro(aged),
      onHold:
        creditHoldInvoices(account.invoices, today, company.holdDays, company.liftedOn).length > 0,
      oldestOverdueDays:
        overdue.length > 0 ? Math.max(...overdue.map((i) => daysOverdue(i.dueDate, today))) : null,
    };
  });
  rows.sort((a, b) => b.balanceCents - a.balanceCents || a.name.localeCompare(b.name));
  const names = new Map(facts.map((c) => [c.id, c.name]));
  return {
    success: true,
    asOf: today,
    totals: { ...agedInEuro(totals), balance: fromCents(agedTotal(totals)) },
    companies: rows.map(({ balanceCents, ...row }) => ({
      ...row,
      balance: fromCents(balanceCents),
    })),
    overdueInvoices: open
      .filter((row) => row.openCents > 0 && daysOverdue(row.dueDate, today) > 0)
      .map((row) => ({
        companyId: row.companyId,
        company: names.get(row.companyId) ?? '',
        number: row.number,
        dueDate: row.dueDate,
        daysOverdue: daysOverdue(row.dueDate, today),
        open: fromCents(row.openCents),
      })),
  };
}

/** The accountant's period: either side left out is no limit on that side. */
export interface ExportPeriod {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

const within = (column: AnyColumn, { from, to }: ExportPeriod) =>
  and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);

/** Invoice lines issued in a period, for the accountant's import. */
export function invoiceLinesIssued(db: Queryable, period: ExportPeriod) {
  return db
    .select({
      number: invoices.number,
      issueDate: invoices.issueDate,
      supplyDate: invoices.supplyDate,
      dueDate: invoices.dueDate,
      checkoutNumber: invoices.checkoutNumber,
      poNumber: invoices.poNumber,
      buyer: invoices.buyer,
      line: invoiceLines,
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(within(invoices.issueDate, period))
    .orderBy(asc(invoices.issueDate), asc(invoices.number), asc(invoiceLines.position))
    .limit(100_000);
}

export function creditNoteLinesIssued(db: Queryable, period: ExportPeriod) {
  return db
    .select({
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      invoiceNumber: invoices.number,
      reason: creditNotes.reason,
      buyer: creditNotes.buyer,
      line: creditNoteLines,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(creditNoteLines, eq(creditNoteLines.creditNoteId, creditNotes.id))
    .where(within(creditNotes.issueDate, period))
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.number), asc(creditNoteLines.position))
    .limit(100_000);
}

/** Payments received in a period, a row per invoice each paid (and one for what is left). */
export async function paymentsReceived(db: Queryable, period: ExportPeriod) {
  return db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountCents: payments.amountCents,
      method: payments.method,
      bankReference: payments.bankReference,
      company: companies.registeredName,
      allocations: sql<
        Array<{ number: string; cents: string }> | string
      >`coalesce((select jsonb_agg(jsonb_build_object('number', i.number, 'cents', a.cents::text))
        from (select ${paymentAllocations.invoiceId} as invoice_id, sum(${paymentAllocations.amountCents}) as cents
          from ${paymentAllocations} where ${paymentAllocations.paymentId} = ${outer.paymentId}
          group by 1 having sum(${paymentAllocations.amountCents}) <> 0) a
        join ${invoices} i on i.id = a.invoice_id), '[]'::jsonb)`,
    })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(within(payments.receivedOn, period))
    .orderBy(asc(payments.receivedOn), asc(payments.id))
    .limit(100_000);
}

/** Refunds paid out in a period, each with the payment it gave back money of. */
export function refundsMade(db: Queryable, period: ExportPeriod) {
  return db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      refundedOn: refunds.refundedOn,
      amountCents: refunds.amountCents,
      bankReference: refunds.bankReference,
      company: companies.registeredName,
    })
    .from(refunds)
    .innerJoin(companies, eq(companies.id, refunds.companyId))
    .where(within(refunds.refundedOn, period))
    .orderBy(asc(refunds.refundedOn), asc(refunds.id))
    .limit(100_000);
}
