import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { ledgerEntries, scheduledRuns, statementMailings } from '#src/db/schema/invoices';

/** The bookkeeping of scheduled runs (docs/business-rules.md "Invoices and payments"). */

export async function runFinished(db: Db, job: string, period: string) {
  const [row] = await db
    .select({ job: scheduledRuns.job })
    .from(scheduledRuns)
    .where(
      and(
        eq(scheduledRuns.job, job),
        eq(scheduledRuns.period, period),
        isNotNull(scheduledRuns.finishedAt),
      ),
    );
  return row !== undefined;
}

export async function finishRun(db: Db, job: string, period: string) {
  await db
    .insert(scheduledRuns)
    .values({ job, period, finishedAt: new Date() })
    .onConflictDoUpdate({
      target: [scheduledRuns.job, scheduledRuns.period],
      set: { finishedAt: new Date() },
    });
}

/** Companies whose balance at the end of `to` is not zero, in id order. */
export async function companiesWithBalance(db: Db, to: string) {
  const rows = await db
    .select({ companyId: ledgerEntries.companyId })
    .from(ledgerEntries)
    .where(lte(ledgerEntries.entryDate, to))
    .groupBy(ledgerEntries.companyId)
    .having(sql`sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}) <> 0`)
    .orderBy(asc(ledgerEntries.companyId));
  return rows.map((r) => r.companyId);
}

/**
 * Claims the company's statement of `period` in the caller's transaction: true for the
 * first to claim it, false when another instance (or an earlier run) mailed it.
 */
export async function claimStatement(db: Db, companyId: number, period: string) {
  const rows = await db
    .insert(statementMailings)
    .values({ companyId, period })
    .onConflictDoNothing()
    .returning({ companyId: statementMailings.companyId });
  return rows.length > 0;
}
