import { useId, useState, type FormEvent } from 'react';
import { QUOTE_MESSAGE_MAX, quoteMessageBody } from '#src/shared/schemas/quotes';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { useSendQuoteMessage } from '../api/send-quote-message';
import { AttachmentsField } from './attachments-field';
import { FILE_STILL_UPLOADING, useQuoteAttachments } from './use-quote-attachments';

const sendButton =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';

/** A message to our team in the quote's thread, with files. */
export function MessageBox({ number }: { number: string }) {
  const id = useId();
  const send = useSendQuoteMessage(number);
  const attachments = useQuoteAttachments();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (attachments.uploading) {
      setError(FILE_STILL_UPLOADING);
      return;
    }
    const parsed = quoteMessageBody.safeParse({ message, file_ids: attachments.fileIds });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR_MESSAGE);
      return;
    }
    setError('');
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        attachments.clear();
      },
      onError: (failure) => {
        setError(serverMessage(failure) ?? GENERIC_ERROR_MESSAGE);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Write to us" className="space-y-3">
      <FormField
        id={`${id}-message`}
        label="Message"
        error={error}
        hint={`${message.length}/${QUOTE_MESSAGE_MAX}`}
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
      <AttachmentsField id={`${id}-files`} attachments={attachments} />
      <button type="submit" disabled={send.isPending} className={sendButton}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
