import { useId, useState } from 'react';
import {
  QUOTE_MAX_FILES,
  QUOTE_THREAD_FILE_ACCEPT,
  QUOTE_THREAD_FILE_MAX_BYTES,
  QUOTE_THREAD_FILE_TOO_LARGE,
  type QuoteFile,
} from '#src/shared/schemas/quotes';
import { serverMessage } from '#src/web/lib/form-errors';
import { useUploadQuoteFile } from '../api/upload-quote-file';

export const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

/**
 * Files for a version or a message: each is uploaded as soon as it is chosen (the form then
 * sends its id); the form waits while one is on its way.
 */
export function AttachmentsField({
  files,
  onChange,
  onUploadingChange,
  disabled = false,
  error,
}: {
  files: QuoteFile[];
  onChange: (files: QuoteFile[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const upload = useUploadQuoteFile();
  const [failure, setFailure] = useState<string>();
  const full = files.length >= QUOTE_MAX_FILES;

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server checks size and content; a file too large is told before it is sent.
    if (file.size > QUOTE_THREAD_FILE_MAX_BYTES) {
      setFailure(QUOTE_THREAD_FILE_TOO_LARGE);
      return;
    }
    setFailure(undefined);
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange([...files, uploaded]),
      onError: (e) => setFailure(serverMessage(e) ?? UPLOAD_FAILED),
      onSettled: () => onUploadingChange?.(false),
    });
  };

  const message = failure ?? error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        Attach a file (optional, at most {QUOTE_MAX_FILES})
      </label>
      <input
        id={id}
        type="file"
        accept={QUOTE_THREAD_FILE_ACCEPT}
        disabled={disabled || upload.isPending || full}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        className="mt-1 block text-sm"
      />
      {upload.isPending && (
        <p role="status" className="mt-1 text-sm text-linen-700">
          Uploading file...
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {message}
      </p>
      {files.length > 0 && (
        <ul aria-label="Attached files" className="mt-1 space-y-1 text-sm">
          {files.map((file) => (
            <li key={file.fileId} className="flex items-center gap-3">
              <span>{file.fileName}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((f) => f.fileId !== file.fileId))}
                aria-label={`Remove ${file.fileName}`}
                className="text-walnut-800 underline underline-offset-4 disabled:opacity-60"
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
