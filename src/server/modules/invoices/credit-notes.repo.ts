import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#src/db/schema/invoices';
import { outer } from './outer-columns.repo';

/** Credit notes and what each invoice line has left to credit. */

/** An invoice's lines with the units credited so far, locked with the invoice's lines. */
export async function invoiceLinesWithCredited(tx: Queryable, invoiceId: number) {
  return tx
    .select({
      id: invoiceLines.id,
      description: invoiceLines.description,
      referenceNumber: invoiceLines.referenceNumber,
      trackingId: invoiceLines.trackingId,
      quantity: invoiceLines.quantity,
      unitCents: invoiceLines.unitCents,
      vatRate: invoiceLines.vatRate,
      vatCents: invoiceLines.vatCents,
      totalCents: invoiceLines.totalCents,
      credited: sql<number>`coalesce((select sum(${creditNoteLines.quantity}) from ${creditNoteLines}
        where ${creditNoteLines.invoiceLineId} = ${outer.invoiceLineId}), 0)::int`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function findCompanyInvoice(
  tx: Queryable,
  companyId: number | undefined,
  number: string,
) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.number, number),
        companyId === undefined ? undefined : eq(invoices.companyId, companyId),
      ),
    );
  return row;
}

export async function insertCreditNote(
  tx: Queryable,
  note: typeof creditNotes.$inferInsert,
  lines: (creditNoteId: number) => Array<typeof creditNoteLines.$inferInsert>,
) {
  const [row] = await tx.insert(creditNotes).values(note).returning({ id: creditNotes.id });
  await tx.insert(creditNoteLines).values(lines(row!.id));
  return row!.id;
}

export function creditNotesOfInvoice(tx: Queryable, invoiceId: number) {
  return tx
    .select({
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      totalCents: creditNotes.totalCents,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.id));
}
