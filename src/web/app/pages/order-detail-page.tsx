import { useParams } from 'react-router';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { DeliveryProgress } from '../../features/tracking/components/delivery-progress';

export function OrderDetailPage() {
  const { trackingId = '' } = useParams();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Order Details</h1>
      <div className="mt-8">
        <OrderDetail
          key={trackingId}
          trackingId={trackingId}
          renderProgress={(status) => <DeliveryProgress current={status} />}
        />
      </div>
    </section>
  );
}
