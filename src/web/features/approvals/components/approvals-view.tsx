import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REASON_MAX, rejectBody, type Approval } from '#src/shared/schemas/approvals';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { CreditHoldNotice } from '#src/web/components/ui/credit-hold-notice';
import { inputClassName } from '#src/web/components/ui/form-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { StatusBadge } from '#src/web/components/ui/status-badge';
import { ApiError } from '#src/web/lib/api-client';
import { useApprovals } from '#src/web/lib/approvals';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useUserDetails } from '#src/web/lib/user-details';
import { formatDeliveryDay } from '#src/web/lib/delivery-options';
import { ReorderAll } from '#src/web/components/orders/reorder-all';
import { useDecide } from '../api/decide';

// docs/screens.md "Account screens": checkouts above a buyer's limit, and what owners and
// approvers decide (docs/business-rules.md "Approvals").

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';
const buttonClassName =
  'rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const STATE_LABELS: Record<Approval['state'], { label: string; tone: string }> = {
  awaiting: { label: 'Awaiting approval', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  approved: { label: 'Approved', tone: 'bg-green-50 text-green-800 ring-green-300' },
  rejected: { label: 'Rejected', tone: 'bg-red-50 text-red-800 ring-red-300' },
  withdrawn: { label: 'Withdrawn', tone: 'bg-linen-100 text-linen-800 ring-linen-300' },
};

/** Beside the disabled Approve while the company is on credit hold. */
export const ON_HOLD_APPROVE = 'Approving is paused while your account is on hold.';

const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

function Lines({ approval }: { approval: Approval }) {
  return (
    <ul className="divide-y divide-linen-200 border-y border-linen-200">
      {approval.lines.map((line, index) => (
        <li key={index} className="flex justify-between gap-4 py-2 text-sm">
          <span>
            <span className="font-medium text-linen-950">
              {line.quantity} × {line.product_name}
            </span>
            <span className="block text-linen-700">
              {[
                line.size_name,
                line.fabric_name,
                line.fabric_color_name,
                line.storageType === 'Non Ottoman' ? null : line.storageType,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="block text-linen-700">Reference: {line.referenceNumber}</span>
          </span>
          <span className="shrink-0 font-semibold">{formatEuro(line.total_price)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Approve (after a confirmation), or reject with the reason the buyer is mailed. */
function Decide({ approval, onHold }: { approval: Approval; onHold: boolean }) {
  const decide = useDecide();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState('');
  const id = useId();
  const number = approval.checkoutNumber;
  const count = approval.lines.length;

  function reject() {
    const parsed = rejectBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setFailure('');
    decide.mutate(
      { action: 'reject', number, reason: parsed.data.reason },
      {
        onError: (error) => {
          setFailure(failureOf(error));
        },
      },
    );
  }

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Approve ${number}?`}
          description={`This places ${count === 1 ? 'its order' : `its ${count} orders`} for ${approval.buyer.full_name}, ${formatEuro(approval.total)} with VAT, on your company's account.`}
          confirmLabel="Approve and place"
          busyLabel="Placing…"
          busy={decide.isPending}
          lockWhileBusy
          error={failure || undefined}
          trigger={{
            label: 'Approve',
            className: `${buttonClassName} bg-walnut-700 text-white hover:bg-walnut-800`,
            // On credit hold the server refuses it (docs/business-rules.md "Invoices and
            // payments"); the notice above the list says why.
            disabled: onHold,
            describedBy: onHold ? `${id}-hold` : undefined,
          }}
          onConfirm={() => {
            setFailure('');
            decide.mutate(
              { action: 'approve', number },
              {
                onSuccess: () => {
                  setConfirming(false);
                },
                onError: (error) => {
                  setFailure(failureOf(error));
                },
              },
            );
          }}
        />
        {!rejecting && (
          <button
            type="button"
            onClick={() => {
              setRejecting(true);
            }}
            className={`${buttonClassName} bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50`}
          >
            Reject
          </button>
        )}
      </div>
      {onHold && (
        <p id={`${id}-hold`} className="text-sm font-medium text-red-700">
          {ON_HOLD_APPROVE}
        </p>
      )}
      {rejecting && (
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-linen-900">
            Why is it rejected? {approval.buyer.full_name} reads this.
          </label>
          <textarea
            id={id}
            rows={2}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError('');
            }}
            className={`mt-1 ${inputClassName}`}
          />
          <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
            {reasonError || failure}
          </p>
          <p className="text-xs text-linen-700">
            {reason.trim().length}/{REASON_MAX}
          </p>
          <div className="mt-2 flex gap-3">
            <button
              type="button"
              disabled={decide.isPending}
              onClick={reject}
              className={`${buttonClassName} bg-red-700 text-white hover:bg-red-800`}
            >
              {decide.isPending ? 'Rejecting…' : 'Reject order'}
            </button>
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => {
                setRejecting(false);
              }}
              className={`${buttonClassName} bg-white text-linen-900 ring-1 ring-linen-300`}
            >
              Go back
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function Withdraw({ number }: { number: string }) {
  const decide = useDecide();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState('');
  return (
    <div className="mt-4">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Withdraw ${number}?`}
        description="Nothing is ordered, and the credit it holds is free again."
        confirmLabel="Withdraw"
        busyLabel="Withdrawing…"
        danger
        busy={decide.isPending}
        error={failure || undefined}
        trigger={{
          label: 'Withdraw',
          className: `${buttonClassName} bg-white text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100`,
        }}
        onConfirm={() => {
          setFailure('');
          decide.mutate(
            { action: 'withdraw', number },
            {
              onSuccess: () => {
                setOpen(false);
              },
              onError: (error) => {
                setFailure(failureOf(error));
              },
            },
          );
        }}
      />
    </div>
  );
}

function ApprovalCard({
  approval,
  viewerId,
  canApprove,
  onHold,
  sent,
}: {
  approval: Approval;
  viewerId: number | undefined;
  canApprove: boolean;
  /** The company is on credit hold: nothing can be approved. */
  onHold: boolean;
  sent: boolean;
}) {
  const state = STATE_LABELS[approval.state];
  const own = approval.buyer.id === viewerId;
  return (
    <article
      id={approval.checkoutNumber}
      aria-labelledby={`${approval.checkoutNumber}-title`}
      className={`rounded-lg bg-white p-5 shadow-sm ring-1 ${sent ? 'ring-2 ring-walnut-600' : 'ring-linen-200'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${approval.checkoutNumber}-title`} className="text-lg font-semibold">
            {approval.checkoutNumber}
          </h2>
          <p className="text-sm text-linen-700">
            {own ? 'You' : approval.buyer.full_name} · {formatDate(approval.requestedAt)}
            {approval.poNumber && <> · PO {approval.poNumber}</>}
          </p>
        </div>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </header>
      <p className="mt-2 text-sm text-linen-800">
        {formatEuro(approval.total)} with VAT, above {own ? 'your' : 'their'} limit of{' '}
        {formatEuro(approval.spending_limit)} per order. Delivery to {approval.shipping_address}
        {approval.delivery_day
          ? `, on ${formatDeliveryDay(approval.delivery_day)} if that day can still be had when approved (else the earliest possible).`
          : ', the earliest possible day.'}
      </p>
      <div className="mt-3">
        <Lines approval={approval} />
        <OrderTotals totals={approval} className="mt-3 ml-auto max-w-xs" />
      </div>
      {approval.state !== 'awaiting' && (
        <p className="mt-3 text-sm text-linen-800">
          {state.label}
          {approval.decided_by && ` by ${approval.decided_by}`}
          {approval.decidedAt && ` on ${formatDate(approval.decidedAt)}`}.
          {approval.reason && <> Reason: {approval.reason}</>}
          {approval.state === 'approved' && own && (
            <>
              {' '}
              <Link
                to={`/checkout/confirmation/${encodeURIComponent(approval.checkoutNumber)}`}
                className={linkClassName}
              >
                See the orders
              </Link>
            </>
          )}
        </p>
      )}
      {approval.state === 'awaiting' && canApprove && !own && (
        <Decide approval={approval} onHold={onHold} />
      )}
      {approval.state === 'awaiting' && own && <Withdraw number={approval.checkoutNumber} />}
      {(approval.state === 'withdrawn' || approval.state === 'rejected') && own && (
        // Nothing was ordered: its lines can go back in the cart, priced today, to change.
        <div className="mt-4">
          <ReorderAll
            checkoutNumber={approval.checkoutNumber}
            label="Put back in cart"
            orders={approval.lines.map((line, index) => ({
              ...line,
              trackingId: `${approval.checkoutNumber}/${index + 1}`,
            }))}
          />
        </div>
      )}
    </article>
  );
}

/**
 * /account/approvals: the checkouts awaiting approval (the company's for owners, approvers
 * and accounts; a buyer's own), and those decided lately.
 */
export function ApprovalsView() {
  const [params, setParams] = useSearchParams();
  const decided = params.get('show') === 'decided';
  const sent = params.get('sent')?.toUpperCase();
  const details = useUserDetails();
  const query = useApprovals(decided ? 'decided' : 'awaiting');

  const tab = (label: string, on: boolean, show: string | null) => (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        setParams(show ? { show } : {});
      }}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${on ? 'bg-walnut-700 text-white' : 'bg-white text-linen-900 ring-1 ring-linen-300'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-5">
      {sent && (
        <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          {sent} is above your per-order limit, so it has been sent to your company’s approvers. It
          holds your company’s credit until they decide, and you will get an email either way.
        </p>
      )}
      <CreditHoldNotice user={details.data} />
      <div className="flex gap-2">
        {tab('Awaiting', !decided, null)}
        {tab('Decided', decided, 'decided')}
      </div>
      {query.isPending ? (
        <Spinner label="Loading approvals" />
      ) : query.isError ? (
        <QueryFailure
          error={query.error}
          notFoundMessage="No approvals found."
          back={{ to: '/orders', label: 'Go to My Orders', className: linkClassName }}
        />
      ) : query.data.approvals.length === 0 ? (
        <p className="text-linen-800">
          {decided ? 'No decided orders yet.' : 'No orders are awaiting approval.'}
        </p>
      ) : (
        query.data.approvals.map((approval) => (
          <ApprovalCard
            key={approval.checkoutNumber}
            approval={approval}
            viewerId={details.data?.id}
            canApprove={query.data.can_approve}
            onHold={details.data?.on_credit_hold === true}
            sent={approval.checkoutNumber === sent}
          />
        ))
      )}
    </div>
  );
}
