import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { serverMessage } from '../../lib/form-errors';
import { reorderAll, type ReorderLine } from '../../lib/reorder';

const buttonClassName =
  'rounded-md border border-walnut-700 px-3 py-1.5 text-sm font-medium text-walnut-700 hover:bg-walnut-50 disabled:cursor-not-allowed disabled:opacity-60';
const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

const addedText = (added: number) =>
  added === 0
    ? 'Nothing was added to your cart.'
    : `${added === 1 ? '1 line' : `${added} lines`} added to your cart at today's prices.`;

/**
 * "Reorder all" on a checkout (its confirmation, My Orders by checkout): its lines go into
 * the cart at today's prices, and the lines that cannot are named with the reason
 * (docs/screens.md "My Orders and tracking"). Nothing is ordered until checkout.
 */
export function ReorderAll({
  checkoutNumber,
  orders,
  label = 'Reorder all',
}: {
  checkoutNumber: string;
  orders: readonly ReorderLine[];
  /** "Put back in cart" for a checkout that was withdrawn or rejected before ordering. */
  label?: string;
}) {
  const mutation = useMutation({ mutationFn: () => reorderAll(orders) });
  const result = mutation.data;
  return (
    <div className="space-y-2 text-sm">
      <button
        type="button"
        className={buttonClassName}
        disabled={mutation.isPending}
        aria-describedby={`reorder-all-${checkoutNumber}`}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? 'Adding to cart…' : label}
      </button>
      <p id={`reorder-all-${checkoutNumber}`} className="sr-only">
        Puts every line of {checkoutNumber} in your cart at today&apos;s prices
      </p>
      <div role="status" aria-live="polite">
        {result && (
          <div className="space-y-1">
            <p>
              {addedText(result.added)}{' '}
              {result.added > 0 && (
                <Link to="/cart" className={linkClassName}>
                  View cart
                </Link>
              )}
            </p>
            {result.flagged.length > 0 && (
              <ul className="list-disc space-y-1 pl-5 text-amber-900">
                {result.flagged.map((line, index) => (
                  <li key={`${line.trackingId}-${index}`}>
                    <span className="font-medium">{line.name}</span> ({line.referenceNumber}):{' '}
                    {line.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {mutation.isError && (
        <p role="alert" className="text-red-700">
          {serverMessage(mutation.error) ?? GENERIC_ERROR_MESSAGE}
        </p>
      )}
    </div>
  );
}
