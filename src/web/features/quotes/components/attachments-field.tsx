import { useRef } from 'react';
import { formatBytes } from '../lib/format-bytes';
import { UPLOADING_FILE, type QuoteAttachments } from './use-quote-attachments';

/** What the server takes (docs/business-rules.md "Files"); it checks the content itself. */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp';

const linkButton = 'font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800';

/** A file input that uploads each file as chosen, and the list of those attached. */
export function AttachmentsField({
  id,
  label = 'Attach files (optional)',
  attachments,
  error,
}: {
  id: string;
  label?: string;
  attachments: QuoteAttachments;
  /** The server's word on `file_ids`. */
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const problem = attachments.error || error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={attachments.full}
        aria-describedby={`${id}-hint ${id}-state`}
        onChange={(event) => {
          attachments.choose([...(event.target.files ?? [])]);
          // The same file may be chosen again after it was removed.
          if (input.current) input.current.value = '';
        }}
        className="mt-1 block w-full max-w-full text-sm text-linen-900 file:mr-3 file:rounded-md file:border-0 file:bg-linen-200 file:px-3 file:py-2 file:font-medium file:text-linen-900 hover:file:bg-linen-300"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-linen-700">
        PDF, Word or pictures, at most 10 MB each, up to 5 files.
      </p>
      <div id={`${id}-state`} className="mt-1 text-sm">
        {attachments.uploading && (
          <p role="status" className="text-linen-800">
            {UPLOADING_FILE}
          </p>
        )}
        <p role="alert" className="text-red-700 empty:hidden">
          {problem}
        </p>
      </div>
      {attachments.files.length > 0 && (
        <ul aria-label="Attached files" className="mt-2 space-y-1 text-sm">
          {attachments.files.map((file) => (
            <li key={file.fileId} className="flex flex-wrap items-center gap-x-3 text-linen-800">
              <span className="break-all">{file.fileName}</span>
              <span className="text-linen-700">{formatBytes(file.fileSize)}</span>
              <button
                type="button"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => {
                  attachments.remove(file.fileId);
                }}
                className={linkButton}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
