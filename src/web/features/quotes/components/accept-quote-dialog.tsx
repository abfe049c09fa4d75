import { useId, useRef, useState } from 'react';
import { acceptQuoteBody, type QuoteVersion } from '#src/shared/schemas/quotes';
import { TextField } from '#src/web/components/ui/form-field';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { newIdempotencyKey } from '#src/web/lib/idempotency-key';
import { useAcceptQuote, type AcceptQuoteAnswer } from '../api/accept-quote';
import { QuoteDialog } from './quote-dialog';

export const acceptText = (version: QuoteVersion) =>
  `Version ${version.version}: ${formatEuro(version.total)} including VAT. Accepting places the orders on your company's account at these prices.`;

const triggerClassName =
  'rounded-md bg-walnut-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800';

/**
 * Accept (after a confirmation with the total and an optional PO number). One
 * Idempotency-Key per attempt: a retry after no answer reuses it, so the orders are placed
 * once; a refusal (expired, replaced, credit) settles the attempt and the next gets a new one.
 */
export function AcceptQuoteDialog({
  number,
  version,
  onAccepted,
}: {
  number: string;
  version: QuoteVersion;
  onAccepted: (answer: AcceptQuoteAnswer) => void;
}) {
  const id = useId();
  const accept = useAcceptQuote(number);
  const [open, setOpen] = useState(false);
  const [po, setPo] = useState('');
  const [poError, setPoError] = useState('');
  const [failure, setFailure] = useState('');
  const attempt = useRef<{ signature: string; key: string } | undefined>(undefined);

  const keyFor = (signature: string) => {
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  // A second click before isPending reaches the screen sends nothing more.
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    const parsed = acceptQuoteBody.safeParse({ version: version.version, po_number: po });
    if (!parsed.success) {
      setPoError(parsed.error.issues[0]?.message ?? GENERIC_ERROR_MESSAGE);
      return;
    }
    setPoError('');
    setFailure('');
    const { po_number } = parsed.data;
    const idempotencyKey = keyFor(`${version.version}|${po_number ?? ''}`);
    sending.current = true;
    accept.mutate(
      { version: version.version, po_number, idempotencyKey },
      {
        onSuccess: (answer) => {
          attempt.current = undefined;
          setOpen(false);
          onAccepted(answer);
        },
        onError: (error) => {
          // Refused: nothing was placed, and the next attempt is another one.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            attempt.current = undefined;
          }
          setFailure(serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <QuoteDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFailure('');
      }}
      trigger="Accept"
      triggerClassName={triggerClassName}
      title={`Accept ${number}?`}
      description={acceptText(version)}
      confirmLabel="Accept and place orders"
      busyLabel="Placing orders…"
      busy={accept.isPending}
      error={failure || undefined}
      onConfirm={confirm}
    >
      <TextField
        id={`${id}-po`}
        label="PO number (optional)"
        value={po}
        onValueChange={setPo}
        error={poError}
        className="mt-4"
        autoComplete="off"
      />
    </QuoteDialog>
  );
}
