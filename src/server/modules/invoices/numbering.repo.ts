import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { documentNumbers } from '#src/db/schema/invoices';
import type { IsoDate } from '#src/shared/domain/calendar-dates';

/** Invoices, credit notes, and quotes (Q: docs/business-rules.md "Quotes"). */
export type DocumentSeries = 'INV' | 'CN' | 'Q';

/**
 * The next number of a series for the year of `issueDate`: INV-2026-000123. The series'
 * row is locked by the increment until the issuing transaction ends, so issuers take
 * numbers one at a time, and a rollback gives the number back: no gap, no duplicate
 * (docs/business-rules.md "Invoices and payments").
 */
export async function nextDocumentNumber(
  db: Queryable,
  series: DocumentSeries,
  issueDate: IsoDate,
): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const [row] = await db
    .insert(documentNumbers)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.series, documentNumbers.year],
      set: { last: sql`${documentNumbers.last} + 1` },
    })
    .returning({ last: documentNumbers.last });
  return `${series}-${year}-${String(row!.last).padStart(6, '0')}`;
}
