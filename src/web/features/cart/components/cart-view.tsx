import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CART_EMPTY, cartTotals, lineKey, TOTALS_INCLUDE_VAT } from '#src/shared/domain/cart';
import {
  CART_COLUMNS_CLASS,
  CART_LINES_CLASS,
  CART_LINES_LABEL,
} from '#src/shared/site/first-paint';
import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { useCart } from '#src/web/lib/cart-store';
import { QUOTE_REQUEST_PATH } from '#src/web/lib/quote-request';
import { useSignedIn, type ReturnState } from '#src/web/lib/session';
import { useCartNotices } from '#src/web/lib/cart-prices';
import { CartNotices } from '#src/web/components/ui/cart-notices';
import { formatDeliveryDay, useDeliveryOptions } from '#src/web/lib/delivery-options';
import { CartLine } from './cart-line';

// Loaded with its dialog's schemas only once the cart is on screen: the cart page is one of
// those measured on a phone, and loads no validation library (docs/performance.md).
const SaveAsList = lazy(() =>
  import('#src/web/components/saved-lists/save-as-list').then((m) => ({ default: m.SaveAsList })),
);

export const LOGIN_TO_VIEW_CART = 'Please login to view cart';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

// After signing in, the visitor comes back to the cart.
const RETURN_TO_CART: ReturnState = { from: { pathname: '/cart', search: '' } };

/**
 * The cart page (docs/screens.md "Cart and checkout"): a visitor is asked to sign in, an empty cart
 * says so, otherwise every line with its quantity and Remove, the totals and the way to checkout.
 * Every change goes through the cart store, so the header follows.
 */
export function CartView() {
  const signedIn = useSignedIn();
  const items = useCart();
  const { changed, refused, stockLeft } = useCartNotices(items);
  // docs/business-rules.md "Delivery days": when the lines can be made and delivered.
  const delivery = useDeliveryOptions(items).data;
  const lineLeadTimes = delivery?.lines.length === items.length ? delivery.lines : undefined;

  if (!signedIn) {
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-linen-200">
        <p className="text-lg text-linen-900">{LOGIN_TO_VIEW_CART}</p>
        <Link
          to="/signin"
          state={RETURN_TO_CART}
          className={`mt-6 inline-block ${primaryButtonClassName}`}
        >
          Login
        </Link>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-linen-200">
        <p className="text-lg text-linen-900">{CART_EMPTY}</p>
        <Link to="/products" className={`mt-4 inline-block ${linkClassName}`}>
          Browse our products
        </Link>
      </div>
    );
  }

  return (
    <div className={CART_COLUMNS_CLASS}>
      <ul aria-label={CART_LINES_LABEL} className={CART_LINES_CLASS}>
        {items.map((item, index) => (
          <CartLine
            key={lineKey(item)}
            item={item}
            lead={index < 2}
            stock={stockLeft(item)}
            leadTime={lineLeadTimes?.[index]?.lead_time.label}
          />
        ))}
      </ul>
      <section
        aria-labelledby="cart-totals-heading"
        className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200"
      >
        {/* Beside the totals they change, not above the lines: the page painted before the
            app (features/cart/first-paint) stays where it was. */}
        <CartNotices changed={changed} refused={refused} />
        <h2 id="cart-totals-heading" className="text-xl">
          Cart totals
        </h2>
        <OrderTotals totals={cartTotals(items)} className="mt-4" />
        <p className="mt-2 text-xs text-linen-700">{TOTALS_INCLUDE_VAT}</p>
        {delivery && (
          <div className="mt-4 rounded-md bg-linen-50 p-3 text-sm text-linen-900">
            <p>{delivery.lead_time.label}</p>
            <p className="mt-1 font-medium">
              Earliest delivery: {formatDeliveryDay(delivery.earliest_on)}
            </p>
            <p className="mt-1 text-xs text-linen-700">You choose the day at checkout.</p>
          </div>
        )}
        <Link to="/checkout" className={`mt-6 block text-center ${primaryButtonClassName}`}>
          Proceed to Checkout
        </Link>
        {/* docs/business-rules.md "Quotes": contract work asks for prices first; the form
            reads these lines and leaves the cart as it is. */}
        <Link
          to={QUOTE_REQUEST_PATH}
          className="mt-3 block rounded-md bg-white px-6 py-3 text-center font-semibold text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100"
        >
          Request a quote
        </Link>
        {/* docs/business-rules.md "Saved lists": these lines, again, for the next rooms. */}
        <Suspense fallback={null}>
          <SaveAsList items={items} />
        </Suspense>
      </section>
    </div>
  );
}
