import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function OrderDetailPage() {
  const { trackingId } = useParams();
  return (
    <PlaceholderPage title="Order Details">Everything about order {trackingId}.</PlaceholderPage>
  );
}
