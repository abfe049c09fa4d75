/**
 * Order rules shared by the server (which enforces them) and the screens (which only
 * mirror them): tabs of My Orders, whether Cancel is offered, tracking progress.
 */

export const ORDER_TABS = ['Active', 'Cancelled', 'Delivered'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const SCHEDULED = 'scheduled';
export const ORDER_DELIVERED = 'order delivered';

interface OrderState {
  status: string;
  deliveryStatus: string;
  isCancelled: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b;

/**
 * docs/business-rules.md "Order tabs": Cancelled = status cancelled; Delivered = delivered; else
 * Active.
 */
export function orderTab(order: Pick<OrderState, 'status' | 'deliveryStatus'>): OrderTab {
  if (same(order.status, 'cancelled')) return 'Cancelled';
  if (same(order.deliveryStatus, ORDER_DELIVERED)) return 'Delivered';
  return 'Active';
}

/**
 * docs/business-rules.md "Cancellation": while not cancelled, while `isCancelled` ("may be
 * cancelled") holds, and while the delivery status is neither Scheduled nor Order Delivered.
 */
export function canCancel(order: OrderState): boolean {
  return (
    !same(order.status, 'cancelled') &&
    order.isCancelled &&
    !same(order.deliveryStatus, SCHEDULED) &&
    !same(order.deliveryStatus, ORDER_DELIVERED)
  );
}

export type StepState = 'complete' | 'current' | 'pending';

/**
 * docs/business-rules.md "Delivery statuses": statuses before the current one are complete, the
 * current one (matched case-insensitively) is highlighted, later ones are pending. An unknown
 * current status leaves every step pending.
 */
export function statusProgress(
  statuses: readonly string[],
  current: string,
): Array<{ status: string; state: StepState }> {
  const at = statuses.findIndex((status) => same(status, current.trim().toLowerCase()));
  return statuses.map((status, i) => ({
    status,
    state: at === -1 || i > at ? 'pending' : i === at ? 'current' : 'complete',
  }));
}
