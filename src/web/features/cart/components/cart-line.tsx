import { Link } from 'react-router';
import { lineKey, lineTotalOf, type CartItem } from '#src/shared/domain/cart';
import {
  CART_LINE_CLASS,
  CART_LINE_LINK_CLASS,
  CART_LINE_NAME_CLASS,
  CART_LINE_TEXT_CLASS,
  CART_THUMB_CLASS,
} from '#src/shared/site/first-paint';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { QuantityInput } from '#src/web/components/ui/quantity-input';
import { removeFromCart, updateCartLine } from '#src/web/lib/cart-store';
import { formatEuro } from '#src/web/lib/format';

export const NOT_PROVIDED = 'Not provided';

/** What the buyer chose, in the order the product page asks for it. */
function choicesOf(item: CartItem): [string, string][] {
  const choices: [string, string][] = [['Size', item.size]];
  if (item.fabric) choices.push(['Fabric', item.fabric]);
  if (item.fabricColor) choices.push(['Colour', item.fabricColor]);
  // Only beds offer storage; "Non Ottoman" is the no-storage default.
  if (item.storageType !== 'Non Ottoman') choices.push(['Storage', item.storageType]);
  choices.push(['Reference Number', item.referenceNumber.trim() || NOT_PROVIDED]);
  if (item.specialQuote.text.trim()) {
    choices.push(['Special instructions', item.specialQuote.text.trim()]);
  }
  if (item.specialQuote.fileName) choices.push(['Quote file', item.specialQuote.fileName]);
  return choices;
}

/** One line of the cart page: picture, name, choices, prices, quantity and Remove. */
export function CartLine({
  item,
  lead = false,
  stock = null,
  leadTime,
}: {
  item: CartItem;
  lead?: boolean;
  /** The units this line may have, for a product sold from stock (else null). */
  stock?: number | null;
  /** "Made to order: ready in N–M working days", once known. */
  leadTime?: string | undefined;
}) {
  const key = lineKey(item);
  return (
    <li className={CART_LINE_CLASS}>
      <ProductThumb
        src={item.image}
        className={CART_THUMB_CLASS}
        // The first lines are the page's largest paint: fetched at once.
        eager={lead}
      />
      <div className={CART_LINE_TEXT_CLASS}>
        <h2 className={CART_LINE_NAME_CLASS}>
          <Link to={`/products/${item.id}`} className={CART_LINE_LINK_CLASS}>
            {item.product_name}
          </Link>
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {choicesOf(item).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-linen-700">{label}</dt>
              <dd className="break-words text-linen-900">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-linen-700">Unit price (ex VAT)</dt>
            <dd className="text-linen-900">{formatEuro(item.price)}</dd>
          </div>
        </dl>
        {leadTime && <p className="mt-2 text-sm text-linen-800">{leadTime}</p>}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
        <QuantityInput
          name={item.product_name}
          value={item.quantity}
          stock={stock}
          onChange={(quantity) => {
            updateCartLine(key, { quantity });
          }}
        />
        <p className="text-right">
          <span className="block text-xs text-linen-700">Line total (inc VAT)</span>
          <span className="text-lg font-semibold text-linen-950">
            {formatEuro(lineTotalOf(item))}
          </span>
        </p>
        <button
          type="button"
          aria-label={`Remove ${item.product_name}`}
          onClick={() => {
            removeFromCart(key);
          }}
          className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
        >
          Remove
        </button>
      </div>
    </li>
  );
}
