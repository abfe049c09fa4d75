import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function ProductDetailPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Product">
      Sizes, fabrics, colours and storage options of product {id}.
    </PlaceholderPage>
  );
}
