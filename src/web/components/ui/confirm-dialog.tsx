import type { ReactNode } from 'react';
import { useOncePerRun } from '../../lib/use-once-per-run';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const keepButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
const confirmButtonClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
const dangerConfirmButtonClassName =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  keepLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  /** Red confirm button, for what cannot be taken back. */
  danger?: boolean;
  /** Also disables the keep button while the action runs. */
  lockWhileBusy?: boolean;
  /** A button that opens the dialog, when the dialog owns its opener. */
  /** `describedBy`: the id of what says why a disabled trigger cannot be pressed. */
  trigger?: { label: ReactNode; className: string; disabled?: boolean; describedBy?: string };
  /** Why the last attempt failed, shown above the buttons. */
  error?: ReactNode;
  children?: ReactNode;
}

/** "Are you sure?" before an action staff cannot take back by themselves. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel = 'Working…',
  keepLabel = 'Go back',
  busy,
  onConfirm,
  danger = false,
  lockWhileBusy = false,
  trigger,
  error,
  children,
}: ConfirmDialogProps) {
  const once = useOncePerRun(busy, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <DialogTrigger
          className={trigger.className}
          disabled={trigger.disabled}
          aria-describedby={trigger.describedBy}
        >
          {trigger.label}
        </DialogTrigger>
      )}
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose disabled={lockWhileBusy && busy} className={keepButtonClassName}>
            {keepLabel}
          </DialogClose>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              once(onConfirm);
            }}
            className={danger ? dangerConfirmButtonClassName : confirmButtonClassName}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
