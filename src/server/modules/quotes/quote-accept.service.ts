import { createHash } from 'node:crypto';
import type { ApprovalLine } from '#src/db/schema/orders';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { mayAnswerQuote, refusalOf } from '#src/shared/domain/quotes';
import { lineCentsOf } from '#src/shared/domain/pricing';
import type { AwaitingApproval } from '#src/shared/schemas/approvals';
import { IDEMPOTENCY_CONFLICT, type PlacedOrder } from '#src/shared/schemas/orders';
import {
  QUOTE_ACCEPTED,
  QUOTE_ACCEPTED_AWAITING,
  QUOTE_EXPIRED,
  QUOTE_NOT_FOUND,
  ROLE_CANNOT_ANSWER,
  VERSION_SUPERSEDED,
} from '#src/shared/schemas/quotes';
import { FormError } from '../../lib/form-validation';
import * as approvals from '../orders/approval-requests';
import * as idempotency from '../orders/idempotency.repo';
import { createOrders, mailOrders, reserveCredit } from '../orders/orders.service';
import { loadProductFacts } from '../orders/pricing-facts.repo';
import { bookStoredLines, choiceOf } from '../deliveries/checkout-delivery.service';
import { notify } from './quote-notices';
import * as repo from './quotes.repo';
import { mayRead, type QuotesDeps, type QuoteViewer } from './quote-access';

export interface AcceptInput {
  version: number;
  poNumber?: string | undefined;
  /** The delivery day asked for: "earliest" (the default) or YYYY-MM-DD. */
  deliveryDay?: string | undefined;
  idempotencyKey?: string | undefined;
}

export interface AcceptAnswer {
  status: 201 | 202 | 409 | 422;
  body: PlacedOrder | AwaitingApproval | { success: false; message: string };
}

const noLongerSold = (name: string) =>
  `${name} is no longer sold as quoted: ask us for a new version.`;

/**
 * The accepted version's lines as orders are made of them: the quoted unit price and its
 * VAT by the shop's one rule, the buyer's reference (the quote's number when the line has
 * none). Refused when a product or its choice is no longer sold.
 */
async function orderLinesOf(
  tx: repo.Db,
  lines: Awaited<ReturnType<typeof repo.linesOf>>,
  prices: repo.VersionFound['lines'],
  quoteNumber: string,
): Promise<ApprovalLine[]> {
  const facts = await loadProductFacts(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  return lines.map((line) => {
    const product = line.productId === null ? undefined : facts.get(line.productId);
    const price = prices.find((p) => p.lineId === line.id);
    if (!product || product.status !== 'available' || !price || line.sizeId === null) {
      throw new FormError(409, [], noLongerSold(line.productName));
    }
    const cents = lineCentsOf(price.unitCents, line.quantity);
    return {
      productId: product.id,
      sizeId: line.sizeId,
      fabricId: line.fabricId,
      fabricColorId: line.fabricColorId,
      productName: line.productName,
      sizeName: line.sizeName,
      fabricName: line.fabricName,
      fabricColorName: line.fabricColorName,
      productImage: line.productImage,
      storageType: line.storageType,
      isBed: line.isBed,
      quantity: line.quantity,
      unitPriceCents: price.unitCents,
      vatCents: cents.vatCents,
      totalPriceCents: cents.totalCents,
      referenceNumber: line.referenceNumber ?? quoteNumber,
      specialQuoteText: line.note,
      specialQuoteFileId: null,
      fromStock: !product.isBed && product.stock >= 0,
    };
  });
}

/**
 * POST /api/quotes/{number}/accept: the current, valid version becomes orders at its prices
 * in one transaction — the company's credit, credit hold and the member's spending limit
 * (above it, the checkout goes to the company's approvers) as at checkout; all lines or
 * none. With an Idempotency-Key, a retry gets the first answer; any other second accept is
 * refused with the reason (docs/business-rules.md "Quotes").
 */
export async function acceptQuote(
  deps: QuotesDeps,
  viewer: Extract<QuoteViewer, { kind: 'buyer' }>,
  number: string,
  input: AcceptInput,
): Promise<AcceptAnswer> {
  const key = input.idempotencyKey;
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        'quote-accept',
        number,
        input.version,
        input.poNumber ?? null,
        input.deliveryDay ?? 'earliest',
      ]),
    )
    .digest('hex');
  return deps.db.transaction(async (tx): Promise<AcceptAnswer> => {
    if (key) {
      const stored = await idempotency.claimIdempotencyKey(tx, viewer.userId, key, hash);
      if (stored) {
        return stored.requestHash === hash && stored.status !== null
          ? { status: stored.status as AcceptAnswer['status'], body: stored.body as PlacedOrder }
          : { status: 422, body: { success: false, message: IDEMPOTENCY_CONFLICT } };
      }
    }
    const quote = await repo.lockQuote(tx, number);
    if (!quote || !mayRead(viewer, quote)) throw new FormError(404, [], QUOTE_NOT_FOUND);
    if (!mayAnswerQuote(viewer.role, quote.userId === viewer.userId)) {
      throw new FormError(403, [], ROLE_CANNOT_ANSWER);
    }
    if (quote.status !== 'quoted') throw new FormError(409, [], refusalOf(quote.status, 'accept'));
    if (input.version !== quote.currentVersion) {
      throw new FormError(409, [], VERSION_SUPERSEDED(quote.currentVersion));
    }
    // The scheduled expiry may not have run yet today: the date decides, not the state.
    if (!quote.validUntil || quote.validUntil < dublinDate()) {
      throw new FormError(409, [], QUOTE_EXPIRED(quote.validUntil ?? ''));
    }
    const versions = await repo.versionsOf(tx, quote.id);
    const version = versions.find((v) => v.version === quote.currentVersion)!;
    const lines = await orderLinesOf(tx, await repo.linesOf(tx, quote.id), version.lines, number);
    const choice = choiceOf(input.deliveryDay);
    const meta = {
      shippingAddress: quote.siteAddress,
      siteId: quote.siteId,
      poNumber: input.poNumber ?? null,
      deliveryDay: 'day' in choice ? choice.day : null,
    };
    const reserved = await reserveCredit(tx, viewer.userId, version.totalCents);
    let answer: AcceptAnswer;
    let checkoutNumber: string;
    if (!reserved.withinLimit) {
      const awaiting = await approvals.requestApproval(tx, deps, reserved, lines, meta);
      await repo.linkApprovalNumber(tx, awaiting.checkoutNumber, quote.id);
      checkoutNumber = awaiting.checkoutNumber;
      answer = { status: 202, body: { ...awaiting, message: QUOTE_ACCEPTED_AWAITING } };
    } else {
      const made = await createOrders(tx, reserved, lines, meta, QUOTE_ACCEPTED);
      // The day asked for, or the earliest possible (docs/business-rules.md "Delivery
      // days"): a day that cannot be had refuses the acceptance, as at checkout.
      made.placed.delivery = await bookStoredLines(tx, {
        checkoutId: made.placed.checkoutId,
        lines,
        address: meta.shippingAddress,
        choice,
        userId: viewer.userId,
        fallBack: false,
      });
      await repo.linkCheckout(tx, made.placed.checkoutId, quote.id);
      await mailOrders(tx, deps.inbox, made, meta);
      checkoutNumber = made.placed.checkoutNumber;
      answer = { status: 201, body: made.placed };
    }
    await repo.updateQuote(tx, quote.id, {
      status: 'accepted',
      acceptedVersion: quote.currentVersion,
      checkoutNumber,
    });
    await repo.insertEvent(tx, {
      quoteId: quote.id,
      kind: 'accept',
      userId: viewer.userId,
      byStaff: false,
      version: quote.currentVersion,
      message:
        answer.status === 202
          ? `Sent for approval as ${checkoutNumber}.`
          : `Ordered as ${checkoutNumber}.`,
    });
    await notify(tx, deps, number, {
      kind: 'accept',
      actorId: viewer.userId,
      checkoutNumber,
      awaitingApproval: answer.status === 202,
      poNumber: input.poNumber ?? null,
    });
    if (key)
      await idempotency.storeIdempotentAnswer(tx, viewer.userId, key, answer.status, answer.body);
    return answer;
  });
}
