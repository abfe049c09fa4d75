import type { Queryable } from '#src/db/database';
import { dublinDate, monthStart, type IsoDate } from '#src/shared/domain/calendar-dates';
import { agedInEuro } from '#src/shared/domain/ledger';
import { fromCents } from '#src/shared/domain/money';
import type { DocumentList, DocumentListQuery, Statement } from '#src/shared/schemas/invoices';
import { adminPagination } from '#src/shared/schemas/admin-common';
import { FormError } from '../../lib/form-validation';
import { accountSummary, statementOf } from './account.repo';
import type { Seller, StatementDocument } from './document-types';
import { creditNotePdf, invoicePdf, statementPdf } from './documents.pdf';
import { listDocuments } from './documents.repo';
import type { ExportPeriod } from './receivables.repo';
import { companyBuyer, loadCreditNote, loadInvoice } from './issued-documents.repo';

/**
 * Reading a company's documents (docs/business-rules.md "Invoices and payments"): the list
 * with the account's summary, one document's PDF, and statements. The buyer's routes pass
 * their own company; staff's any.
 */

export async function companyDocuments(
  db: Queryable,
  companyId: number,
  query: DocumentListQuery,
): Promise<DocumentList> {
  const today = dublinDate();
  const [{ rows, total }, account] = await Promise.all([
    listDocuments(db, companyId, query, today),
    accountSummary(db, companyId, today),
  ]);
  return { success: true, documents: rows, pagination: adminPagination(total, query), account };
}

/** The PDF of an invoice or credit note, rendered from what was issued. */
export async function documentPdf(db: Queryable, number: string, companyId?: number) {
  if (number.startsWith('INV-')) {
    const found = await loadInvoice(db, number, companyId);
    return found && { filename: `${number}.pdf`, content: await invoicePdf(found.document) };
  }
  const found = await loadCreditNote(db, number, companyId);
  return found && { filename: `${number}.pdf`, content: await creditNotePdf(found.document) };
}

export const PERIOD_BACKWARDS = 'from must be on or before to';
/** Today is Dublin's day, said so a client in another time zone sees which day is meant. */
export const PERIOD_IN_FUTURE = (today: IsoDate) =>
  `to must be on or before today (${today}): a statement cannot cover days to come`;

type PeriodQuery = { from?: string | undefined; to?: string | undefined };

/** A statement's dates: this month to date unless given; never backwards. */
export function periodOf(query: PeriodQuery, today = dublinDate()) {
  const to = query.to ?? today;
  const from = query.from ?? monthStart(to);
  if (from > to) throw new FormError(400, [{ field: 'from', message: PERIOD_BACKWARDS }]);
  return { from, to };
}

/**
 * A statement's period, as periodOf, ending today at the latest: a statement ages the
 * debt as of its last day, and no one can say yet what will be owed then.
 */
export function statementPeriod(query: PeriodQuery, today = dublinDate()) {
  if (query.to !== undefined && query.to > today) {
    throw new FormError(400, [{ field: 'to', message: PERIOD_IN_FUTURE(today) }]);
  }
  return periodOf(query, today);
}

export async function companyStatement(
  db: Queryable,
  seller: Seller,
  companyId: number,
  period: { from: IsoDate; to: IsoDate },
): Promise<StatementDocument | undefined> {
  const buyer = await companyBuyer(db, companyId);
  if (!buyer) return undefined;
  return statementOf(db, { seller, buyer, companyId }, period.from, period.to);
}

export function statementAnswer(statement: StatementDocument): Statement {
  return {
    success: true,
    from: statement.from,
    to: statement.to,
    opening: fromCents(statement.openingCents),
    entries: statement.entries.map((e) => ({
      date: e.date,
      kind: e.kind,
      number: e.number,
      description: e.description,
      debit: fromCents(e.debitCents),
      credit: fromCents(e.creditCents),
      balance: fromCents(e.balanceCents),
    })),
    closing: fromCents(statement.closingCents),
    aged: agedInEuro(statement.aged),
  };
}

export const statementFileName = (statement: StatementDocument) =>
  `statement-${statement.from}-to-${statement.to}.pdf`;

export { statementPdf };

/** Staff's receivables and the accountant's exports (modules/admin/receivables.routes.ts). */
export {
  creditNoteLinesIssued,
  invoiceLinesIssued,
  paymentsReceived,
  receivables,
  refundsMade,
  type ExportPeriod,
} from './receivables.repo';

/**
 * An export's period: either side left blank is no limit on that side (the accountant's
 * "everything"); never backwards.
 */
export function exportPeriod(query: { from?: string | undefined; to?: string | undefined }) {
  if (query.from && query.to && query.from > query.to) {
    throw new FormError(400, [{ field: 'from', message: PERIOD_BACKWARDS }]);
  }
  return { from: query.from, to: query.to };
}

/** invoices-all.csv, invoices-from-2026-10-01.csv, invoices-2026-10-01-to-2026-10-31.csv … */
export function exportFileName(name: string, { from, to }: ExportPeriod) {
  if (from && to) return `${name}-${from}-to-${to}.csv`;
  if (from) return `${name}-from-${from}.csv`;
  if (to) return `${name}-to-${to}.csv`;
  return `${name}-all.csv`;
}
