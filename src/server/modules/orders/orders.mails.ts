import { formatEuro } from '../../../shared/domain/money';
import type { PlacedOrder } from '../../../shared/schemas/orders';
import type { OutgoingMail } from '../../lib/mailer';
import type { PricedLine } from './order-lines';

const SIGN_OFF = '\n\nKind regards,\nThe trade sales team';

/** DECISIONS.md #14: what was ordered, at what price, and how to track each line. */
export function orderConfirmation(
  customer: { fullName: string; email: string },
  placed: PlacedOrder,
  lines: PricedLine[],
  shippingAddress: string,
): OutgoingMail {
  const rows = lines.map((line, i) => {
    const order = placed.orders[i]!;
    const choice = [line.sizeName, line.fabricName, line.fabricColorName, line.storageType]
      .filter(Boolean)
      .join(', ');
    return [
      `${line.item.quantity} × ${line.product.name} (${choice})`,
      `  Your reference: ${order.referenceNumber}`,
      `  Tracking ID: ${order.trackingId}`,
      `  ${formatEuro(line.unitPrice)} + VAT ${formatEuro(line.vat)} each; line total ${formatEuro(line.total)}`,
    ].join('\n');
  });
  const count = placed.orders.length;
  return {
    to: { name: customer.fullName, address: customer.email },
    subject:
      count === 1
        ? `Order confirmation ${placed.orders[0]!.trackingId}`
        : `Order confirmation: ${count} orders`,
    text:
      [
        `Dear ${customer.fullName},`,
        '',
        'Thank you for your order. It is placed on your account:',
        '',
        ...rows,
        '',
        `Subtotal: ${formatEuro(placed.subtotal)}`,
        `VAT: ${formatEuro(placed.vat)}`,
        `Order total: ${formatEuro(placed.total)}`,
        '',
        `Delivery to: ${shippingAddress}`,
        '',
        'You can follow every line under My Orders, or with its tracking ID on our Track page.',
      ].join('\n') + SIGN_OFF,
  };
}
