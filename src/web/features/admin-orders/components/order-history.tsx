import type { AdminOrderDetail } from '#src/shared/schemas/admin-orders';
import { formatDateTime } from '#src/web/components/admin/format';
import { fieldChanges } from '#src/web/components/admin/record-history';

/** A recorded value as text: JSON keeps objects readable, blanks show as a dash. */
const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

type Event = AdminOrderDetail['events'][number];

function describe(event: Event): string {
  const detail = (event.detail ?? {}) as Record<string, unknown>;
  switch (event.kind) {
    case 'placed':
      return 'Order placed';
    case 'delivery-status':
      return `Delivery status: ${show(detail.from)} → ${show(detail.to)}`;
    case 'cancelled':
      return detail.byStaff
        ? `Cancelled by staff${detail.reason ? `: ${show(detail.reason)}` : ''}`
        : 'Cancelled by the customer';
    case 'paid':
      return 'Marked paid';
    case 'reorder-of':
      return `Reorder of order #${show(detail.orderId)}`;
    default:
      return event.kind;
  }
}

/** The audit log's names for what staff did to an order (modules/admin/orders.service). */
const STAFF_ACTIONS: Record<string, string> = {
  'delivery-status': 'Delivery status set',
  cancel: 'Cancelled by staff',
  'mark-paid': 'Marked paid',
};
const staffChanges = fieldChanges(
  {
    deliveryStatus: 'Delivery status',
    status: 'Status',
    isCancellable: 'Customer may cancel',
    paidAt: 'Paid',
    reason: 'Reason',
  },
  {
    isCancellable: (value) => (value ? 'yes' : 'no'),
    status: (value) =>
      value === 'active' ? 'Open' : value === 'cancelled' ? 'Cancelled' : String(value),
    paidAt: (value) => (typeof value === 'string' ? formatDateTime(value) : String(value)),
  },
);

/** What happened to the order (its events) and what staff changed (the audit log). */
export function OrderHistory({ events, audit }: Pick<AdminOrderDetail, 'events' | 'audit'>) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold">Timeline</h3>
        {events.length === 0 ? (
          <p className="mt-2 text-sm text-linen-700">Nothing has happened to this order yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {events.map((event) => (
              <li key={event.id} className="border-l-2 border-walnut-300 pl-3">
                <span className="block">{describe(event)}</span>
                <span className="block text-linen-700">
                  {formatDateTime(event.createdAt)}
                  {event.actorName ? ` · ${event.actorName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Staff changes</h3>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-linen-700">No staff changes recorded.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {audit.map((entry) => (
              <li key={entry.id} className="border-l-2 border-linen-300 pl-3">
                <span className="block font-medium">
                  {STAFF_ACTIONS[entry.action] ?? entry.action}
                </span>
                <span className="block text-linen-700">
                  {formatDateTime(entry.createdAt)} ·{' '}
                  {entry.actorName ?? entry.actorEmail ?? 'unknown'}
                </span>
                <ul className="mt-1 text-linen-800">
                  {staffChanges(entry).map((line) => (
                    <li key={line} className="[overflow-wrap:anywhere]">
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
