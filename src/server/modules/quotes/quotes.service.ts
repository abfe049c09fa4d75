import { dublinDate } from '#src/shared/domain/calendar-dates';
import { siteShippingAddress } from '#src/shared/domain/companies';
import { toCents } from '#src/shared/domain/money';
import { lineCentsOf, totalsCentsOf } from '#src/shared/domain/pricing';
import {
  discountedCents,
  mayAnswerQuote,
  nextState,
  refusalOf,
  type QuoteAction,
  type QuoteActor,
  type QuoteState,
} from '#src/shared/domain/quotes';
import {
  PRICE_OR_DISCOUNT,
  QUOTE_DRAFT_SAVED,
  QUOTE_FILE_NOT_YOURS,
  QUOTE_NOT_FOUND,
  QUOTE_REQUESTED,
  ROLE_CANNOT_ANSWER,
  VALID_UNTIL_PAST,
  VERSION_SUPERSEDED,
  type CreateQuoteBody,
  type QuoteActionAnswer,
  type QuoteVersionBody,
} from '#src/shared/schemas/quotes';
import { ROLE_CANNOT_ORDER, canOrder } from '#src/shared/domain/companies';
import type { StagedFile } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';
import { nextDocumentNumber } from '../invoices/numbering.repo';
import * as companies from '../companies/companies.repo';
import { priceLines } from '../orders/orders.service';
import { lineImageOf } from '../orders/order-lines';
import { notify } from './quote-notices';
import { mayRead, type QuotesDeps, type QuoteViewer } from './quote-access';
import * as repo from './quotes.repo';

const notFound = () => new FormError(404, [], QUOTE_NOT_FOUND);

/** POST /api/quotes/files, POST /api/admin/quotes/files: keeps an upload for a message to come. */
export async function keepQuoteFile(deps: QuotesDeps, userId: number, staged: StagedFile) {
  try {
    const fileId = await deps.files.save(deps.db, staged, {
      purpose: 'quote_file',
      ownerUserId: userId,
    });
    return {
      fileId,
      fileName: staged.originalName,
      fileSize: staged.sizeBytes,
      mimeType: staged.mimeType,
    };
  } catch (error) {
    await deps.files.discard(staged);
    throw error;
  }
}

/** Attaches the viewer's own unattached uploads to an event of the thread. */
async function attach(tx: repo.Db, eventId: number, userId: number, fileIds: string[]) {
  const unique = [...new Set(fileIds)];
  const found = await repo.attachableFiles(tx, userId, unique);
  if (found.length !== unique.length) {
    throw new FormError(400, [{ field: 'file_ids', message: QUOTE_FILE_NOT_YOURS }]);
  }
  await repo.attachFiles(tx, eventId, unique);
  return found.map((file) => file.name);
}

/** Lines priced against the catalogue as an order now would be: fields named `lines.N…`. */
async function priceRequested(tx: repo.Db, body: CreateQuoteBody) {
  try {
    return await priceLines(
      tx,
      body.lines.map((line) => ({
        productId: line.productId,
        sizeId: line.sizeId,
        fabricId: line.fabricId,
        fabricColorId: line.fabricColorId,
        quantity: line.quantity,
        storageType: line.storageType,
        referenceNumber: line.referenceNumber || '-',
      })),
    );
  } catch (error) {
    if (error instanceof FormError) {
      throw new FormError(
        error.statusCode,
        error.errors.map((e) => ({ ...e, field: e.field.replace(/^items\./, 'lines.') })),
        error.message,
      );
    }
    throw error;
  }
}

/** POST /api/quotes: a request for prices (or a draft of one) from a member who can order. */
export async function createQuote(
  deps: QuotesDeps,
  viewer: Extract<QuoteViewer, { kind: 'buyer' }>,
  body: CreateQuoteBody,
): Promise<{ success: true; message: string; number: string; status: QuoteState }> {
  if (!canOrder(viewer.role)) throw new FormError(403, [], ROLE_CANNOT_ORDER);
  return deps.db.transaction(async (tx) => {
    const priced = await priceRequested(tx, body);
    let siteAddress = body.site_address ?? '';
    if (body.site_id !== undefined) {
      const site = await companies.findActiveSiteOf(tx, viewer.userId, body.site_id);
      if (!site) {
        throw new FormError(400, [
          { field: 'site_id', message: "Choose one of your company's delivery sites." },
        ]);
      }
      siteAddress = siteShippingAddress(site);
    }
    const status: QuoteState = body.draft ? 'draft' : 'requested';
    const today = dublinDate();
    const quote = await repo.insertQuote(tx, {
      number: await nextDocumentNumber(tx, 'Q', today),
      companyId: viewer.companyId,
      userId: viewer.userId,
      title: body.title || null,
      status,
      siteId: body.site_id ?? null,
      siteAddress,
      deliveryFrom: body.delivery_from ?? null,
      deliveryTo: body.delivery_to ?? null,
      lineCount: body.lines.length,
      units: body.lines.reduce((sum, line) => sum + line.quantity, 0),
      submittedAt: body.draft ? null : new Date(),
    });
    await repo.insertLines(
      tx,
      priced.map((line, index) => {
        const asked = body.lines[index]!;
        return {
          quoteId: quote.id,
          position: index + 1,
          productId: line.product.id,
          sizeId: line.item.sizeId,
          fabricId: line.item.fabricId,
          fabricColorId: line.item.fabricColorId,
          productName: line.product.name,
          productImage: lineImageOf(line.product, line.item),
          sizeName: line.sizeName,
          fabricName: line.fabricName,
          fabricColorName: line.fabricColorName,
          storageType: line.storageType,
          isBed: line.product.isBed,
          quantity: line.item.quantity,
          groupLabel: asked.group_label || null,
          referenceNumber: asked.referenceNumber || null,
          note: asked.note || null,
          listUnitCents: line.unitCents,
        };
      }),
    );
    const eventId = await repo.insertEvent(tx, {
      quoteId: quote.id,
      kind: body.draft ? 'draft' : 'requested',
      userId: viewer.userId,
      byStaff: false,
      message: body.message,
    });
    const fileNames = await attach(tx, eventId, viewer.userId, body.file_ids);
    if (!body.draft) {
      await notify(tx, deps, quote.number, {
        kind: 'requested',
        actorId: viewer.userId,
        message: body.message,
        fileNames,
      });
    }
    return {
      success: true as const,
      message: body.draft ? QUOTE_DRAFT_SAVED : QUOTE_REQUESTED,
      number: quote.number,
      status,
    };
  });
}

export interface StepInput {
  message?: string;
  fileIds?: string[];
  /** The version the buyer answers: refused when a later one replaced it. */
  version?: number;
}

/**
 * One step of a quote by the viewer, in one transaction with the quote's row locked: the
 * move must be allowed from the state it is in now (docs/business-rules.md "Quotes"); the
 * thread records it, with its message and files; the other side is mailed.
 */
export async function step(
  deps: QuotesDeps,
  viewer: QuoteViewer,
  number: string,
  action: Exclude<QuoteAction, 'accept' | 'quote' | 'expire'>,
  input: StepInput,
  extra?: (tx: repo.Db, quote: repo.QuoteRow) => Promise<Partial<repo.QuoteRow>>,
): Promise<QuoteActionAnswer> {
  const actor: QuoteActor = viewer.kind === 'staff' ? 'staff' : 'buyer';
  return deps.db.transaction(async (tx) => {
    const quote = await repo.lockQuote(tx, number);
    if (!quote || !mayRead(viewer, quote)) throw notFound();
    if (viewer.kind === 'buyer' && action !== 'message') {
      const own = quote.userId === viewer.userId;
      const allowed = quote.status === 'draft' ? own : mayAnswerQuote(viewer.role, own);
      if (!allowed) throw new FormError(403, [], ROLE_CANNOT_ANSWER);
    }
    const next = nextState(quote.status, action, actor);
    if (next === undefined) throw new FormError(409, [], refusalOf(quote.status, action));
    if (input.version !== undefined && input.version !== quote.currentVersion) {
      throw new FormError(409, [], VERSION_SUPERSEDED(quote.currentVersion));
    }
    const patch = (await extra?.(tx, quote)) ?? {};
    if (next !== quote.status || Object.keys(patch).length > 0 || action === 'message') {
      await repo.updateQuote(tx, quote.id, {
        ...patch,
        status: next,
        ...(action === 'submit' ? { submittedAt: new Date() } : {}),
      });
    }
    const eventId = await repo.insertEvent(tx, {
      quoteId: quote.id,
      kind: action === 'submit' ? 'requested' : action,
      userId: viewer.userId,
      byStaff: actor === 'staff',
      version: quote.currentVersion || null,
      message: input.message ?? '',
    });
    const fileNames = await attach(tx, eventId, viewer.userId, input.fileIds ?? []);
    const message = input.message ?? '';
    await notify(
      tx,
      deps,
      quote.number,
      action === 'submit'
        ? { kind: 'requested', actorId: viewer.userId, message, fileNames }
        : {
            kind: action,
            actorId: viewer.userId,
            byStaff: actor === 'staff',
            message,
            fileNames,
            previousValidUntil: quote.validUntil,
          },
    );
    return { success: true as const, message: STEP_DONE[action], status: next };
  });
}

const STEP_DONE: Record<Exclude<QuoteAction, 'accept' | 'quote' | 'expire'>, string> = {
  submit: QUOTE_REQUESTED,
  request_revision: 'Revision asked for: we will send a new version.',
  reject: 'Quote rejected.',
  withdraw: 'Quote withdrawn.',
  extend: 'Validity extended.',
  message: 'Message sent.',
};

/** Staff extend the validity of the quote out (or bring an expired one back). */
export function extendQuote(
  deps: QuotesDeps,
  viewer: QuoteViewer,
  number: string,
  validUntil: string,
) {
  if (validUntil < dublinDate()) {
    throw new FormError(400, [{ field: 'valid_until', message: VALID_UNTIL_PAST }]);
  }
  const message = `Valid until ${validUntil}.`;
  return step(deps, viewer, number, 'extend', { message }, async () => ({ validUntil }));
}

/**
 * POST /api/admin/quotes/{number}/versions: staff's answer, priced per line or by a discount
 * off each line's list price, VAT by the shop's one rule. The version is kept as sent.
 */
export async function sendVersion(
  deps: QuotesDeps,
  staffId: number,
  number: string,
  body: QuoteVersionBody,
): Promise<QuoteActionAnswer> {
  if (body.valid_until < dublinDate()) {
    throw new FormError(400, [{ field: 'valid_until', message: VALID_UNTIL_PAST }]);
  }
  return deps.db.transaction(async (tx) => {
    const quote = await repo.lockQuote(tx, number);
    if (!quote || quote.status === 'draft') throw notFound();
    const next = nextState(quote.status, 'quote', 'staff');
    if (next === undefined) throw new FormError(409, [], refusalOf(quote.status, 'quote'));
    const lines = await repo.linesOf(tx, quote.id);
    const given = new Map(body.lines.map((line) => [line.line_id, line]));
    const errors = lines.flatMap((line, index) => {
      const answer = given.get(line.id);
      if (!answer) return [{ field: `lines.${index}`, message: 'Give every line a lead time.' }];
      if (answer.unit_price === null && body.discount_percent === undefined) {
        return [{ field: `lines.${index}.unit_price`, message: PRICE_OR_DISCOUNT }];
      }
      return [];
    });
    const unknown = body.lines.findIndex((line) => !lines.some((l) => l.id === line.line_id));
    if (unknown >= 0) {
      errors.push({ field: `lines.${unknown}.line_id`, message: 'Not a line of this quote.' });
    }
    if (errors.length > 0) throw new FormError(400, errors);
    const basisPoints =
      body.discount_percent === undefined ? null : Math.round(body.discount_percent * 100);
    const priced = lines.map((line) => {
      const answer = given.get(line.id)!;
      const unitCents =
        answer.unit_price === null
          ? discountedCents(line.listUnitCents, basisPoints!)
          : toCents(answer.unit_price);
      return { line, unitCents, leadTimeDays: answer.lead_time_days };
    });
    const totals = totalsCentsOf(
      priced.map((p) => ({ unitCents: p.unitCents, quantity: p.line.quantity })),
    );
    const version = quote.currentVersion + 1;
    await repo.insertVersion(
      tx,
      {
        quoteId: quote.id,
        version,
        createdBy: staffId,
        validUntil: body.valid_until,
        deliveryTerms: body.delivery_terms,
        discountBasisPoints: basisPoints,
        message: body.message,
        ...totals,
      },
      priced.map((p) => ({
        lineId: p.line.id,
        unitCents: p.unitCents,
        vatCents: lineCentsOf(p.unitCents, 1).vatCents,
        leadTimeDays: p.leadTimeDays,
      })),
    );
    await repo.updateQuote(tx, quote.id, {
      status: next,
      currentVersion: version,
      validUntil: body.valid_until,
      totalCents: totals.totalCents,
    });
    const eventId = await repo.insertEvent(tx, {
      quoteId: quote.id,
      kind: 'quoted',
      userId: staffId,
      byStaff: true,
      version,
      message: body.message,
    });
    await attach(tx, eventId, staffId, body.file_ids);
    await notify(tx, deps, quote.number, { kind: 'quoted', version });
    return {
      success: true as const,
      message: `Version ${version} sent.`,
      status: next,
      version,
    };
  });
}

/**
 * Housekeeping: quoted quotes past their validity become expired, each once however many
 * instances run it, with the thread and mails in the same transaction.
 */
export async function expireQuotes(deps: QuotesDeps, today = dublinDate()) {
  return deps.db.transaction(async (tx) => {
    const expired = await repo.expireBefore(tx, today);
    for (const quote of expired) {
      await repo.insertEvent(tx, { quoteId: quote.id, kind: 'expire', byStaff: false });
      await notify(tx, deps, quote.number, { kind: 'expire' });
    }
    return expired.length;
  });
}

/** How long an upload may wait for the message that attaches it. */
export const UNATTACHED_QUOTE_FILE_HOURS = 24;

/**
 * Housekeeping: quote files uploaded more than UNATTACHED_QUOTE_FILE_HOURS ago that no
 * message attached go, rows and bytes. Safe from every instance at once.
 */
export async function sweepQuoteFiles(deps: QuotesDeps, now = new Date()) {
  const removed = await repo.deleteUnattachedFiles(
    deps.db,
    new Date(now.getTime() - UNATTACHED_QUOTE_FILE_HOURS * 60 * 60 * 1000),
  );
  for (const { storageKey } of removed) {
    // The row is gone, so nothing can reach these bytes: a failure only takes disk space.
    await deps.files.remove(storageKey).catch((error: unknown) => {
      deps.log.warn({ err: error, storageKey }, 'could not remove a quote file');
    });
  }
  return removed.length;
}
