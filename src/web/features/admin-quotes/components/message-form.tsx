import { useState, type FormEvent } from 'react';
import { QUOTE_MESSAGE_MAX, quoteMessageBody, type QuoteFile } from '#src/shared/schemas/quotes';
import { smallPrimaryClassName, textAreaClassName } from '#src/web/components/admin/console-forms';
import { FormField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useSendQuoteMessage } from '../api/send-quote-message';
import { AttachmentsField } from './attachments-field';

export const MESSAGE_FAILED = 'The message could not be sent. Please try again.';

/** A message in the quote's thread, with files; cleared once sent, kept when refused. */
export function MessageForm({ number }: { number: string }) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<QuoteFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const send = useSendQuoteMessage({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      setMessage('');
      setFiles([]);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = quoteMessageBody.safeParse({ message, file_ids: files.map((f) => f.fileId) });
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    send.mutate({ number, ...parsed.data });
  };
  const failure =
    send.isError && !errors.message && !errors.file_ids
      ? (serverMessage(send.error) ?? MESSAGE_FAILED)
      : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label="Write to the buyer" className="space-y-3">
      <FormField id="quote-message" label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX}
            value={message}
            disabled={send.isPending}
            onChange={(e) => setMessage(e.target.value)}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <AttachmentsField
        files={files}
        onChange={setFiles}
        onUploadingChange={setUploading}
        disabled={send.isPending}
        error={errors.file_ids}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={send.isPending || uploading}
          className={smallPrimaryClassName}
        >
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
