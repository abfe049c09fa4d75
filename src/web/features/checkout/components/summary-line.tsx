import { lineKey, lineTotalOf, type CartItem } from '#src/shared/domain/cart';
import { ProductThumb } from '#src/web/components/ui/product-thumb';
import { QuantityInput } from '#src/web/components/ui/quantity-input';
import { removeFromCart, updateCartLine } from '#src/web/lib/cart-store';
import { formatEuro } from '#src/web/lib/format';
import { ReferenceEditor } from './reference-editor';

function choicesOf(item: CartItem): string {
  return [
    item.size,
    item.fabric,
    item.fabricColor,
    item.storageType === 'Non Ottoman' ? null : item.storageType,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One line of the order summary: name, picture, line price, Remove, quantity and the
 * line's reference number. `locked` while the order is being placed: the cart that is
 * sent is the cart on screen.
 */
export function SummaryLine({
  item,
  locked,
  stock,
  focusReference,
  onReferenceSaved,
  onQuantityProblem,
}: {
  item: CartItem;
  locked: boolean;
  /** The units this line may have, for a product sold from stock (else null). */
  stock: number | null;
  focusReference: boolean;
  /** The line's key after the save (the reference is part of it). */
  onReferenceSaved: (newKey: string) => void;
  /** Why the quantity typed is refused, or null: Confirm Order waits for it. */
  onQuantityProblem: (message: string | null) => void;
}) {
  const key = lineKey(item);
  return (
    <li className="py-4">
      <div className="flex gap-3">
        <ProductThumb src={item.image} className="size-16 rounded-md bg-linen-200" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h3 className="leading-snug font-semibold text-linen-950">{item.product_name}</h3>
            <p className="font-semibold whitespace-nowrap text-linen-950">
              {formatEuro(lineTotalOf(item))}
            </p>
          </div>
          <p className="text-sm text-linen-700">{choicesOf(item)}</p>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <QuantityInput
              name={item.product_name}
              value={item.quantity}
              stock={stock}
              disabled={locked}
              onChange={(quantity) => {
                updateCartLine(key, { quantity });
              }}
              onProblem={onQuantityProblem}
            />
            <button
              type="button"
              aria-label={`Remove ${item.product_name}`}
              disabled={locked}
              onClick={() => {
                removeFromCart(key);
              }}
              className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Remove
            </button>
          </div>
        </div>
      </div>
      <div className="mt-3">
        <ReferenceEditor
          name={item.product_name}
          value={item.referenceNumber}
          disabled={locked}
          focusOnMount={focusReference}
          onSave={(referenceNumber) => {
            updateCartLine(key, { referenceNumber });
            onReferenceSaved(lineKey({ ...item, referenceNumber }));
          }}
        />
      </div>
    </li>
  );
}
