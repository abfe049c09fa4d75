import type { Totals } from '#src/shared/domain/pricing';
import { formatEuro } from '../../lib/format';

/** Subtotal, VAT and order total as a definition list (the cart page and checkout). */
export function OrderTotals({
  totals,
  className = '',
  largeTotal = false,
}: {
  totals: Totals;
  /** Spacing around the list. */
  className?: string;
  /** The order total a size above the other rows. */
  largeTotal?: boolean;
}) {
  const totalClass = `border-t border-linen-200 pt-2 font-semibold ${largeTotal ? 'text-base' : ''}`;
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-y-2 text-sm ${className}`}>
      <dt className="text-linen-700">Subtotal</dt>
      <dd className="text-right">{formatEuro(totals.subtotal)}</dd>
      <dt className="text-linen-700">VAT</dt>
      <dd className="text-right">{formatEuro(totals.vat)}</dd>
      <dt className={totalClass}>Order Total</dt>
      <dd className={`text-right ${totalClass}`}>{formatEuro(totals.total)}</dd>
    </dl>
  );
}
