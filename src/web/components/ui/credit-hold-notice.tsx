import { Link } from 'react-router';
import { seesCompanyDocuments } from '#src/shared/domain/companies';
import type { UserDetails } from '#src/shared/schemas/accounts';

/** Said while the company is on credit hold (docs/business-rules.md "Invoices and payments"). */
export const onHoldText = (days: number) =>
  `Your account is on hold: an invoice is more than ${days} days overdue. ` +
  'Checkout and approvals are paused until it is paid.';

/** Beside a disabled Confirm Order or Approve: why it cannot be pressed. */
export const ON_HOLD_DISABLED = 'Ordering is paused while your account is on hold.';

export const SEE_INVOICES = 'See your invoices';
/** A member who cannot read the invoices (buyers) is told who can. */
export const ASK_ABOUT_INVOICES =
  'Your company’s owner, approvers and accounts members can see its invoices.';

/** The credit hold the member's details tell of (GET /api/user/details), if any. */
export const creditHoldOf = (user: UserDetails | undefined) =>
  user?.on_credit_hold === true ? { days: user.credit_hold_days } : undefined;

/**
 * A lasting notice while the member's company is on credit hold (checkout, approvals,
 * reorder): why, and the way to its invoices when the member may read them. The server
 * refuses the order or approval whatever this says.
 */
export function CreditHoldNotice({
  user,
  id,
  className = '',
  announce = true,
}: {
  user: UserDetails | undefined;
  /** For the aria-describedby of the control it disables. */
  id?: string;
  className?: string;
  /** Read out as an alert; false where the same notice is already announced on the page. */
  announce?: boolean;
}) {
  const hold = creditHoldOf(user);
  if (!hold) return null;
  const role = user?.company?.role;
  return (
    <div
      id={id}
      role={announce ? 'alert' : undefined}
      className={`rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800 ${className}`}
    >
      <p className="font-medium">{onHoldText(hold.days)}</p>
      <p className="mt-1">
        {role !== undefined && seesCompanyDocuments(role) ? (
          <Link
            to="/account/invoices?status=overdue"
            className="font-semibold underline hover:text-red-900"
          >
            {SEE_INVOICES}
          </Link>
        ) : (
          ASK_ABOUT_INVOICES
        )}
      </p>
    </div>
  );
}
