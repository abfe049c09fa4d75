import { useId, useRef, useState } from 'react';
import { QUOTE_MESSAGE_MAX } from '#src/shared/schemas/quotes';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { QuoteDialog } from './quote-dialog';

export const MESSAGE_REQUIRED = 'Write a message.';

export const answerTrigger =
  'rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100';

/**
 * A dialog that answers the quote with a message (required for a revision, optional for a
 * rejection or a withdrawal) and runs `run`; the server's refusal stays in the dialog.
 */
export function AnswerDialog({
  trigger,
  title,
  description,
  confirmLabel,
  messageLabel,
  required = false,
  danger = false,
  busy,
  run,
}: {
  trigger: string;
  title: string;
  description: string;
  confirmLabel: string;
  messageLabel: string;
  required?: boolean;
  danger?: boolean;
  /** True from the moment the request starts (a mutation's isPending). */
  busy: boolean;
  /** Sends the answer; resolves once done, rejects with the server's refusal. */
  run: (message: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');

  // A second click before `busy` reaches the screen sends nothing more.
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    if (required && !message.trim()) {
      setError(MESSAGE_REQUIRED);
      return;
    }
    setError('');
    setFailure('');
    sending.current = true;
    run(message.trim())
      .finally(() => {
        sending.current = false;
      })
      .then(
        () => {
          setOpen(false);
          setMessage('');
        },
        (refusal: unknown) => {
          setFailure(serverMessage(refusal) ?? GENERIC_ERROR_MESSAGE);
        },
      );
  };

  return (
    <QuoteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      triggerClassName={answerTrigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      danger={danger}
      error={failure || undefined}
      onConfirm={confirm}
    >
      <FormField
        id={`${id}-message`}
        label={required ? messageLabel : `${messageLabel} (optional)`}
        error={error}
        required={required}
        className="mt-4"
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={QUOTE_MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
            }}
            className={inputClassName}
          />
        )}
      </FormField>
    </QuoteDialog>
  );
}
