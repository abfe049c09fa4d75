import { vatCentsOf } from '#src/shared/domain/pricing';
import { fromCents } from '#src/shared/domain/money';
import { formatEuro } from '#src/web/lib/format';
import { SignInForPrices } from '../product-card';

/**
 * The unit price, its VAT and both together, or (hidden price) a way to see it. `from`:
 * the lowest the choices still open can give, while fabric or colour is to be chosen.
 */
export function ProductPrice({
  unitCents,
  from = false,
}: {
  unitCents: number | null;
  from?: boolean;
}) {
  if (unitCents === null) {
    return (
      <p>
        <SignInForPrices className="font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800" />
      </p>
    );
  }
  const vatCents = vatCentsOf(unitCents);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-lg bg-white p-4 ring-1 ring-linen-200">
      <dt className="text-sm text-linen-700">Price</dt>
      <dd className="text-2xl font-semibold text-linen-950">
        {from && <span className="mr-2 text-base font-normal text-linen-700">From</span>}
        {formatEuro(fromCents(unitCents))}
      </dd>
      <dt className="text-sm text-linen-700">VAT (23%)</dt>
      <dd className="text-sm text-linen-900">{formatEuro(fromCents(vatCents))}</dd>
      <dt className="text-sm text-linen-700">Price incl. VAT</dt>
      <dd className="text-sm font-semibold text-linen-900">
        {formatEuro(fromCents(unitCents + vatCents))}
      </dd>
    </dl>
  );
}
