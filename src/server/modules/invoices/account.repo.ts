import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { companies } from '#src/db/schema/companies';
import { creditNotes, invoices, ledgerEntries, payments } from '#src/db/schema/invoices';
import { dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { agedBalance, creditHoldInvoices, agedInEuro } from '#src/shared/domain/ledger';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import { PAYMENT_METHOD_LABELS, type AccountSummary } from '#src/shared/schemas/invoices';
import { openOrdersCents } from '../orders/customer-credit.repo';
import { ledgerBalance, ledgerInHand, ledgerOpenInvoices } from './ledger.repo';
import type { Buyer, Seller, StatementDocument, StatementEntry } from './document-types';

/**
 * A company's account as of a day (docs/business-rules.md "Invoices and payments"): what
 * each invoice still owed and what payment money was in hand then, read from the ledger,
 * so a statement for a past period ages the debt as it stood at its end.
 */
export async function openAsOf(db: Queryable, companyId: number, asOf: IsoDate) {
  // One after the other: inside a transaction they share its one connection.
  const open = await ledgerOpenInvoices(db, { companyId, asOf });
  const [inHand] = await ledgerInHand(db, { companyId, asOf });
  return { invoices: open, unallocatedCents: inHand?.cents ?? 0 };
}

async function companyTerms(db: Queryable, companyId: number) {
  const [row] = await db
    .select({
      creditLimitCents: companies.creditLimitCents,
      paymentTermsDays: companies.paymentTermsDays,
      creditHoldDays: companies.creditHoldDays,
      creditHoldLiftedOn: companies.creditHoldLiftedOn,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The invoices that put the company on credit hold today (none: it is not on hold). */
export async function creditHoldOf(db: Queryable, companyId: number, today = dublinDate()) {
  const terms = await companyTerms(db, companyId);
  if (!terms) return { onHold: false, days: 0 };
  const { invoices: open } = await openAsOf(db, companyId, today);
  const holding = creditHoldInvoices(open, today, terms.creditHoldDays, terms.creditHoldLiftedOn);
  return { onHold: holding.length > 0, days: terms.creditHoldDays };
}

export async function accountSummary(
  db: Queryable,
  companyId: number,
  today = dublinDate(),
): Promise<AccountSummary> {
  const [terms, account, held] = await Promise.all([
    companyTerms(db, companyId),
    openAsOf(db, companyId, today),
    openOrdersCents(db, companyId),
  ]);
  const limit = terms?.creditLimitCents ?? 0;
  const aged = agedBalance(account.invoices, today, account.unallocatedCents);
  const owed = account.invoices.reduce((s, i) => s + i.openCents, 0);
  const overdue = owed - account.unallocatedCents - aged.notDue;
  const holding = terms
    ? creditHoldInvoices(account.invoices, today, terms.creditHoldDays, terms.creditHoldLiftedOn)
    : [];
  return {
    balance: fromCents(owed - account.unallocatedCents),
    overdue: fromCents(overdue),
    unallocated: fromCents(account.unallocatedCents),
    creditLimit: fromCents(limit),
    availableCredit: fromCents(availableCreditCents(limit, held)),
    paymentTermsDays: terms?.paymentTermsDays ?? 30,
    creditHoldDays: terms?.creditHoldDays ?? 60,
    onHold: holding.length > 0,
    aged: agedInEuro(aged),
  };
}

/** A statement line as the database gives it: date, kind, reference, debit, credit, detail. */
type EntryRow = {
  date: string;
  kind: StatementEntry['kind'];
  reference: string;
  debit: string;
  credit: string;
  checkoutNumber: string | null;
  poNumber: string | null;
  reason: string | null;
  method: keyof typeof PAYMENT_METHOD_LABELS | null;
};

/**
 * Statement lines: every document and payment of the period, oldest first. A year's
 * thousands of lines come back as one JSON array of arrays: on PGlite, reading them as
 * rows spent more time passing each value out of the database than finding them
 * (docs/performance.md "Invoices and statements"). Amounts stay decimal text.
 */
async function statementEntries(
  db: Queryable,
  companyId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<EntryRow[]> {
  const [row] = await db
    .select({
      lines: sql<string>`coalesce(json_agg(json_build_array(
          ${ledgerEntries.entryDate}::text, ${ledgerEntries.kind}, ${ledgerEntries.reference},
          ${ledgerEntries.debitCents}::text, ${ledgerEntries.creditCents}::text,
          ${invoices.checkoutNumber}, ${invoices.poNumber}, ${creditNotes.reason},
          ${payments.method})
        order by ${ledgerEntries.entryDate}, ${ledgerEntries.id}), '[]')::text`,
    })
    .from(ledgerEntries)
    .leftJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .leftJoin(creditNotes, eq(creditNotes.id, ledgerEntries.creditNoteId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        ne(ledgerEntries.kind, 'allocation'),
        gte(ledgerEntries.entryDate, from),
        lte(ledgerEntries.entryDate, to),
      ),
    );
  const lines = JSON.parse(row?.lines ?? '[]') as [
    string,
    EntryRow['kind'],
    string,
    string,
    string,
    string | null,
    string | null,
    string | null,
    EntryRow['method'],
  ][];
  return lines.map(
    ([date, kind, reference, debit, credit, checkoutNumber, poNumber, reason, method]) => ({
      date,
      kind,
      reference,
      debit,
      credit,
      checkoutNumber,
      poNumber,
      reason,
      method,
    }),
  );
}

function describeEntry(row: EntryRow): string {
  switch (row.kind) {
    case 'invoice':
      return `Invoice for ${row.checkoutNumber}${row.poNumber ? ` (PO ${row.poNumber})` : ''}`;
    case 'credit_note':
      return `Credit note: ${row.reason ?? ''}`.trim();
    case 'payment':
      return `Payment received${row.method ? ` (${PAYMENT_METHOD_LABELS[row.method]})` : ''}`;
    default:
      return 'Refund';
  }
}

/** The statement of a period: opening balance, each entry with the running balance, aged. */
export async function statementOf(
  db: Queryable,
  party: { seller: Seller; buyer: Buyer; companyId: number },
  from: IsoDate,
  to: IsoDate,
): Promise<StatementDocument> {
  // One after the other: the month's run reads them inside its transaction.
  const opening = await ledgerBalance(db, party.companyId, from);
  const rows = await statementEntries(db, party.companyId, from, to);
  const account = await openAsOf(db, party.companyId, to);
  let balance = opening;
  const entries: StatementEntry[] = rows.map((row) => {
    const debitCents = centsFromDecimal(row.debit);
    const creditCents = centsFromDecimal(row.credit);
    balance += debitCents - creditCents;
    return {
      date: row.date,
      kind: row.kind,
      number: row.reference,
      description: describeEntry(row),
      debitCents,
      creditCents,
      balanceCents: balance,
    };
  });
  return {
    seller: party.seller,
    buyer: party.buyer,
    from,
    to,
    issueDate: dublinDate(),
    openingCents: opening,
    entries,
    closingCents: balance,
    aged: agedBalance(account.invoices, to, account.unallocatedCents),
  };
}
