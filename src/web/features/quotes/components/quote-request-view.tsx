import { Link, useLocation } from 'react-router';
import { Spinner } from '#src/web/components/ui/spinner';
import { useCart } from '#src/web/lib/cart-store';
import { useCompany } from '#src/web/lib/company';
import { quoteLinesOfState } from '#src/web/lib/quote-request';
import { useUserDetails } from '#src/web/lib/user-details';
import { QuoteRequestForm } from './quote-request-form';

export const NOTHING_TO_QUOTE =
  'Your cart is empty: put in the products you want prices for, or ask from a product page.';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

/**
 * What the request is for: the line a product page handed over, else the cart's lines. The
 * form waits for the company's delivery sites, its first choice.
 */
export function QuoteRequestView() {
  const location = useLocation();
  const handed = quoteLinesOfState(location.state as unknown);
  const cart = useCart();
  const items = handed ?? cart;
  const details = useUserDetails();
  const member = Boolean(details.data?.company);
  const company = useCompany(member);

  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-linen-200">
        <p className="text-lg text-linen-900">{NOTHING_TO_QUOTE}</p>
        <Link to="/products" className={`mt-4 inline-block ${linkClassName}`}>
          Browse our products
        </Link>
      </div>
    );
  }
  if (details.isPending || (member && company.isPending)) {
    return <Spinner label="Loading your delivery sites" />;
  }
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-linen-800">
        {handed
          ? 'Ask us a price for this product as configured. Your cart is left as it is.'
          : 'Ask us a price for the lines of your cart: untick those you do not want quoted. Your cart is left as it is.'}
      </p>
      <QuoteRequestForm items={items} sites={company.data?.sites ?? []} />
    </div>
  );
}
