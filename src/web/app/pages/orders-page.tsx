import { AwaitingApprovalNotice } from '../../components/orders/awaiting-approval-notice';
import { MyOrders } from '../../features/orders/components/my-orders';
import { TrackOrderForm } from '../../features/tracking/components/track-order-form';

export function OrdersPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <h1 className="text-3xl sm:text-4xl">My Orders</h1>
        <TrackOrderForm
          label="Tracking ID or Ref No"
          hideLabel
          placeholder="Enter Tracking ID or Ref No"
          className="w-full max-w-md"
        />
      </div>
      <div className="mt-8 space-y-6">
        <AwaitingApprovalNotice />
        <MyOrders />
      </div>
    </section>
  );
}
