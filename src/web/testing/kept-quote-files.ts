import { keepQuoteFile } from '../lib/quote-files';
import { KEPT_FILE_MARKER } from '../../shared/domain/cart';
import { cartItem } from './cart-fixtures';

/** Quote files kept in a (fake) browser's IndexedDB: the tests import `fake-indexeddb/auto`. */
export { keptQuoteFileIds } from '../lib/quote-files';

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
      fileBase64: KEPT_FILE_MARKER,
      fileName: name,
      fileId,
      fileSize: bytes.byteLength,
    },
  });
}
