import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function OrderTrackingPage() {
  const { slug } = useParams();
  return (
    <PlaceholderPage title="Order Tracking">Delivery progress of order {slug}.</PlaceholderPage>
  );
}
