import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REASON_REQUIRED } from '#src/shared/schemas/accounts';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';
import { FormField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useReactivateCustomer } from '../api/reactivate-customer';
import { useSuspendCustomer } from '../api/suspend-customer';
import {
  dangerButtonClassName,
  secondaryButtonClassName,
  smallPrimaryClassName,
  textAreaClassName,
} from '../lib/display';
import type { CustomerDetail } from '../types';
import { ApproveDialog } from './approve-dialog';
import { DialogFormFooter } from './dialog-form-footer';

export const STATUS_CHANGE_FAILED = 'The change could not be saved. Please try again.';

type Customer = CustomerDetail['customer'];

/**
 * Suspend (with a reason) or reactivate, each behind a confirmation; a rejected applicant
 * may be approved after all (the rejection mail invites them to reply).
 */
export function AccountStatusActions({ customer }: { customer: Customer }) {
  if (customer.status === 'approved') return <SuspendDialog customer={customer} />;
  if (customer.status === 'suspended') return <ReactivateDialog customer={customer} />;
  if (customer.status === 'rejected') return <ApproveAfterAll customer={customer} />;
  if (customer.status === 'pending') {
    return (
      <Link to="/admin/applications" className={secondaryButtonClassName}>
        Decide in Applications
      </Link>
    );
  }
  return null;
}

function ApproveAfterAll({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButtonClassName} onClick={() => setOpen(true)}>
        Approve after all
      </button>
      <ApproveDialog application={customer} open={open} onOpenChange={setOpen} />
    </>
  );
}

function SuspendDialog({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={dangerButtonClassName}>Suspend account</DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-10">Suspend {customer.full_name}?</DialogTitle>
        <DialogDescription>
          They are signed out everywhere at once and cannot sign in or order until the account is
          reactivated. Their open orders stay as they are.
        </DialogDescription>
        {open && <SuspendForm customerId={customer.id} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SuspendForm({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const mutation = useSuspendCustomer();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const shown = error ?? serverFieldErrors(mutation.error).reason;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REASON_REQUIRED);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { id: customerId, reason: trimmed },
      {
        onSuccess: () => {
          toastSuccess('Customer suspended; their sessions have ended', 3000);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-2">
      <FormField id="suspend-reason" label="Reason" error={shown}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <DialogFormFooter
        mutation={mutation}
        failure={mutation.isError && !shown}
        fallbackMessage={STATUS_CHANGE_FAILED}
        submitLabel="Suspend"
        pendingLabel="Suspending…"
        submitClassName={dangerButtonClassName}
      />
    </form>
  );
}

function ReactivateDialog({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  const mutation = useReactivateCustomer();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) mutation.reset();
        setOpen(next);
      }}
      trigger={{ label: 'Reactivate account', className: smallPrimaryClassName }}
      title={`Reactivate ${customer.full_name}?`}
      description="They can sign in and order again, within their credit limit."
      error={mutation.isError && (serverMessage(mutation.error) ?? STATUS_CHANGE_FAILED)}
      confirmLabel="Reactivate"
      busyLabel="Reactivating…"
      keepLabel="Cancel"
      lockWhileBusy
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(customer.id, {
          onSuccess: () => {
            toastSuccess('Customer reactivated', 3000);
            setOpen(false);
          },
        })
      }
    />
  );
}
