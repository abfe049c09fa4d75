import type { ApprovalLine } from '#src/db/schema/orders';
import { formatCents } from '#src/shared/domain/money';
import { letterTo } from '../../lib/letters';
import type { OutgoingMail } from '../../lib/mailer';
import { lineDescription } from './orders.mails';

// docs/business-rules.md "Mail" and "Approvals": the mails of a checkout awaiting approval.

interface Request {
  number: string;
  buyerName: string;
  lines: ApprovalLine[];
  totalCents: number;
  spendingLimitCents: number;
  poNumber: string | null;
  shippingAddress: string;
}

const linesOf = (lines: ApprovalLine[]) =>
  lines.map(
    (line) =>
      `${lineDescription(line)}, reference ${line.referenceNumber}: ${formatCents(line.totalPriceCents)}`,
  );

/** To each owner and approver of the company but the buyer. */
export function approvalNeeded(
  approver: { fullName: string; email: string },
  request: Request,
  link: string,
): OutgoingMail {
  return letterTo(
    approver,
    `Approval needed: ${request.number} by ${request.buyerName}, ${formatCents(request.totalCents)}`,
    [
      `${request.buyerName} sent an order of ${formatCents(request.totalCents)} (VAT included) for approval, ` +
        `above their limit of ${formatCents(request.spendingLimitCents)} per order. ` +
        'It holds your company’s credit and will be placed only when an owner or approver approves it:',
      '',
      `Checkout number: ${request.number}`,
      ...(request.poNumber ? [`Purchase order: ${request.poNumber}`] : []),
      ...linesOf(request.lines),
      `Delivery to: ${request.shippingAddress}`,
      '',
      `Approve or reject it here: ${link}`,
    ],
  );
}

/** To the buyer: rejected, with the approver's reason. */
export function approvalRejected(
  buyer: { fullName: string; email: string },
  request: Pick<Request, 'number' | 'totalCents'>,
  by: string,
  reason: string,
): OutgoingMail {
  return letterTo(buyer, `Order ${request.number} was not approved`, [
    `${by} did not approve your order ${request.number} of ${formatCents(request.totalCents)}. Nothing was ordered, and the credit it held is free again.`,
    '',
    `Their reason: ${reason}`,
  ]);
}
