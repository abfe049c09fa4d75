import { useState } from 'react';
import { Link } from 'react-router';
import {
  cartTotals,
  lineKey,
  lineOptions,
  lineTotalOf,
  TOTALS_INCLUDE_VAT,
  type CartItem,
} from '#src/shared/domain/cart';
import { PLACEHOLDER_IMAGE } from '#src/shared/site/media';
import { formatEuro } from '../../lib/format';

export const CART_EMPTY_TEXT = 'Your cart is empty';

const ACTION =
  'flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut-700';

function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
      className="size-14 shrink-0 rounded-md bg-linen-200 object-cover"
    />
  );
}

/** The open popover's content: each line, the order total, View cart and Check out. */
export function CartPopoverPanel({
  items,
  onNavigate,
}: {
  items: readonly CartItem[];
  onNavigate: () => void;
}) {
  if (items.length === 0) {
    return <p className="py-4 text-center text-sm text-linen-700">{CART_EMPTY_TEXT}</p>;
  }
  return (
    <>
      <ul
        aria-label="Cart items"
        className="-mx-1 max-h-80 divide-y divide-linen-200 overflow-y-auto px-1"
      >
        {items.map((item) => (
          <li key={lineKey(item)} className="flex items-center gap-3 py-3 first:pt-0">
            <Thumb src={item.image} />
            <div className="min-w-0 flex-1 text-sm">
              <Link
                to={`/products/${item.id}`}
                onClick={onNavigate}
                className="line-clamp-2 font-semibold hover:text-walnut-700"
              >
                {item.product_name}
              </Link>
              {lineOptions(item).length > 0 && (
                <p className="text-xs text-linen-700">{lineOptions(item).join(' · ')}</p>
              )}
              <p className="text-xs text-linen-700">
                Ref: {item.referenceNumber.trim() || 'not given yet'}
              </p>
              <p className="text-linen-700">Qty: {item.quantity}</p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap">
              {formatEuro(lineTotalOf(item))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-linen-200 pt-3 font-semibold">
        <span>Order Total</span>
        <span>{formatEuro(cartTotals(items).total)}</span>
      </p>
      <p className="text-xs text-linen-700">{TOTALS_INCLUDE_VAT}</p>
      <div className="mt-4 flex gap-2">
        <Link
          to="/cart"
          onClick={onNavigate}
          className={`${ACTION} border border-walnut-700 text-walnut-700 hover:bg-linen-100`}
        >
          View cart
        </Link>
        <Link
          to="/checkout"
          onClick={onNavigate}
          className={`${ACTION} bg-walnut-700 text-white hover:bg-walnut-800`}
        >
          Check out
        </Link>
      </div>
    </>
  );
}
