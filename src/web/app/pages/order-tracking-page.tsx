import { useParams } from 'react-router';
import { OrderTracking } from '../../features/tracking/components/order-tracking';

export function OrderTrackingPage() {
  // The route's one parameter is a tracking ID or a reference number (docs/screens.md "Routes").
  const { slug = '' } = useParams();
  return <OrderTracking key={slug} slug={slug} />;
}
