import { useState } from 'react';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import {
  QUOTE_MESSAGE_MAX,
  VALID_UNTIL_PAST,
  extendQuoteBody,
  type QuoteDetail,
} from '#src/shared/schemas/quotes';
import {
  dangerButtonClassName,
  secondaryButtonClassName,
  textAreaClassName,
} from '#src/web/components/admin/console-forms';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useExtendQuote } from '../api/extend-quote';
import { useWithdrawQuote } from '../api/withdraw-quote';

export const WITHDRAW_FAILED = 'The quote could not be withdrawn. Please try again.';
export const EXTEND_FAILED = 'The quote could not be extended. Please try again.';

type Open = 'withdraw' | 'extend' | null;

/** The validity typed for Extend, or why it cannot be sent. */
function readValidUntil(text: string, today = dublinDate()) {
  const parsed = extendQuoteBody.safeParse({ valid_until: text });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? VALID_UNTIL_PAST };
  if (parsed.data.valid_until < today) return { error: VALID_UNTIL_PAST };
  return { value: parsed.data.valid_until };
}

/** Withdraw (with an optional word to the buyer) and Extend, each behind a dialog. */
export function QuoteActions({ detail }: { detail: QuoteDetail }) {
  const { quote, actions } = detail;
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [validUntil, setValidUntil] = useState(quote.validUntil ?? '');
  const [dateError, setDateError] = useState<string>();
  const withdraw = useWithdrawQuote({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setOpen(null);
    },
  });
  const extend = useExtendQuote({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setOpen(null);
    },
    onError: (error) => setDateError(serverFieldErrors(error).valid_until),
  });
  const canWithdraw = actions.includes('withdraw');
  const canExtend = actions.includes('extend');
  if (!canWithdraw && !canExtend) return null;
  const busy = withdraw.isPending || extend.isPending;
  const onOpenChange = (next: boolean) => {
    if (next) return;
    setOpen(null);
    withdraw.reset();
    extend.reset();
  };
  const confirmExtend = () => {
    const read = readValidUntil(validUntil);
    setDateError(read.error);
    if (read.value) extend.mutate({ number: quote.number, valid_until: read.value });
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
      <ConfirmDialog
        open={open === 'extend'}
        onOpenChange={onOpenChange}
        title={`Extend ${quote.number}?`}
        description="The current version holds until the day you choose; the buyer is told."
        confirmLabel="Extend"
        busyLabel="Extending…"
        busy={extend.isPending}
        lockWhileBusy
        onConfirm={confirmExtend}
        error={
          extend.isError &&
          !serverFieldErrors(extend.error).valid_until &&
          (serverMessage(extend.error) ?? EXTEND_FAILED)
        }
      >
        <TextField
          id="extend-valid-until"
          label="Valid until"
          type="date"
          required
          min={dublinDate()}
          value={validUntil}
          onValueChange={setValidUntil}
          error={dateError}
          disabled={extend.isPending}
          className="mt-4"
        />
      </ConfirmDialog>
    </div>
  );
}
