import { dayName } from '#src/shared/domain/calendar-dates';
import { formatCents, formatEuro } from '#src/shared/domain/money';
import { formatPhone } from '#src/shared/domain/phone';
import type { PlacedOrder } from '#src/shared/schemas/orders';
import { letterTo } from '../../lib/letters';
import type { OutgoingMail } from '../../lib/mailer';
import type { ApprovalLine } from '#src/db/schema/orders';

/** "2 × Navan Low Bed (King, Linen, Oat, Ottoman)": a priced line as every mail names it. */
export function lineDescription(line: ApprovalLine): string {
  // Storage is a choice of beds only: "Non Ottoman" says nothing of a footstool.
  const storage = line.isBed ? line.storageType : null;
  const choice = [line.sizeName, line.fabricName, line.fabricColorName, storage]
    .filter(Boolean)
    .join(', ');
  return `${line.quantity} × ${line.productName} (${choice})`;
}

/** Each line of a checkout as its mails describe it, with "your" or "their" reference. */
function checkoutLines(placed: PlacedOrder, lines: ApprovalLine[], whose: 'Your' | 'Their') {
  return lines.map((line, i) => {
    const order = placed.orders[i]!;
    return [
      lineDescription(line),
      `  ${whose} reference: ${order.referenceNumber}`,
      `  Tracking ID: ${order.trackingId}`,
      `  ${formatCents(line.unitPriceCents)} + VAT ${formatCents(line.vatCents)} each; line total ${formatCents(line.totalPriceCents)}`,
    ].join('\n');
  });
}

const totalsOf = (placed: PlacedOrder) => [
  `Subtotal: ${formatEuro(placed.subtotal)}`,
  `VAT: ${formatEuro(placed.vat)}`,
  `Order total: ${formatEuro(placed.total)}`,
];

/** docs/business-rules.md "Mail": what was ordered, at what price, and how to track each line. */
/** The checkout's number, and the buyer's purchase-order number when they gave one. */
const checkoutHeading = (placed: PlacedOrder, whose: 'Your' | 'Their') => [
  `Checkout number: ${placed.checkoutNumber}`,
  ...(placed.poNumber ? [`${whose} purchase order: ${placed.poNumber}`] : []),
];

/** The delivery day the checkout booked, in a line (docs/business-rules.md "Delivery days"). */
const deliveryDayLine = (placed: PlacedOrder, confirm: string): string[] => {
  if (!placed.delivery) return [];
  return placed.delivery.day
    ? [`Delivery day asked for: ${dayName(placed.delivery.day)} (${confirm})`]
    : ['Delivery day: to agree (no delivery day could be booked for this address yet)'];
};

export function orderConfirmation(
  customer: { fullName: string; email: string },
  placed: PlacedOrder,
  lines: ApprovalLine[],
  shippingAddress: string,
): OutgoingMail {
  const count = placed.orders.length;
  return letterTo(
    customer,
    count === 1
      ? `Order confirmation ${placed.orders[0]!.trackingId}`
      : `Order confirmation: ${count} orders`,
    [
      'Thank you for your order. It is placed on your account:',
      '',
      ...checkoutHeading(placed, 'Your'),
      '',
      ...checkoutLines(placed, lines, 'Your'),
      '',
      ...totalsOf(placed),
      '',
      `Delivery to: ${shippingAddress}`,
      ...deliveryDayLine(placed, 'we confirm it with you before the day'),
      '',
      'You can follow every line under My Orders, or with its tracking ID on our Track page.',
    ],
  );
}

/** The shop's inbox hears of every new order; a reply goes to the buyer. */
export function newOrderToStaff(
  customer: { fullName: string; email: string; companyName: string },
  placed: PlacedOrder,
  lines: ApprovalLine[],
  shippingAddress: string,
  inbox: string,
  site?: { contactName: string; contactPhone: string; deliveryNotes: string },
): OutgoingMail {
  const contact = site
    ? [site.contactName, site.contactPhone && formatPhone(site.contactPhone)].filter(Boolean)
    : [];
  const count = placed.orders.length;
  return {
    to: inbox,
    replyTo: { name: customer.fullName, address: customer.email },
    subject: `New order from ${customer.companyName}: ${count === 1 ? placed.orders[0]!.trackingId : `${count} orders`}, ${formatEuro(placed.total)}`,
    text: [
      `${customer.fullName} (${customer.companyName}, ${customer.email}) placed checkout ${placed.checkoutNumber} on account:`,
      '',
      ...checkoutHeading(placed, 'Their'),
      '',
      ...checkoutLines(placed, lines, 'Their'),
      '',
      ...totalsOf(placed),
      '',
      `Delivery to: ${shippingAddress}`,
      ...deliveryDayLine(placed, 'to confirm in the delivery planner'),
      ...(contact.length > 0 ? [`Site contact: ${contact.join(', ')}`] : []),
      ...(site?.deliveryNotes ? [`Delivery notes: ${site.deliveryNotes}`] : []),
      '',
      'The orders are in the admin console under Orders. Reply to this email to write to the buyer.',
    ].join('\n'),
  };
}

interface CancelledOrder {
  trackingId: string;
  referenceNumber: string;
  productName: string;
  quantity: number;
  totalPriceCents: number;
}

/** One order in a mail to its buyer: "2 × Navan Low Bed (your reference: ROOM-12)". */
export const orderLine = (order: {
  quantity: number;
  productName: string;
  referenceNumber: string;
}) => `${order.quantity} × ${order.productName} (your reference: ${order.referenceNumber})`;

const cancelledLine = (order: CancelledOrder) =>
  `${orderLine(order)}, ${formatCents(order.totalPriceCents)}`;

/** docs/business-rules.md "Mail": the buyer's own cancellation, confirmed to them. */
export function cancelledByCustomer(
  customer: { fullName: string; email: string },
  order: CancelledOrder & { paid: boolean },
): OutgoingMail {
  return letterTo(customer, `Order ${order.trackingId} has been cancelled`, [
    `As you asked, we have cancelled your order ${order.trackingId}:`,
    '',
    cancelledLine(order),
    '',
    order.paid
      ? 'You had paid for it: our accounts team will be in touch about the refund.'
      : 'Its amount no longer counts against your credit.',
  ]);
}

/** The shop's inbox hears of it too: a made-to-order piece may already be in hand. */
export function cancellationToStaff(
  customer: { fullName: string; email: string; companyName: string },
  order: CancelledOrder & { paid: boolean },
  inbox: string,
): OutgoingMail {
  return {
    to: inbox,
    subject: `Order ${order.trackingId} cancelled by ${customer.companyName}`,
    text: [
      `${customer.fullName} (${customer.companyName}, ${customer.email}) cancelled order ${order.trackingId}:`,
      '',
      cancelledLine(order).replace('your reference', 'their reference'),
      '',
      order.paid ? 'The order was marked paid: a refund is due.' : 'The order was not marked paid.',
      'Stop its production and delivery if either has started.',
    ].join('\n'),
  };
}
