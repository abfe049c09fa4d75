import { and, asc, eq } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#src/db/schema/invoices';
import { vatByRate } from '#src/shared/domain/ledger';
import type {
  Buyer,
  CreditNoteDocument,
  DocumentLine,
  InvoiceDocument,
  Seller,
} from './document-types';
import { buyerOf } from './parties';

/**
 * Issued documents read back exactly as they were issued (docs/business-rules.md "Invoices
 * and payments"): every PDF of one is written from its stored snapshot, so downloading it
 * again gives the same document.
 */

const lineOf = (
  row: typeof invoiceLines.$inferSelect | typeof creditNoteLines.$inferSelect,
): DocumentLine => ({
  description: row.description,
  referenceNumber: row.referenceNumber,
  trackingId: row.trackingId,
  quantity: row.quantity,
  unitCents: row.unitCents,
  vatRatePercent: Number(row.vatRate),
  vatCents: row.vatCents,
  netCents: row.netCents,
  totalCents: row.totalCents,
});

const sellerOfSnapshot = (snapshot: Record<string, unknown>) => snapshot as unknown as Seller;
const buyerOfSnapshot = (snapshot: Record<string, unknown>) => snapshot as unknown as Buyer;

/** The invoice numbered `number`, of the company when one is named. */
export async function loadInvoice(db: Db, number: string, companyId?: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.number, number),
        companyId === undefined ? undefined : eq(invoices.companyId, companyId),
      ),
    );
  if (!invoice) return undefined;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const lines = rows.map(lineOf);
  const document: InvoiceDocument = {
    number: invoice.number,
    issueDate: invoice.issueDate,
    supplyDate: invoice.supplyDate,
    dueDate: invoice.dueDate,
    paymentTermsDays: invoice.paymentTermsDays,
    seller: sellerOfSnapshot(invoice.seller),
    buyer: buyerOfSnapshot(invoice.buyer),
    checkoutNumber: invoice.checkoutNumber,
    poNumber: invoice.poNumber,
    quoteNumber: invoice.quoteNumber,
    lines,
    vatByRate: vatByRate(lines),
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    amountDueCents: invoice.totalCents,
  };
  return { invoice, document };
}

export async function loadCreditNote(db: Db, number: string, companyId?: number) {
  const [row] = await db
    .select({
      note: creditNotes,
      invoiceNumber: invoices.number,
      invoiceIssueDate: invoices.issueDate,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      and(
        eq(creditNotes.number, number),
        companyId === undefined ? undefined : eq(creditNotes.companyId, companyId),
      ),
    );
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(creditNoteLines)
    .where(eq(creditNoteLines.creditNoteId, row.note.id))
    .orderBy(asc(creditNoteLines.position));
  const lines = rows.map(lineOf);
  const document: CreditNoteDocument = {
    number: row.note.number,
    issueDate: row.note.issueDate,
    kind: row.note.kind,
    reason: row.note.reason,
    invoiceNumber: row.invoiceNumber,
    invoiceIssueDate: row.invoiceIssueDate,
    seller: sellerOfSnapshot(row.note.seller),
    buyer: buyerOfSnapshot(row.note.buyer),
    lines,
    vatByRate: vatByRate(lines),
    netCents: row.note.netCents,
    vatCents: row.note.vatCents,
    totalCents: row.note.totalCents,
  };
  return { note: row.note, document };
}

/** The company as a statement addresses it today: registered name, owner's office. */
export async function companyBuyer(db: Db, companyId: number): Promise<Buyer | undefined> {
  const [row] = await db
    .select({
      registeredName: companies.registeredName,
      vatNumber: companies.vatNumber,
      invoiceEmail: companies.invoiceEmail,
      officeAddress: users.officeAddress,
      officeCity: users.officeCity,
      officeEirCode: users.officeEirCode,
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.role, 'owner')),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companies.id, companyId))
    .orderBy(asc(companyMembers.createdAt))
    .limit(1);
  return row ? buyerOf(row) : undefined;
}
