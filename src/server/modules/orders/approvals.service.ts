import { canApprove, seesCompanyOrders } from '#src/shared/domain/companies';
import { fromCents } from '#src/shared/domain/money';
import { availableCreditCents, creditCovers } from '#src/shared/domain/pricing';
import {
  alreadyDecided,
  APPROVAL_NOT_FOUND,
  APPROVED,
  APPROVERS_ONLY,
  BUYER_CANNOT_ORDER,
  NOT_YOUR_OWN,
  ONLY_THE_BUYER,
  REJECTED,
  WITHDRAWN,
  type Approval,
} from '#src/shared/schemas/approvals';
import { INSUFFICIENT_CREDIT, ORDER_PLACED } from '#src/shared/schemas/orders';
import { FormError } from '../../lib/form-validation';
import { queueMail } from '../../lib/outbox';
import type { Actor } from '../companies/companies.service';
import { approvalRejected } from './approvals.mails';
import * as repo from './approvals.repo';
import * as quotes from '../quotes/quotes.repo';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import * as credit from './customer-credit.repo';
import { bookStoredLines, choiceOf } from '../deliveries/checkout-delivery.service';
import type { Db } from './orders.repo';
import { createOrders, mailOrders, refuseOnCreditHold, type OrdersDeps } from './orders.service';

// docs/business-rules.md "Approvals": a checkout above the buyer's limit an order waits,
// holding the company's credit, until an owner or approver approves or rejects it.

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function approvalView(
  row: Awaited<ReturnType<typeof repo.listApprovalRequests>>[number],
  fileNames: ReadonlyMap<string, string>,
): Approval {
  const { request } = row;
  return {
    checkoutNumber: request.number,
    state: request.state,
    buyer: { id: request.userId, full_name: row.buyerName },
    requestedAt: request.createdAt.toISOString(),
    poNumber: request.poNumber,
    shipping_address: request.shippingAddress,
    site_id: request.siteId,
    delivery_day: request.deliveryDay,
    lines: request.lines.map((line) => ({
      productId: line.productId,
      sizeId: line.sizeId,
      fabricId: line.fabricId,
      fabricColorId: line.fabricColorId,
      special_quote:
        line.specialQuoteText || line.specialQuoteFileId
          ? {
              text: line.specialQuoteText ?? '',
              fileName: line.specialQuoteFileId
                ? (fileNames.get(line.specialQuoteFileId) ?? null)
                : null,
            }
          : ('None' as const),
      product_name: line.productName,
      size_name: line.sizeName,
      fabric_name: line.fabricName,
      fabric_color_name: line.fabricColorName,
      product_image: line.productImage,
      storageType: line.storageType,
      quantity: line.quantity,
      unit_price: fromCents(line.unitPriceCents),
      vat: fromCents(line.vatCents),
      total_price: fromCents(line.totalPriceCents),
      referenceNumber: line.referenceNumber,
    })),
    subtotal: fromCents(request.subtotalCents),
    vat: fromCents(request.vatCents),
    total: fromCents(request.totalCents),
    spending_limit: fromCents(request.spendingLimitCents),
    decided_by: row.decidedByName,
    decidedAt: iso(request.decidedAt),
    reason: request.reason,
  };
}

/**
 * GET /api/company/approvals: owners, approvers and accounts members see the company's;
 * a buyer sees their own.
 */
export async function listApprovals(
  deps: Pick<OrdersDeps, 'db'>,
  actor: Actor,
  which: 'awaiting' | 'decided',
) {
  const scope = seesCompanyOrders(actor.role)
    ? { companyId: actor.companyId }
    : { companyId: actor.companyId, userId: actor.userId };
  const rows = await repo.listApprovalRequests(deps.db, scope, which);
  const fileIds = rows.flatMap(({ request }) =>
    request.lines.flatMap((line) => (line.specialQuoteFileId ? [line.specialQuoteFileId] : [])),
  );
  const fileNames = await repo.quoteFileNames(deps.db, fileIds);
  return {
    success: true as const,
    can_approve: canApprove(actor.role),
    approvals: rows.map((row) => approvalView(row, fileNames)),
  };
}

/**
 * The request, for a decision: 404 unless the actor may see it, 409 once decided. Locked
 * for the rest of the transaction, so two approvers deciding at once decide once.
 */
async function lockAwaiting(tx: Db, actor: Actor, number: string) {
  const request = await repo.findApprovalRequest(tx, actor.companyId, number, true);
  if (!request || (!seesCompanyOrders(actor.role) && request.userId !== actor.userId)) {
    throw new FormError(404, [], APPROVAL_NOT_FOUND);
  }
  if (request.state !== 'awaiting') {
    const by = request.decidedBy === null ? null : await repo.memberOf(tx, request.decidedBy);
    throw new FormError(409, [], alreadyDecided(request.state, by?.fullName ?? null));
  }
  return request;
}

function requireApprover(actor: Actor, request: { userId: number }) {
  if (!canApprove(actor.role)) throw new FormError(403, [], APPROVERS_ONLY);
  if (request.userId === actor.userId) throw new FormError(403, [], NOT_YOUR_OWN);
}

/**
 * POST /api/company/approvals/{number}/approve: the orders are placed exactly as the
 * checkout would have placed them, at the prices it was sent at, under the buyer's name;
 * credit and stock are checked again now.
 */
export async function approve(deps: OrdersDeps, actor: Actor, number: string) {
  const made = await deps.db.transaction(async (tx) => {
    // The company's row first (as a checkout takes it), then the request's.
    const peek = await repo.findApprovalRequest(tx, actor.companyId, number);
    if (!peek) throw new FormError(404, [], APPROVAL_NOT_FOUND);
    const customer = await credit.lockCustomer(tx, peek.userId);
    const request = await lockAwaiting(tx, actor, number);
    requireApprover(actor, request);
    if (customer?.status !== 'approved' || !customer.active) {
      throw new FormError(409, [], BUYER_CANNOT_ORDER);
    }
    await refuseOnCreditHold(tx, customer.companyId);
    // Its own hold moves from the request to the orders: the rest must still leave room.
    const others = (await credit.openOrdersCents(tx, customer.companyId)) - request.totalCents;
    const available = availableCreditCents(customer.creditLimitCents, others);
    if (!creditCovers(available, request.totalCents)) {
      throw new FormError(409, [], INSUFFICIENT_CREDIT);
    }
    let created;
    try {
      created = await createOrders(
        tx,
        { customer, leftCents: availableCreditCents(available, request.totalCents) },
        request.lines,
        {
          shippingAddress: request.shippingAddress,
          siteId: request.siteId,
          poNumber: request.poNumber,
          number: request.number,
        },
        ORDER_PLACED,
      );
    } catch (error) {
      // Sold out since it was sent: the approver is told which line, and may reject it.
      if (error instanceof FormError && error.statusCode === 400) {
        throw new FormError(409, [], error.errors[0]?.message ?? error.message);
      }
      throw error;
    }
    // The buyer's chosen day, or the earliest possible when it has gone since
    // (docs/business-rules.md "Delivery days").
    created.placed.delivery = await bookStoredLines(tx, {
      checkoutId: created.placed.checkoutId,
      lines: request.lines,
      address: request.shippingAddress,
      choice: choiceOf(request.deliveryDay),
      userId: request.userId,
    });
    await repo.decideApprovalRequest(tx, request.id, {
      state: 'approved',
      decidedBy: actor.userId,
      checkoutId: created.placed.checkoutId,
    });
    await quotes.approvalDecided(tx, request.id, { checkoutId: created.placed.checkoutId });
    await mailOrders(tx, deps.inbox, created, request);
    return created;
  });
  return { ...made.placed, message: APPROVED };
}

/** POST /api/company/approvals/{number}/reject: nothing is ordered; the buyer is told why. */
export async function reject(
  deps: Pick<OrdersDeps, 'db'>,
  actor: Actor,
  number: string,
  reason: string,
) {
  await deps.db.transaction(async (tx) => {
    const request = await lockAwaiting(tx, actor, number);
    requireApprover(actor, request);
    await repo.decideApprovalRequest(tx, request.id, {
      state: 'rejected',
      decidedBy: actor.userId,
      reason,
    });
    // A checkout that came of a quote: the quote may be accepted again (docs/business-rules.md "Quotes").
    await quotes.approvalDecided(tx, request.id, { reopenedOn: dublinDate() });
    const buyer = await repo.memberOf(tx, request.userId);
    const by = await repo.memberOf(tx, actor.userId);
    if (buyer) {
      await queueMail(tx, {
        ...approvalRejected(buyer, request, by?.fullName ?? 'An approver', reason),
        purpose: `approval rejected ${request.number}`,
      });
    }
  });
  return { success: true as const, message: REJECTED };
}

/** POST /api/company/approvals/{number}/withdraw: the buyer takes it back. */
export async function withdraw(deps: Pick<OrdersDeps, 'db'>, actor: Actor, number: string) {
  await deps.db.transaction(async (tx) => {
    const request = await lockAwaiting(tx, actor, number);
    if (request.userId !== actor.userId) throw new FormError(403, [], ONLY_THE_BUYER);
    await repo.decideApprovalRequest(tx, request.id, {
      state: 'withdrawn',
      decidedBy: actor.userId,
    });
    await quotes.approvalDecided(tx, request.id, { reopenedOn: dublinDate() });
  });
  return { success: true as const, message: WITHDRAWN };
}
