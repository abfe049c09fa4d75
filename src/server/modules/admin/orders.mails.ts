import type { OutgoingMail } from '../../lib/mailer';
import { letterTo } from '../../lib/letters';
import { orderLine } from '../orders/orders.mails';

// docs/business-rules.md "Mail": the customer hears of every change staff make to an order.

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
  return letterTo(customer, `Order ${order.trackingId}: ${status}`, [
    `Your order ${order.trackingId} is now: ${status}.`,
    '',
    orderLine(order),
    '',
    'You can follow it under My Orders, or with its tracking ID on our Track page.',
  ]);
}

export function cancelledByStaff(
  customer: Customer,
  order: OrderFacts,
  reason: string | undefined,
): OutgoingMail {
  return letterTo(customer, `Order ${order.trackingId} has been cancelled`, [
    `We have cancelled your order ${order.trackingId} on your behalf:`,
    '',
    orderLine(order),
    ...(reason ? ['', `Reason: ${reason}`] : []),
    '',
    'Its amount no longer counts against your credit. Please contact us if you have any questions.',
  ]);
}
