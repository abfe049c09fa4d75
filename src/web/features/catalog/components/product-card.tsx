import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  PRODUCT_CARD_BODY_CLASS,
  PRODUCT_CARD_CLASS,
  PRODUCT_CARD_LINK_CLASS,
  PRODUCT_CARD_NAME_CLASS,
  productCardImageClass,
} from '#src/shared/site/first-paint';
import {
  CARD_IMAGE_SIZES,
  cardPictureOf,
  PLACEHOLDER_IMAGE,
  srcSetOf,
} from '#src/shared/site/media';
import { formatEuro } from '#src/web/lib/format';
import type { ReturnState } from '#src/web/lib/session';
import { availabilityLabel, OUT_OF_STOCK_LABEL, UNAVAILABLE_LABEL } from '../lib/availability';
import { descriptionPreview } from '../lib/description';
import type { ListedProduct } from '../types';

export const SIGN_IN_FOR_PRICES = 'Sign in to see trade prices';

/** The way to see a hidden price: sign in, then come back to this very page. */
export function SignInForPrices({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const state: ReturnState = { from: { pathname, search } };
  return (
    <Link to="/signin" state={state} className={className}>
      {SIGN_IN_FOR_PRICES}
    </Link>
  );
}

type ProductCardProps = {
  product: ListedProduct;
  /** The Beds category page shows lead time on every card (docs/business-rules.md "Catalogue"). */
  forceLeadTime?: boolean;
  /** In the first row: fetched at once, as the page's largest picture (LCP). */
  priority?: boolean;
};

export function ProductCard({
  product,
  forceLeadTime = false,
  priority = false,
}: ProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const source = cardPictureOf(product) ?? PLACEHOLDER_IMAGE;
  const availability = availabilityLabel(product, { forceLeadTime });
  const unavailable = product.status === 'unavailable';

  return (
    <article className={PRODUCT_CARD_CLASS}>
      <img
        src={imageFailed ? PLACEHOLDER_IMAGE : source}
        srcSet={imageFailed ? undefined : srcSetOf(source)}
        sizes={CARD_IMAGE_SIZES}
        alt=""
        onError={() => {
          setImageFailed(true);
        }}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={800}
        height={600}
        className={productCardImageClass(unavailable)}
      />
      <div className={PRODUCT_CARD_BODY_CLASS}>
        <h2 className={PRODUCT_CARD_NAME_CLASS}>
          {/* The whole card is the link's hit area; the name is its accessible text. */}
          <Link to={`/products/${product.id}`} className={PRODUCT_CARD_LINK_CLASS}>
            {product.product_name}
          </Link>
        </h2>
        <p className="text-sm text-linen-700">{descriptionPreview(product.description)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {typeof product.from_price_euro === 'number' ? (
            // The cheapest configuration a buyer can order, as the product page shows it.
            <p className="text-lg font-semibold text-linen-900">
              <span className="mr-1 text-sm font-normal text-linen-700">From</span>
              {formatEuro(product.from_price_euro)}
            </p>
          ) : (
            // Above the card-wide link, so it takes its own clicks.
            <SignInForPrices className="relative z-10 text-sm font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800" />
          )}
          <p
            className={`text-sm font-medium ${
              availability === OUT_OF_STOCK_LABEL || availability === UNAVAILABLE_LABEL
                ? 'text-red-700'
                : 'text-green-800'
            }`}
          >
            {availability}
          </p>
        </div>
      </div>
    </article>
  );
}
