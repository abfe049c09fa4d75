import { createStore, keys } from 'idb-keyval';
import { keepQuoteFile, QUOTE_FILES_DB } from '../lib/quote-files';
import { cartItem } from './cart-fixtures';

/** The ids of the quote files this (fake) browser keeps now. Needs `fake-indexeddb/auto`. */
export const keptQuoteFileIds = () => keys<string>(createStore(...QUOTE_FILES_DB));

/** A cart line whose quote file `name` (holding `content`) is kept in IndexedDB. */
export async function lineWithKeptFile(
  name: string,
  content = `%PDF-1.7 ${name}`,
  overrides: Parameters<typeof cartItem>[0] = {},
) {
  const bytes = new TextEncoder().encode(content).buffer;
  const fileId = await keepQuoteFile(name, 'application/pdf', bytes);
  return cartItem({
    ...overrides,
    specialQuote: {
      text: '',
      fileBase64: null,
      fileName: name,
      fileId,
      fileSize: bytes.byteLength,
    },
  });
}
