import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { inputClassName } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import {
  useCreateDeliveryStatus,
  useDeleteDeliveryStatus,
  useRenameDeliveryStatus,
} from '../api/change-delivery-statuses';
import { secondaryButtonClassName, smallPrimaryClassName } from '../lib/display';
import type { DeliveryStatus } from '../types';

export const STATUS_CHANGE_FAILED = 'The change could not be saved. Please try again.';
const NAME_REQUIRED = 'Give the status a name.';
const NAME_MAX = 40;

export function RenameForm({ status, onDone }: { status: DeliveryStatus; onDone: () => void }) {
  const rename = useRenameDeliveryStatus();
  const [value, setValue] = useState(status.deliveryStatus);
  const [error, setError] = useState<string>();
  const shown =
    error ?? serverFieldErrors(rename.error).deliveryStatus ?? serverMessage(rename.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deliveryStatus = value.trim();
    if (deliveryStatus === '') return setError(NAME_REQUIRED);
    setError(undefined);
    if (deliveryStatus === status.deliveryStatus) return onDone();
    rename.mutate(
      { id: status.id, deliveryStatus },
      {
        onSuccess: () => {
          toastSuccess(`Renamed to ${deliveryStatus}`);
          onDone();
        },
      },
    );
  };
  const id = `status-${status.id}-name`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-wrap items-start gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="sr-only">
          New name for {status.deliveryStatus}
        </label>
        <input
          id={id}
          value={value}
          maxLength={NAME_MAX}
          autoFocus
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          className={inputClassName}
        />
        {shown && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" disabled={rename.isPending} className={smallPrimaryClassName}>
        Save
      </button>
      <button type="button" onClick={onDone} className={secondaryButtonClassName}>
        Cancel
      </button>
    </form>
  );
}

export function AddStatusForm() {
  const create = useCreateDeliveryStatus();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const shown =
    error ?? serverFieldErrors(create.error).deliveryStatus ?? serverMessage(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deliveryStatus = value.trim();
    if (deliveryStatus === '') return setError(NAME_REQUIRED);
    setError(undefined);
    create.mutate(deliveryStatus, {
      onSuccess: () => {
        toastSuccess(`${deliveryStatus} added at the end`);
        setValue('');
        create.reset();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor="new-status" className="mb-1 block text-sm font-medium text-linen-900">
          New status
        </label>
        <input
          id="new-status"
          value={value}
          maxLength={NAME_MAX}
          placeholder="e.g. Quality Check"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'new-status-error' : undefined}
          onChange={(e) => setValue(e.target.value)}
          className={inputClassName}
        />
        {shown && (
          <p id="new-status-error" role="alert" className="mt-1 text-sm text-red-700">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" disabled={create.isPending} className={`${smallPrimaryClassName} mt-6`}>
        {create.isPending ? 'Adding…' : 'Add status'}
      </button>
    </form>
  );
}

interface DeleteDialogProps {
  status: DeliveryStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteDialog({ status, open, onOpenChange }: DeleteDialogProps) {
  const remove = useDeleteDeliveryStatus();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={`Delete “${status.deliveryStatus}”?`}
      description="It disappears from the list and from tracking. A status that any order has had cannot be deleted."
      error={remove.isError && (serverMessage(remove.error) ?? STATUS_CHANGE_FAILED)}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      keepLabel="Keep it"
      danger
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(status.id, {
          onSuccess: () => {
            toastSuccess(`${status.deliveryStatus} deleted`);
            onOpenChange(false);
          },
        })
      }
    />
  );
}
