import type { ReactNode } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { secondaryButtonClassName, smallPrimaryButtonClassName } from '../lib/styles';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  keepLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  danger?: boolean;
  children?: ReactNode;
};

/** "Are you sure?" before an action staff cannot take back by themselves. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel = 'Go back',
  busy,
  onConfirm,
  danger = false,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose className={secondaryButtonClassName}>{keepLabel}</DialogClose>
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className={
              danger
                ? 'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70'
                : smallPrimaryButtonClassName
            }
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
