import { formatEuro } from '../../lib/format';
import { useUserDetails } from '../../lib/user-details';

/**
 * The company's credit in the account menu (docs/screens.md "Layout"): available of the
 * limit, and the member's own limit an order when they have one. Loaded when the menu
 * first opens, so the first page load carries none of it.
 */
export default function HeaderCredit() {
  const { data } = useUserDetails();
  if (!data || data.role !== 'trade') return null;
  const limit = data.company?.spending_limit;
  return (
    <span className="mt-2 block text-sm text-linen-800" data-testid="header-credit">
      <span className="block">
        Credit: {formatEuro(data.available_credit)} of {formatEuro(data.credit_limit)}
      </span>
      {limit !== null && limit !== undefined && (
        <span className="block">Your limit: {formatEuro(limit)} per order</span>
      )}
    </span>
  );
}
