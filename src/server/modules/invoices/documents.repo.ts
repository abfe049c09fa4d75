import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable as Db } from '#src/db/database';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '#src/db/schema/invoices';
import type { IsoDate } from '#src/shared/domain/calendar-dates';
import { invoiceStatus } from '#src/shared/domain/ledger';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import type { DocumentListQuery, DocumentSummary } from '#src/shared/schemas/invoices';
import { escapeLike } from '../../lib/text-search';
import { invoiceAllocatedSql, invoiceOpenSql } from './ledger.repo';
import { outer } from './outer-columns.repo';

/**
 * A company's invoices and credit notes, newest first, filtered and searched by number, the
 * checkout's number and PO, or the buyer's reference on any line (My Account → Invoices and
 * the console's company page). A credit note is found by its invoice's numbers too.
 */
export async function listDocuments(
  db: Db,
  companyId: number,
  query: DocumentListQuery,
  today: IsoDate,
): Promise<{ rows: DocumentSummary[]; total: number }> {
  const search = query.search ? `%${escapeLike(query.search.toLowerCase())}%` : undefined;
  const invoiceWhere: SQL[] = [eq(invoices.companyId, companyId)];
  if (search) {
    invoiceWhere.push(sql`(lower(${invoices.number}) like ${search}
      or lower(${invoices.checkoutNumber}) like ${search}
      or lower(coalesce(${invoices.poNumber}, '')) like ${search}
      or exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${outer.invoiceId}
        and lower(${invoiceLines.referenceNumber}) like ${search}))`);
  }
  // Settled: "paid" when a payment went to it, "credited" when credit notes alone did it.
  if (query.status === 'paid') {
    invoiceWhere.push(sql`${invoiceOpenSql} <= 0 and ${invoiceAllocatedSql} > 0`);
  }
  if (query.status === 'credited') {
    invoiceWhere.push(sql`${invoiceOpenSql} <= 0 and ${invoiceAllocatedSql} <= 0`);
  }
  if (query.status === 'open') invoiceWhere.push(sql`${invoiceOpenSql} > 0`);
  if (query.status === 'overdue') {
    invoiceWhere.push(sql`${invoiceOpenSql} > 0 and ${invoices.dueDate} < ${today}`);
  }
  const noteWhere: SQL[] = [eq(creditNotes.companyId, companyId)];
  if (search) {
    noteWhere.push(sql`(lower(${creditNotes.number}) like ${search} or lower(${invoices.number}) like ${search}
      or lower(${invoices.checkoutNumber}) like ${search}
      or lower(coalesce(${invoices.poNumber}, '')) like ${search}
      or exists (select 1 from ${creditNoteLines} where ${creditNoteLines.creditNoteId} = ${outer.creditNoteId}
        and lower(${creditNoteLines.referenceNumber}) like ${search}))`);
  }
  const wantInvoices = query.kind !== 'credit_note';
  const wantNotes = query.kind !== 'invoice' && query.status === undefined;

  const invoiceRows = db
    .select({
      kind: sql<'invoice' | 'credit_note'>`'invoice'`.as('kind'),
      number: invoices.number,
      issueDate: sql<string>`${invoices.issueDate}::text`.as('issue_date'),
      supplyDate: sql<string | null>`${invoices.supplyDate}::text`.as('supply_date'),
      dueDate: sql<string | null>`${invoices.dueDate}::text`.as('due_date'),
      checkoutNumber: sql<string | null>`${invoices.checkoutNumber}`.as('checkout_number'),
      poNumber: sql<string | null>`${invoices.poNumber}`.as('po_number'),
      invoiceNumber: sql<string | null>`null::text`.as('invoice_number'),
      references: sql<string[]>`coalesce((select jsonb_agg(distinct ${invoiceLines.referenceNumber})
        from ${invoiceLines} where ${invoiceLines.invoiceId} = ${outer.invoiceId}), '[]'::jsonb)`.as(
        'refs',
      ),
      total: sql<string>`${invoices.totalCents}::text`.as('total'),
      open: sql<string | null>`${invoiceOpenSql}::text`.as('open'),
      allocated: sql<string | null>`${invoiceAllocatedSql}::text`.as('allocated'),
    })
    .from(invoices)
    .where(wantInvoices ? and(...invoiceWhere) : sql`false`);
  const noteRows = db
    .select({
      kind: sql<'invoice' | 'credit_note'>`'credit_note'`.as('kind'),
      number: creditNotes.number,
      issueDate: sql<string>`${creditNotes.issueDate}::text`.as('issue_date'),
      supplyDate: sql<string | null>`null::text`.as('supply_date'),
      dueDate: sql<string | null>`null::text`.as('due_date'),
      checkoutNumber: sql<string | null>`${invoices.checkoutNumber}`.as('checkout_number'),
      poNumber: sql<string | null>`${invoices.poNumber}`.as('po_number'),
      invoiceNumber: sql<string | null>`${invoices.number}`.as('invoice_number'),
      references: sql<
        string[]
      >`coalesce((select jsonb_agg(distinct ${creditNoteLines.referenceNumber})
        from ${creditNoteLines} where ${creditNoteLines.creditNoteId} = ${outer.creditNoteId}), '[]'::jsonb)`.as(
        'refs',
      ),
      total: sql<string>`${creditNotes.totalCents}::text`.as('total'),
      open: sql<string | null>`null::text`.as('open'),
      allocated: sql<string | null>`null::text`.as('allocated'),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(wantNotes ? and(...noteWhere) : sql`false`);
  const all = unionAll(invoiceRows, noteRows).as('documents');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(all)
      .orderBy(desc(all.issueDate), desc(all.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(all),
  ]);
  return {
    rows: rows.map((row) => {
      const open = row.open === null ? null : centsFromDecimal(row.open);
      return {
        kind: row.kind,
        number: row.number,
        issueDate: row.issueDate,
        supplyDate: row.supplyDate,
        dueDate: row.dueDate,
        checkoutNumber: row.checkoutNumber,
        poNumber: row.poNumber,
        invoiceNumber: row.invoiceNumber,
        references:
          typeof row.references === 'string'
            ? (JSON.parse(row.references) as string[])
            : row.references,
        total: fromCents(centsFromDecimal(row.total)),
        open: open === null ? null : fromCents(Math.max(0, open)),
        status:
          row.kind === 'credit_note'
            ? 'issued'
            : invoiceStatus(open!, row.dueDate!, today, centsFromDecimal(row.allocated!)),
      };
    }),
    total: counted?.total ?? 0,
  };
}
