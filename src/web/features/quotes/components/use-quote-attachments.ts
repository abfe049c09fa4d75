import { useState } from 'react';
import { QUOTE_FILE_MAX_BYTES } from '#src/shared/domain/order-lines';
import { QUOTE_MAX_FILES, type QuoteFile } from '#src/shared/schemas/quotes';
import { ApiError } from '#src/web/lib/api-client';
import { uploadQuoteFile } from '../api/upload-quote-file';

export const UPLOADING_FILE = 'Uploading file...';
export const FILE_STILL_UPLOADING = 'Please wait, file is still uploading...';
export const TOO_MANY_FILES = `Attach at most ${QUOTE_MAX_FILES} files.`;
export const FILE_TOO_LARGE = (name: string) => `${name} is larger than 10 MB.`;
export const FILE_NOT_UPLOADED = (name: string) =>
  `${name} could not be uploaded. Please try again.`;

/**
 * The files of a request or a message: each is uploaded as it is chosen (the server checks
 * its content), and the form sends their ids. `uploading` while any is on its way.
 */
export function useQuoteAttachments() {
  const [files, setFiles] = useState<QuoteFile[]>([]);
  const [pending, setPending] = useState<string[]>([]);
  const [error, setError] = useState('');

  const upload = async (file: File) => {
    setPending((names) => [...names, file.name]);
    try {
      const kept = await uploadQuoteFile(file);
      setFiles((current) => [...current, kept]);
    } catch (failure) {
      // The server's reason for a file it refuses (type, size); else that it did not go.
      setError(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : FILE_NOT_UPLOADED(file.name),
      );
    } finally {
      setPending((names) => {
        const at = names.indexOf(file.name);
        return names.filter((_, index) => index !== at);
      });
    }
  };

  const choose = (chosen: readonly File[]) => {
    setError('');
    const room = QUOTE_MAX_FILES - files.length - pending.length;
    if (chosen.length > room) setError(TOO_MANY_FILES);
    for (const file of chosen.slice(0, Math.max(0, room))) {
      if (file.size > QUOTE_FILE_MAX_BYTES) setError(FILE_TOO_LARGE(file.name));
      else void upload(file);
    }
  };

  return {
    files,
    pending,
    uploading: pending.length > 0,
    error,
    full: files.length + pending.length >= QUOTE_MAX_FILES,
    fileIds: files.map((file) => file.fileId),
    choose,
    remove: (fileId: string) => {
      setFiles((current) => current.filter((file) => file.fileId !== fileId));
    },
    clear: () => {
      setFiles([]);
      setError('');
    },
  };
}

export type QuoteAttachments = ReturnType<typeof useQuoteAttachments>;
