import { useParams } from 'react-router';
import { ProductDetail } from '../../features/catalog/components/product-detail/product-detail';
import { NotFoundPage } from './not-found-page';

const MAX_ID = 2_147_483_647;

/** "12" → 12; anything that is not a positive whole id (abc, 0, 1.5, 1e3) → undefined. */
function productIdOf(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export function ProductDetailPage() {
  const productId = productIdOf(useParams().id);
  // docs/screens.md "Routes": without a (usable) id the not-found page is shown.
  if (productId === undefined) return <NotFoundPage />;
  return <ProductDetail key={productId} productId={productId} notFound={<NotFoundPage />} />;
}
