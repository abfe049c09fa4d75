import { useId, useState } from 'react';
import { QUOTE_MESSAGE_MAX } from '#src/shared/schemas/quotes';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';

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
  busy: boolean;
  /** Sends the answer; resolves once done, rejects with the server's refusal. */
  run: (message: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');

  const confirm = () => {
    if (required && !message.trim()) {
      setError(MESSAGE_REQUIRED);
      return;
    }
    setError('');
    setFailure('');
    run(message.trim()).then(
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Sending…"
      busy={busy}
      danger={danger}
      lockWhileBusy
      error={failure || undefined}
      trigger={{ label: trigger, className: answerTrigger }}
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
    </ConfirmDialog>
  );
}
