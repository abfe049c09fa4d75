import type { FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';

const keepButton =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
const confirmButton = (danger: boolean) =>
  `rounded-md px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-70 ${
    danger ? 'bg-red-700 hover:bg-red-800' : 'bg-walnut-700 hover:bg-walnut-800'
  }`;

/**
 * A confirmation holding a small form (a message, a PO number). Unlike the design
 * system's ConfirmDialog, a confirm refused by the form's own check can be pressed again:
 * the caller guards against double sends with `busy`, set before its request starts.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  trigger,
  triggerClassName,
  title,
  description,
  confirmLabel,
  busyLabel = 'Sending…',
  busy,
  danger = false,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: string;
  triggerClassName: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  danger?: boolean;
  /** Why the last attempt failed, above the buttons. */
  error?: string | undefined;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not closed while the request runs: its answer is shown here.
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogTrigger className={triggerClassName}>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={submit}>
          {children}
          {error && (
            <p role="alert" className="mt-4 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose type="button" disabled={busy} className={keepButton}>
              Go back
            </DialogClose>
            <button type="submit" disabled={busy} className={confirmButton(danger)}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
