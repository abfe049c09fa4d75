import type { OutgoingMail } from '../../lib/mailer';
import { orderLine } from '../orders/orders.mails';

// DECISIONS.md #14: the customer hears of every change staff make to an order.

const SIGN_OFF = '\n\nKind regards,\nThe trade sales team';

interface Customer {
  fullName: string;
  email: string;
}
interface OrderFacts {
  trackingId: string;
  referenceNumber: string;
  productName: string;
  quantity: number;
}

export function deliveryStatusChanged(
  customer: Customer,
  order: OrderFacts,
  status: string,
): OutgoingMail {
  return {
    to: { name: customer.fullName, address: customer.email },
    subject: `Order ${order.trackingId}: ${status}`,
    text:
      [
        `Dear ${customer.fullName},`,
        '',
        `Your order ${order.trackingId} is now: ${status}.`,
        '',
        orderLine(order),
        '',
        'You can follow it under My Orders, or with its tracking ID on our Track page.',
      ].join('\n') + SIGN_OFF,
  };
}

export function cancelledByStaff(
  customer: Customer,
  order: OrderFacts,
  reason: string | undefined,
): OutgoingMail {
  return {
    to: { name: customer.fullName, address: customer.email },
    subject: `Order ${order.trackingId} has been cancelled`,
    text:
      [
        `Dear ${customer.fullName},`,
        '',
        `We have cancelled your order ${order.trackingId} on your behalf:`,
        '',
        orderLine(order),
        ...(reason ? ['', `Reason: ${reason}`] : []),
        '',
        'Its amount no longer counts against your credit. Please contact us if you have any questions.',
      ].join('\n') + SIGN_OFF,
  };
}
