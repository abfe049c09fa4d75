import { useRef, useState } from 'react';
import { cartTotals, lineKey, type CartItem } from '#src/shared/domain/cart';
import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { SummaryLine } from './summary-line';

/**
 * The right-hand column: every line (editable until the order is sent), the totals, the
 * Taxes and Shipping notes, the message that stops the order if any, and Confirm Order.
 */
export function OrderSummary({
  items,
  busy,
  blocked = false,
  notice,
  stockLeft,
  onConfirm,
}: {
  items: readonly CartItem[];
  busy: boolean;
  /** The order cannot go whatever is changed here (credit hold): the button is disabled. */
  blocked?: boolean;
  /** The units a line may have, for a product sold from stock (else null). */
  stockLeft: (item: CartItem) => number | null;
  /** Why the order cannot go (yet), shown above the button. */
  notice: string;
  onConfirm: () => void;
}) {
  // The line whose reference was just saved, under its new key: its Edit keeps focus.
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // Lines whose typed quantity is refused (they still hold their last valid one): the
  // order waits until the buyer corrects them rather than send a number not on screen.
  const [quantityProblems, setQuantityProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const keys = new Set(items.map(lineKey));
  const unsettled = items.filter((item) => quantityProblems.has(lineKey(item)));
  const [pressed, setPressed] = useState(false);
  const quantityNotice =
    pressed && unsettled.length > 0
      ? `Correct the quantity of ${unsettled.map((item) => item.product_name).join(', ')} first.`
      : '';

  const noteProblem = (key: string, message: string | null) => {
    setQuantityProblems((before) => {
      const after = new Map([...before].filter(([known]) => keys.has(known)));
      if (message) after.set(key, message);
      else after.delete(key);
      return after;
    });
  };

  const confirm = () => {
    if (unsettled.length > 0) {
      setPressed(true);
      section.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    setPressed(false);
    onConfirm();
  };

  return (
    <section
      ref={section}
      aria-labelledby="order-summary-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-linen-200 lg:sticky lg:top-28"
    >
      <h2 id="order-summary-heading" className="text-xl">
        Order summary
      </h2>
      <ul aria-label="Order lines" className="mt-2 divide-y divide-linen-200">
        {items.map((item) => {
          const key = lineKey(item);
          return (
            <SummaryLine
              key={key}
              item={item}
              locked={busy}
              stock={stockLeft(item)}
              focusReference={key === savedKey}
              onReferenceSaved={setSavedKey}
              onQuantityProblem={(message) => {
                noteProblem(key, message);
              }}
            />
          );
        })}
      </ul>
      <OrderTotals
        totals={cartTotals(items)}
        largeTotal
        className="mt-2 border-t border-linen-200 pt-4"
      />
      <div className="mt-4 space-y-2 text-xs text-linen-700">
        <p>
          <span className="font-semibold text-linen-900">Taxes:</span> VAT at 23% is included in the
          order total.
        </p>
        <p>
          <span className="font-semibold text-linen-900">Shipping:</span> our own crews deliver to
          the shipping address you give here, on the delivery day chosen in the shipping step; we
          confirm the day with you.
        </p>
      </div>
      <p
        id="confirm-order-notice"
        role="alert"
        className="mt-4 min-h-5 text-sm font-medium text-red-700"
      >
        {quantityNotice || notice}
      </p>
      <button
        type="button"
        onClick={confirm}
        disabled={busy || blocked}
        aria-describedby={blocked ? 'confirm-order-notice' : undefined}
        aria-busy={busy}
        className={`mt-2 w-full ${primaryButtonClassName}`}
      >
        {busy ? 'Processing...' : 'Confirm Order'}
      </button>
    </section>
  );
}
