import { Link } from 'react-router';
import { QUOTE_ACCEPTED_AWAITING } from '#src/shared/schemas/quotes';
import { formatEuro } from '#src/web/lib/format';
import { isAwaiting, type AcceptQuoteAnswer } from '../api/accept-quote';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

export const ordersPlacedText = (checkoutNumber: string) => `Orders placed: ${checkoutNumber}`;

/** What accepting did: the orders placed (and where to see them), or sent to the approvers. */
export function AcceptResult({ answer }: { answer: AcceptQuoteAnswer }) {
  if (isAwaiting(answer)) {
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
      >
        <p className="font-semibold">{answer.message || QUOTE_ACCEPTED_AWAITING}</p>
        <p className="mt-1 text-sm">
          {answer.checkoutNumber}, {formatEuro(answer.total)} with VAT, waits for an owner or
          approver of your company.{' '}
          <Link to="/account/approvals" className={linkClassName}>
            See Approvals
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
    >
      <p className="font-semibold">{ordersPlacedText(answer.checkoutNumber)}</p>
      <p className="mt-1 text-sm">
        {answer.orders.length === 1 ? '1 order' : `${answer.orders.length} orders`},{' '}
        {formatEuro(answer.total)} with VAT.{' '}
        <Link
          to={`/checkout/confirmation/${encodeURIComponent(answer.checkoutNumber)}`}
          className={linkClassName}
        >
          See the order confirmation
        </Link>
      </p>
    </div>
  );
}
