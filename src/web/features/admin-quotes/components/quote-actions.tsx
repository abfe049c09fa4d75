import { useState } from 'react';
import { QUOTE_MESSAGE_MAX, type QuoteDetail } from '#src/shared/schemas/quotes';
import {
  dangerButtonClassName,
  secondaryButtonClassName,
  textAreaClassName,
} from '#src/web/components/admin/console-forms';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useWithdrawQuote } from '../api/withdraw-quote';
import { ExtendQuoteDialog } from './extend-quote-dialog';

export const WITHDRAW_FAILED = 'The quote could not be withdrawn. Please try again.';

type Open = 'withdraw' | 'extend' | null;

/** Withdraw (with an optional word to the buyer) and Extend, each behind a dialog. */
export function QuoteActions({ detail }: { detail: QuoteDetail }) {
  const { quote, actions } = detail;
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const withdraw = useWithdrawQuote({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setOpen(null);
    },
  });
  const canWithdraw = actions.includes('withdraw');
  const canExtend = actions.includes('extend');
  if (!canWithdraw && !canExtend) return null;
  const busy = withdraw.isPending;
  const onOpenChange = (next: boolean) => {
    if (next) return;
    setOpen(null);
    withdraw.reset();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canExtend && (
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={busy}
          onClick={() => setOpen('extend')}
        >
          Extend
        </button>
      )}
      {canWithdraw && (
        <button
          type="button"
          className={dangerButtonClassName}
          disabled={busy}
          onClick={() => setOpen('withdraw')}
        >
          Withdraw
        </button>
      )}
      <ConfirmDialog
        open={open === 'withdraw'}
        onOpenChange={onOpenChange}
        title={`Withdraw ${quote.number}?`}
        description={`The quote for ${quote.companyName} is closed: the buyer can no longer accept it, and is told so.`}
        confirmLabel="Withdraw quote"
        busyLabel="Withdrawing…"
        keepLabel="Keep quote"
        danger
        busy={withdraw.isPending}
        lockWhileBusy
        onConfirm={() => withdraw.mutate({ number: quote.number, message: reason })}
        error={withdraw.isError && (serverMessage(withdraw.error) ?? WITHDRAW_FAILED)}
      >
        <label htmlFor="withdraw-message" className="mt-4 block text-sm font-medium">
          Message to the buyer (optional)
        </label>
        <textarea
          id="withdraw-message"
          value={reason}
          maxLength={QUOTE_MESSAGE_MAX}
          rows={3}
          disabled={withdraw.isPending}
          onChange={(e) => setReason(e.target.value)}
          className={`mt-1 ${textAreaClassName}`}
        />
      </ConfirmDialog>
      {canExtend && (
        <ExtendQuoteDialog
          quote={quote}
          open={open === 'extend'}
          onOpenChange={(next) => setOpen(next ? 'extend' : null)}
        />
      )}
    </div>
  );
}
