import { StatusBadge } from '#src/web/components/ui/status-badge';

/** Open, Paid or Cancelled: what the order means for the customer's account. */
export function OrderStateBadge({ order }: { order: { status: string; paidAt: string | null } }) {
  if (order.status === 'cancelled') {
    return <StatusBadge tone="bg-red-50 text-red-800 ring-red-200">Cancelled</StatusBadge>;
  }
  if (order.paidAt) {
    return <StatusBadge tone="bg-green-50 text-green-800 ring-green-200">Paid</StatusBadge>;
  }
  return <StatusBadge tone="bg-amber-50 text-amber-900 ring-amber-200">Open</StatusBadge>;
}

/** Where the order is on its way: greyed once the order is cancelled. */
export function DeliveryBadge({ status, cancelled }: { status: string; cancelled: boolean }) {
  const delivered = status.trim().toLowerCase() === 'order delivered';
  const tone = cancelled
    ? 'bg-linen-100 text-linen-700 ring-linen-200 line-through'
    : delivered
      ? 'bg-green-50 text-green-800 ring-green-200'
      : 'bg-sky-50 text-sky-900 ring-sky-200';
  return <StatusBadge tone={tone}>{status}</StatusBadge>;
}
