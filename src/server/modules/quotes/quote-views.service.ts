import type { Database } from '#src/db/database';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import { pageInfo } from '#src/shared/domain/pagination';
import {
  actionsIn,
  conversionBasisPoints,
  mayAnswerQuote,
  QUOTE_STATES,
  type QuoteAction,
  type QuoteState,
} from '#src/shared/domain/quotes';
import { canOrder } from '#src/shared/domain/companies';
import {
  QUOTE_NOT_FOUND,
  type QuoteDetail,
  type QuoteList,
  type QuoteListQuery,
  type QuoteStats,
  type QuoteSummary,
} from '#src/shared/schemas/quotes';
import { FormError } from '../../lib/form-validation';
import * as repo from './quotes.repo';
import { mayRead, type QuoteViewer } from './quote-access';

export const QUOTES_PAGE_SIZE = 25;
/** The dashboard's window of quotes. */
export const STATS_DAYS = 90;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

function summaryOf(row: Awaited<ReturnType<typeof repo.listQuotes>>['rows'][number]): QuoteSummary {
  return {
    number: row.number,
    title: row.title,
    status: row.status,
    companyId: row.companyId,
    companyName: row.companyName,
    requestedBy: row.requestedBy,
    lineCount: row.lineCount,
    units: row.units,
    currentVersion: row.currentVersion || null,
    total: row.totalCents === null ? null : fromCents(row.totalCents),
    validUntil: row.validUntil,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Who the list shows: staff all, owners/approvers/accounts their company's, buyers their own. */
function scopeOf(viewer: QuoteViewer): repo.QuoteScope {
  if (viewer.kind === 'staff') return {};
  return viewer.role === 'buyer'
    ? { companyId: viewer.companyId, userId: viewer.userId }
    : { companyId: viewer.companyId };
}

/** GET /api/quotes and GET /api/admin/quotes: newest activity first, with counts. */
export async function listQuotes(
  db: Database,
  viewer: QuoteViewer,
  query: QuoteListQuery,
): Promise<QuoteList> {
  const today = dublinDate();
  const offset = (query.page - 1) * QUOTES_PAGE_SIZE;
  const scope = scopeOf(viewer);
  const [{ rows, total }, counts] = await Promise.all([
    repo.listQuotes(db, scope, query, { limit: QUOTES_PAGE_SIZE, offset }, today),
    viewer.kind === 'staff'
      ? repo.queueCounts(db, today)
      : repo
          .countsByState(db, scope)
          .then((found) => Object.fromEntries(found.map((row) => [row.status, row.n]))),
  ]);
  return {
    success: true,
    quotes: rows.map(summaryOf),
    pageInfo: pageInfo(total, query.page, QUOTES_PAGE_SIZE),
    counts: counts,
  };
}

/** What the viewer may do with the quote now: the state's moves their role allows. */
function viewerActions(viewer: QuoteViewer, quote: repo.QuoteFound): QuoteAction[] {
  if (viewer.kind === 'staff') return actionsIn(quote.status, 'staff');
  const own = quote.requestedById === viewer.userId;
  return actionsIn(quote.status, 'buyer').filter((action) => {
    if (action === 'message') return true;
    if (quote.status === 'draft') return own;
    if (action === 'accept') return mayAnswerQuote(viewer.role, own) && canOrder(viewer.role);
    return mayAnswerQuote(viewer.role, own);
  });
}

/** GET /api/quotes/{number} and GET /api/admin/quotes/{number}: the quote whole. */
export async function quoteDetail(
  db: Database,
  viewer: QuoteViewer,
  number: string,
): Promise<QuoteDetail> {
  const quote = await repo.findQuote(db, number);
  if (!quote || !mayRead(viewer, { ...quote, userId: quote.requestedById })) {
    throw new FormError(404, [], QUOTE_NOT_FOUND);
  }
  const [lines, versions, events] = await Promise.all([
    repo.linesOf(db, quote.id),
    repo.versionsOf(db, quote.id),
    repo.eventsOf(db, quote.id),
  ]);
  const listOf = new Map(lines.map((line) => [line.id, line.listUnitCents]));
  const current = versions.at(-1);
  return {
    success: true,
    quote: {
      ...summaryOf(quote),
      requestedById: quote.requestedById,
      siteId: quote.siteId,
      siteAddress: quote.siteAddress,
      deliveryFrom: quote.deliveryFrom,
      deliveryTo: quote.deliveryTo,
      acceptedVersion: quote.acceptedVersion,
      checkoutNumber: quote.checkoutNumber,
      extendedFrom:
        current && quote.validUntil && current.validUntil !== quote.validUntil
          ? current.validUntil
          : null,
    },
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      sizeId: line.sizeId,
      fabricId: line.fabricId,
      fabricColorId: line.fabricColorId,
      productName: line.productName,
      sizeName: line.sizeName,
      fabricName: line.fabricName,
      fabricColorName: line.fabricColorName,
      storageType: line.storageType,
      quantity: line.quantity,
      group_label: line.groupLabel,
      referenceNumber: line.referenceNumber,
      note: line.note,
      list_price: fromCents(line.listUnitCents),
    })),
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: iso(v.createdAt),
      createdBy: v.createdBy ?? 'Staff',
      validUntil: v.validUntil,
      deliveryTerms: v.deliveryTerms,
      discountPercent: v.discountBasisPoints === null ? null : v.discountBasisPoints / 100,
      message: v.message,
      superseded: v.version < quote.currentVersion,
      lines: v.lines.map((line) => {
        const quantity = lines.find((l) => l.id === line.lineId)?.quantity ?? 0;
        return {
          lineId: line.lineId,
          unit_price: fromCents(line.unitCents),
          vat: fromCents(line.vatCents),
          total: fromCents((line.unitCents + line.vatCents) * quantity),
          list_price: fromCents(listOf.get(line.lineId) ?? 0),
          lead_time_days: line.leadTimeDays,
        };
      }),
      subtotal: fromCents(v.subtotalCents),
      vat: fromCents(v.vatCents),
      total: fromCents(v.totalCents),
    })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      by: event.by,
      byStaff: event.byStaff,
      version: event.version,
      message: event.message,
      files: event.files,
      createdAt: iso(event.createdAt),
    })),
    actions: viewerActions(viewer, quote),
  };
}

/** GET /api/admin/quotes/stats: the dashboard's quotes over the last STATS_DAYS days. */
export async function quoteStats(db: Database, now = new Date()): Promise<QuoteStats> {
  const since = new Date(now.getTime() - STATS_DAYS * 24 * 60 * 60 * 1000);
  const rows = await repo.statsSince(db, since);
  const counts = Object.fromEntries(QUOTE_STATES.map((s) => [s, 0])) as Record<QuoteState, number>;
  const value = { accepted: 0, quoted: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    const cents = centsFromDecimal(row.totalCents);
    if (row.status === 'accepted') value.accepted += cents;
    if (row.status !== 'draft' && row.status !== 'requested') value.quoted += cents;
  }
  const rate = conversionBasisPoints(counts);
  return {
    success: true,
    days: STATS_DAYS,
    counts,
    conversion_rate: rate === null ? null : rate / 100,
    accepted_value: fromCents(value.accepted),
    quoted_value: fromCents(value.quoted),
  };
}
