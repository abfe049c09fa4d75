import { useCallback, useRef, useState } from 'react';
import { contentMatchesName } from '#src/web/lib/file-signature';
import {
  QUOTE_FILE_ACCEPT,
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_WRONG_TYPE,
} from '#src/shared/domain/order-lines';

export const QUOTE_FILE_UNREADABLE = 'The quote file could not be read. Please try again.';

const EXTENSIONS = QUOTE_FILE_ACCEPT.split(',');

/** The chosen file, read: it is kept in IndexedDB when its line goes into the cart. */
export type QuoteFile = { name: string; type: string; bytes: ArrayBuffer };

/**
 * Why this file cannot be a quote file (docs/business-rules.md "Files"), or undefined when it can.
 */
export function quoteFileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return QUOTE_FILE_WRONG_TYPE;
  if (file.size > QUOTE_FILE_MAX_BYTES) return QUOTE_FILE_TOO_LARGE;
  return undefined;
}

/**
 * Why these bytes cannot be the quote file `name` says (a picture renamed .pdf, say), or
 * undefined.
 */
export const quoteFileContentProblem = (name: string, bytes: ArrayBuffer) =>
  contentMatchesName(name, bytes) ? undefined : QUOTE_FILE_WRONG_TYPE;

/**
 * The special-quote file, read for the cart (docs/decisions/0021). `uploading` is true while the
 * browser reads it (docs/screens.md "Catalogue screens": add to cart waits for it). `onRefused`
 * hears of a file refused by its name, its size or, once read, its content.
 */
export function useQuoteFile(onRefused: () => void) {
  const [file, setFile] = useState<QuoteFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // A newer choice (or a reset) makes an unfinished read's result stale.
  const generation = useRef(0);

  const clear = useCallback(() => {
    generation.current += 1;
    setFile(null);
    setUploading(false);
    setError(undefined);
  }, []);

  /** Starts reading `chosen`, unless its name or size already refuse it. */
  const choose = useCallback(
    (chosen: File | undefined) => {
      clear();
      if (!chosen) return undefined;
      const problem = quoteFileProblem(chosen);
      if (problem) {
        setError(problem);
        onRefused();
        return;
      }
      const current = generation.current;
      const reader = new FileReader();
      setUploading(true);
      reader.onload = () => {
        if (generation.current !== current) return;
        const bytes = reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0);
        setUploading(false);
        const wrongContent = quoteFileContentProblem(chosen.name, bytes);
        if (wrongContent) {
          setError(wrongContent);
          onRefused();
        } else {
          setFile({ name: chosen.name, type: chosen.type, bytes });
        }
      };
      reader.onerror = () => {
        if (generation.current !== current) return;
        setError(QUOTE_FILE_UNREADABLE);
        setUploading(false);
        onRefused();
      };
      reader.readAsArrayBuffer(chosen);
    },
    [clear, onRefused],
  );

  return { file, uploading, error, choose, clear };
}
