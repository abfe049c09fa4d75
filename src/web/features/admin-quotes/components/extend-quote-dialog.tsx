import { useState, type FormEvent } from 'react';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { VALID_UNTIL_PAST, extendQuoteBody, type QuoteDetail } from '#src/shared/schemas/quotes';
import {
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '#src/web/components/admin/console-forms';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useExtendQuote } from '../api/extend-quote';

export const EXTEND_FAILED = 'The quote could not be extended. Please try again.';

/** The validity typed, or why it cannot be sent: a real date, today or later. */
export function readValidUntil(text: string, today = dublinDate()) {
  const parsed = extendQuoteBody.safeParse({ valid_until: text });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? VALID_UNTIL_PAST };
  if (parsed.data.valid_until < today) return { error: VALID_UNTIL_PAST };
  return { value: parsed.data.valid_until };
}

/**
 * Extend: the current version holds until a later day. A form (not a confirmation) as the
 * day is checked before it is sent and may be corrected after a refusal.
 */
export function ExtendQuoteDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: QuoteDetail['quote'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [validUntil, setValidUntil] = useState(quote.validUntil ?? '');
  const [error, setError] = useState<string>();
  const extend = useExtendQuote({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      onOpenChange(false);
    },
    onError: (e) => setError(serverFieldErrors(e).valid_until),
  });
  const failure =
    extend.isError && !error ? (serverMessage(extend.error) ?? EXTEND_FAILED) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (extend.isPending) return;
    const read = readValidUntil(validUntil);
    setError(read.error);
    extend.reset();
    if (read.value) extend.mutate({ number: quote.number, valid_until: read.value });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !extend.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">Extend {quote.number}?</DialogTitle>
        <DialogDescription>
          The current version holds until the day you choose; the buyer is told.
        </DialogDescription>
        <form onSubmit={submit} noValidate>
          <TextField
            id="extend-valid-until"
            label="Valid until"
            type="date"
            required
            min={dublinDate()}
            value={validUntil}
            onValueChange={setValidUntil}
            error={error}
            disabled={extend.isPending}
            className="mt-4"
          />
          {failure && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose disabled={extend.isPending} className={secondaryButtonClassName}>
              Go back
            </DialogClose>
            <button type="submit" disabled={extend.isPending} className={smallPrimaryClassName}>
              {extend.isPending ? 'Extending…' : 'Extend'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
