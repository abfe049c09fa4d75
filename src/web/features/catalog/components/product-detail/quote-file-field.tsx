import type { RefObject } from 'react';
import { QUOTE_FILE_ACCEPT } from '#src/shared/domain/order-lines';
import type { useQuoteFile } from './use-quote-file';

export const UPLOADING_FILE = 'Uploading file...';

/** The line's quote file: chosen, read ("Uploading file..."), refused or attached. */
export function QuoteFileField({
  id,
  inputRef,
  quote,
  onClear,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  quote: ReturnType<typeof useQuoteFile>;
  onClear: () => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-linen-900">
        Quote File (optional)
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept={QUOTE_FILE_ACCEPT}
        aria-describedby={`${id}-file-hint ${id}-file-state`}
        onChange={(event) => quote.choose(event.target.files?.[0])}
        className="mt-1 block w-full text-sm text-linen-900 file:mr-3 file:rounded-md file:border-0 file:bg-linen-200 file:px-3 file:py-2 file:font-medium file:text-linen-900 hover:file:bg-linen-300"
      />
      <p id={`${id}-file-hint`} className="mt-1 text-sm text-linen-700">
        PDF or Word (.doc, .docx), at most 10 MB.
      </p>
      <div id={`${id}-file-state`} className="mt-1 text-sm">
        {quote.uploading && (
          <p role="status" className="text-linen-800">
            {UPLOADING_FILE}
          </p>
        )}
        {quote.error && (
          <p role="alert" className="text-red-700">
            {quote.error}
          </p>
        )}
        {quote.file && (
          <p className="flex items-center gap-3 text-linen-800">
            <span>Attached: {quote.file.name}</span>
            <button
              type="button"
              onClick={onClear}
              className="font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800"
            >
              Remove file
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
