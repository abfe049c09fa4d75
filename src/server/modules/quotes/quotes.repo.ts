import { and, asc, desc, eq, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies } from '#src/db/schema/companies';
import { approvalRequests } from '#src/db/schema/orders';
import { uploadedFiles } from '#src/db/schema/files';
import {
  approvalQuotes,
  checkoutQuotes,
  quoteEventFiles,
  quoteEvents,
  quoteLines,
  quotes,
  quoteVersionLines,
  quoteVersions,
} from '#src/db/schema/quotes';
import { addDays, type IsoDate } from '#src/shared/domain/calendar-dates';
import type { QuoteState } from '#src/shared/domain/quotes';
import type { QuoteQueue } from '#src/shared/schemas/quotes';

// docs/business-rules.md "Quotes": the queries of quotes, their versions and thread.

export type { Db };
export type QuoteRow = typeof quotes.$inferSelect;

export async function insertQuote(db: Db, row: typeof quotes.$inferInsert) {
  const [made] = await db.insert(quotes).values(row).returning();
  return made!;
}

export async function insertLines(db: Db, rows: Array<typeof quoteLines.$inferInsert>) {
  return db.insert(quoteLines).values(rows).returning();
}

export async function insertEvent(db: Db, row: typeof quoteEvents.$inferInsert) {
  const [made] = await db.insert(quoteEvents).values(row).returning({ id: quoteEvents.id });
  return made!.id;
}

/**
 * The files of `ids` that `ownerUserId` uploaded for a quote and nobody attached yet, locked
 * for this transaction: what may be attached to their message.
 */
export async function attachableFiles(db: Db, ownerUserId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
    .from(uploadedFiles)
    .leftJoin(quoteEventFiles, eq(quoteEventFiles.fileId, uploadedFiles.id))
    .where(
      and(
        inArray(uploadedFiles.id, ids),
        eq(uploadedFiles.ownerUserId, ownerUserId),
        eq(uploadedFiles.purpose, 'quote_file'),
        isNull(quoteEventFiles.fileId),
      ),
    )
    .for('update', { of: uploadedFiles });
}

export async function attachFiles(db: Db, eventId: number, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await db.insert(quoteEventFiles).values(fileIds.map((fileId) => ({ eventId, fileId })));
}

/** The quote, its row locked until the transaction ends: one step at a time per quote. */
export async function lockQuote(db: Db, number: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.number, number)).for('update');
  return row;
}

export async function updateQuote(db: Db, id: number, patch: Partial<typeof quotes.$inferInsert>) {
  await db
    .update(quotes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(quotes.id, id));
}

const summaryColumns = {
  id: quotes.id,
  number: quotes.number,
  title: quotes.title,
  status: quotes.status,
  companyId: quotes.companyId,
  companyName: companies.registeredName,
  requestedById: quotes.userId,
  requestedBy: users.fullName,
  requesterEmail: users.email,
  lineCount: quotes.lineCount,
  units: quotes.units,
  currentVersion: quotes.currentVersion,
  totalCents: quotes.totalCents,
  validUntil: quotes.validUntil,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  siteId: quotes.siteId,
  siteAddress: quotes.siteAddress,
  deliveryFrom: quotes.deliveryFrom,
  deliveryTo: quotes.deliveryTo,
  acceptedVersion: quotes.acceptedVersion,
  checkoutNumber: quotes.checkoutNumber,
};

export async function findQuote(db: Db, number: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(users, eq(users.id, quotes.userId))
    .where(eq(quotes.number, number));
  return row;
}
export type QuoteFound = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

export const linesOf = (db: Db, quoteId: number) =>
  db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(quoteLines.position);

export async function versionsOf(db: Db, quoteId: number) {
  const versions = await db
    .select({
      id: quoteVersions.id,
      version: quoteVersions.version,
      createdAt: quoteVersions.createdAt,
      createdBy: users.fullName,
      validUntil: quoteVersions.validUntil,
      deliveryTerms: quoteVersions.deliveryTerms,
      discountBasisPoints: quoteVersions.discountBasisPoints,
      message: quoteVersions.message,
      subtotalCents: quoteVersions.subtotalCents,
      vatCents: quoteVersions.vatCents,
      totalCents: quoteVersions.totalCents,
    })
    .from(quoteVersions)
    .leftJoin(users, eq(users.id, quoteVersions.createdBy))
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(quoteVersions.version);
  const ids = versions.map((v) => v.id);
  const lines =
    ids.length === 0
      ? []
      : await db.select().from(quoteVersionLines).where(inArray(quoteVersionLines.versionId, ids));
  return versions.map((v) => ({ ...v, lines: lines.filter((line) => line.versionId === v.id) }));
}
export type VersionFound = Awaited<ReturnType<typeof versionsOf>>[number];

export async function eventsOf(db: Db, quoteId: number) {
  const events = await db
    .select({
      id: quoteEvents.id,
      kind: quoteEvents.kind,
      by: users.fullName,
      byStaff: quoteEvents.byStaff,
      version: quoteEvents.version,
      message: quoteEvents.message,
      createdAt: quoteEvents.createdAt,
    })
    .from(quoteEvents)
    .leftJoin(users, eq(users.id, quoteEvents.userId))
    .where(eq(quoteEvents.quoteId, quoteId))
    .orderBy(asc(quoteEvents.id));
  const files = await db
    .select({
      eventId: quoteEventFiles.eventId,
      fileId: uploadedFiles.id,
      fileName: uploadedFiles.originalName,
      fileSize: uploadedFiles.sizeBytes,
      mimeType: uploadedFiles.mimeType,
    })
    .from(quoteEventFiles)
    .innerJoin(quoteEvents, eq(quoteEvents.id, quoteEventFiles.eventId))
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, quoteEventFiles.fileId))
    .where(eq(quoteEvents.quoteId, quoteId));
  return events.map((event) => ({
    ...event,
    files: files
      .filter((file) => file.eventId === event.id)
      .map(({ eventId: _event, ...file }) => file),
  }));
}

export async function insertVersion(
  db: Db,
  row: typeof quoteVersions.$inferInsert,
  lines: Array<Omit<typeof quoteVersionLines.$inferInsert, 'versionId'>>,
) {
  const [made] = await db.insert(quoteVersions).values(row).returning({ id: quoteVersions.id });
  await db
    .insert(quoteVersionLines)
    .values(lines.map((line) => ({ ...line, versionId: made!.id })));
  return made!.id;
}

/** Who sees which quotes: the company's, or one member's own; staff all. */
export interface QuoteScope {
  companyId?: number;
  userId?: number;
}

function queueCondition(queue: QuoteQueue, today: IsoDate): SQL | undefined {
  switch (queue) {
    case 'new':
      return and(eq(quotes.status, 'requested'), eq(quotes.currentVersion, 0));
    case 'awaiting_staff':
      return inArray(quotes.status, ['requested', 'revision_requested']);
    case 'awaiting_buyer':
      return eq(quotes.status, 'quoted');
    case 'expiring':
      return and(eq(quotes.status, 'quoted'), lte(quotes.validUntil, addDays(today, 7)));
    default:
      return undefined;
  }
}

export async function listQuotes(
  db: Db,
  scope: QuoteScope,
  query: { queue: QuoteQueue; status?: QuoteState | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
  today: IsoDate,
) {
  const search = query.q?.trim();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scope.companyId === undefined ? undefined : eq(quotes.companyId, scope.companyId),
    scope.userId === undefined ? undefined : eq(quotes.userId, scope.userId),
    // Staff do not see a buyer's drafts: they are the buyer's until sent.
    scope.companyId === undefined ? sql`${quotes.status} <> 'draft'` : undefined,
    queueCondition(query.queue, today),
    query.status ? eq(quotes.status, query.status) : undefined,
    like ? inArray(quotes.id, searched(db, like)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(quotes)
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .innerJoin(users, eq(users.id, quotes.userId))
      .where(where)
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** How many quotes of the scope are in each state. */
export async function countsByState(db: Db, scope: QuoteScope) {
  return db
    .select({ status: quotes.status, n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(
      and(
        scope.companyId === undefined ? undefined : eq(quotes.companyId, scope.companyId),
        scope.userId === undefined ? undefined : eq(quotes.userId, scope.userId),
      ),
    )
    .groupBy(quotes.status);
}

/**
 * Quotes whose number, project title or company name holds `like`: each branch read by
 * its trigram index, so a search never reads every quote (docs/performance.md "Quotes queue").
 */
function searched(db: Db, like: string) {
  const byNumber = db.select({ id: quotes.id }).from(quotes).where(ilike(quotes.number, like));
  const byTitle = db.select({ id: quotes.id }).from(quotes).where(ilike(quotes.title, like));
  const byCompany = db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(ilike(companies.registeredName, like));
  return unionAll(byNumber, byTitle, byCompany);
}

/**
 * The console's queues, each counted by its own index (docs/performance.md "Quotes
 * queue"): every quote but drafts from quotes_status_idx alone, the quoted ones from
 * quotes_quoted_valid_idx; one pass over every row cost twice as long at 50,000 quotes.
 */
export async function queueCounts(db: Db, today: IsoDate) {
  const count = (where: SQL) => sql<number>`(select count(*)::int from ${quotes} where ${where})`;
  const [row] = await db
    .select({
      all: count(sql`${quotes.status} <> 'draft'`),
      new: count(sql`${quotes.status} = 'requested' and ${quotes.currentVersion} = 0`),
      awaiting_staff: count(sql`${quotes.status} in ('requested', 'revision_requested')`),
      awaiting_buyer: count(sql`${quotes.status} = 'quoted'`),
      expiring: count(
        sql`${quotes.status} = 'quoted' and ${quotes.validUntil} <= ${addDays(today, 7)}`,
      ),
    })
    .from(sql`(values (1)) as one (n)`);
  return row!;
}

/** Quotes changed in the last `days` days: by state, with the value quoted and accepted. */
export async function statsSince(db: Db, since: Date) {
  return db
    .select({
      status: quotes.status,
      n: sql<number>`count(*)::int`,
      totalCents: sql<string>`coalesce(sum(${quotes.totalCents}), 0)::text`,
    })
    .from(quotes)
    .where(sql`${quotes.updatedAt} >= ${since.toISOString()}`)
    .groupBy(quotes.status);
}

/**
 * Quoted quotes whose validity ended before `today`, made expired in one statement: each
 * row moves once, however many instances run it at the same moment.
 */
export async function expireBefore(db: Db, today: IsoDate) {
  return db
    .update(quotes)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(quotes.status, 'quoted'), sql`${quotes.validUntil} < ${today}`))
    .returning({ id: quotes.id, number: quotes.number });
}

/** A quote's file, with the quote it is attached to (none yet: its uploader's alone). */
export async function quoteFile(db: Db, fileId: string) {
  const [attached] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      originalName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
      companyId: quotes.companyId,
      quoteUserId: quotes.userId,
      quoteStatus: quotes.status,
      ownerUserId: uploadedFiles.ownerUserId,
    })
    .from(uploadedFiles)
    .leftJoin(quoteEventFiles, eq(quoteEventFiles.fileId, uploadedFiles.id))
    .leftJoin(quoteEvents, eq(quoteEvents.id, quoteEventFiles.eventId))
    .leftJoin(quotes, eq(quotes.id, quoteEvents.quoteId))
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, 'quote_file')));
  return attached;
}

export async function userContact(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function linkCheckout(db: Db, checkoutId: string, quoteId: number) {
  await db.insert(checkoutQuotes).values({ checkoutId, quoteId });
}

export async function linkApproval(db: Db, approvalRequestId: number, quoteId: number) {
  await db.insert(approvalQuotes).values({ approvalRequestId, quoteId });
}

/** The quote an approval request came of, if any. */
export async function quoteOfApproval(db: Db, approvalRequestId: number) {
  const [row] = await db
    .select({ quoteId: approvalQuotes.quoteId, number: quotes.number })
    .from(approvalQuotes)
    .innerJoin(quotes, eq(quotes.id, approvalQuotes.quoteId))
    .where(eq(approvalQuotes.approvalRequestId, approvalRequestId));
  return row;
}

/** Links the checkout awaiting approval (by its number) to the quote it came of. */
export async function linkApprovalNumber(db: Db, number: string, quoteId: number) {
  const [request] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(eq(approvalRequests.number, number));
  await linkApproval(db, request!.id, quoteId);
}

/**
 * When an approver approves a checkout that came of a quote: the checkout is the quote's
 * (invoices name it). When they reject it or its buyer withdraws it: the quote may be
 * accepted again while its version is valid.
 */
export async function approvalDecided(
  db: Db,
  approvalRequestId: number,
  outcome: { checkoutId: string } | { reopenedOn: IsoDate },
) {
  const found = await quoteOfApproval(db, approvalRequestId);
  if (!found) return undefined;
  if ('checkoutId' in outcome) {
    await linkCheckout(db, outcome.checkoutId, found.quoteId);
    return found;
  }
  await db
    .update(quotes)
    .set({
      status: sql`case when ${quotes.validUntil} >= ${outcome.reopenedOn} then 'quoted' else 'expired' end::quote_state`,
      acceptedVersion: null,
      checkoutNumber: null,
      updatedAt: new Date(),
    })
    .where(and(eq(quotes.id, found.quoteId), eq(quotes.status, 'accepted')));
  await insertEvent(db, {
    quoteId: found.quoteId,
    kind: 'approval_declined',
    byStaff: false,
    message: 'Your company’s approvers did not approve the order: the quote is open again.',
  });
  return found;
}

/** The quote number of the checkout, for its invoice. */
export async function quoteNumberOfCheckout(db: Db, checkoutId: string) {
  const [row] = await db
    .select({ number: quotes.number })
    .from(checkoutQuotes)
    .innerJoin(quotes, eq(quotes.id, checkoutQuotes.quoteId))
    .where(eq(checkoutQuotes.checkoutId, checkoutId));
  return row?.number ?? null;
}

/** Quote files uploaded before `before` that no message took: what their uploader left. */
export async function deleteUnattachedFiles(db: Db, before: Date) {
  return db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.purpose, 'quote_file'),
        lt(uploadedFiles.createdAt, before),
        sql`not exists (select 1 from ${quoteEventFiles} where ${quoteEventFiles.fileId} = ${uploadedFiles.id})`,
      ),
    )
    .returning({ storageKey: uploadedFiles.storageKey });
}
