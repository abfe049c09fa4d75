import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';

/**
 * A link that takes something off the company (a site, an invitation) after a red
 * confirmation, which says why the server refused and stays open until it is done.
 */
export function ConfirmedRemoval<Variables>({
  mutation,
  variables,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  failed,
  done,
}: {
  mutation: UseMutationResult<unknown, Error, Variables>;
  variables: Variables;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Shown when the server gives no reason. */
  failed: string;
  /** The toast once it is done. */
  done: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) mutation.reset();
        setOpen(next);
      }}
      trigger={{ label: trigger, className: 'text-sm underline underline-offset-4' }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      keepLabel="Cancel"
      danger
      lockWhileBusy
      busy={mutation.isPending}
      error={mutation.isError && (serverMessage(mutation.error) ?? failed)}
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: () => {
            toastSuccess(done, 3000);
            setOpen(false);
          },
        })
      }
    />
  );
}
