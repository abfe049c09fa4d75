import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApprovals } from '../../lib/approvals';
import { useSignedIn } from '../../lib/session';
import { getUserDetailsQueryOptions } from '../../lib/user-details';

/**
 * My Orders' line about checkouts awaiting approval (docs/screens.md "My Orders and
 * tracking"): a buyer's own, or every member's for those who decide or see them; when none
 * wait, a link to the decided ones. Nothing for an account of no company.
 */
export function AwaitingApprovalNotice() {
  // Asked only when signed in (an account of no company is answered 403: nothing shown).
  const approvals = useApprovals('awaiting', useSignedIn());
  const waiting = approvals.data?.approvals ?? [];
  // Whose they are, once there are any.
  const details = useQuery({ ...getUserDetailsQueryOptions(), enabled: waiting.length > 0 });
  // None waiting: the way to the decided ones, for members of a company (others: 403).
  if (waiting.length === 0) {
    return approvals.data ? (
      <p className="text-sm">
        <Link to="/account/approvals" className="font-medium text-walnut-700 underline">
          Approvals
        </Link>
      </p>
    ) : null;
  }
  const mine = waiting.filter((a) => a.buyer.id === details.data?.id).length;
  const what =
    waiting.length === 1
      ? '1 order is awaiting approval'
      : `${waiting.length} orders are awaiting approval`;
  return (
    <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      {what}
      {mine > 0 && mine < waiting.length ? ` (${mine} of them yours)` : ''}.{' '}
      <Link to="/account/approvals" className="font-semibold underline hover:text-amber-950">
        {`${approvals.data?.can_approve ? 'Review' : 'See'} ${waiting.length === 1 ? 'it' : 'them'}`}
      </Link>
    </p>
  );
}
