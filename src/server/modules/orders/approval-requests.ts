import type { ApprovalLine } from '#src/db/schema/orders';
import { fromCents } from '#src/shared/domain/money';
import { totalsCentsOf } from '#src/shared/domain/pricing';
import { SENT_FOR_APPROVAL, type AwaitingApproval } from '#src/shared/schemas/approvals';
import { queueMail } from '../../lib/outbox';
import { approvalNeeded } from './approvals.mails';
import * as repo from './approvals.repo';
import type { lockCustomer } from './customer-credit.repo';
import type { Db } from './orders.repo';

// docs/business-rules.md "Approvals": how a checkout above the buyer's limit an order is
// sent for approval (approvals.service.ts decides it).

/** What reserveCredit (orders.service.ts) found: the buyer, locked, and the credit left. */
interface Reserved {
  customer: NonNullable<Awaited<ReturnType<typeof lockCustomer>>>;
  leftCents: number;
}

/** Where a checkout goes, and what the buyer said of it as a whole. */
export interface CheckoutMeta {
  shippingAddress: string;
  siteId: number | null;
  poNumber: string | null;
  /** The number it already has, when it was awaiting approval. */
  number?: string;
  /** The delivery day the buyer chose; absent or null: the earliest possible. */
  deliveryDay?: string | null;
}

/** A checkout's subtotal, VAT and total in cents, from its priced lines. */
export const totalsOfLines = (lines: ApprovalLine[]) =>
  totalsCentsOf(lines.map((line) => ({ unitCents: line.unitPriceCents, quantity: line.quantity })));

/**
 * Saves the checkout as awaiting approval, in the checkout's transaction with the
 * company's row locked (reserveCredit): from now on it holds the credit. The company's
 * other owners and approvers are mailed.
 */
export async function requestApproval(
  tx: Db,
  deps: { publicUrl: string },
  reserved: Reserved,
  lines: ApprovalLine[],
  meta: CheckoutMeta,
): Promise<AwaitingApproval> {
  const { customer } = reserved;
  const totals = totalsOfLines(lines);
  const request = await repo.insertApprovalRequest(tx, {
    userId: customer.id,
    companyId: customer.companyId,
    siteId: meta.siteId,
    poNumber: meta.poNumber,
    shippingAddress: meta.shippingAddress,
    lines,
    ...totals,
    spendingLimitCents: customer.spendingLimitCents ?? 0,
    deliveryDay: meta.deliveryDay ?? null,
  });
  const link = `${deps.publicUrl}/account/approvals`;
  for (const approver of await repo.approversOf(tx, customer.companyId, customer.id)) {
    await queueMail(tx, {
      ...approvalNeeded(approver, { ...request, buyerName: customer.fullName, lines }, link),
      purpose: `approval needed ${request.number}`,
    });
  }
  return {
    success: true,
    message: SENT_FOR_APPROVAL,
    state: 'awaiting',
    checkoutNumber: request.number,
    poNumber: request.poNumber,
    subtotal: fromCents(totals.subtotalCents),
    vat: fromCents(totals.vatCents),
    total: fromCents(totals.totalCents),
    spending_limit: fromCents(request.spendingLimitCents),
    available_credit: fromCents(reserved.leftCents),
  };
}
