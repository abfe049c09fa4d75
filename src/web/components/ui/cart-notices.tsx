import type { RefusedLine } from '../../lib/cart-prices';

/**
 * What the server said of the cart's lines today (lib/cart-prices): the lines whose price
 * moved since they were added, and those that can no longer be ordered as they are.
 */
export function CartNotices({
  changed,
  refused,
}: {
  changed: readonly string[];
  refused: readonly RefusedLine[];
}) {
  return (
    <>
      {refused.length > 0 && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">{REFUSED_LINES}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((line) => (
              <li key={line.key}>
                {line.name} (reference {line.referenceNumber}): {line.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {changed.length > 0 && (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {pricesChangedText(changed)}
        </p>
      )}
    </>
  );
}

export const REFUSED_LINES =
  'These lines cannot be ordered as they are. Remove them, or add them again as they are sold today:';

export const pricesChangedText = (names: readonly string[]) =>
  names.length === 1
    ? `The price of ${names[0]} has changed since it was added to your cart. The cart now shows today's price.`
    : `Prices have changed since these were added to your cart: ${names.join(', ')}. The cart now shows today's prices.`;
