import { KEPT_FILE_MARKER, type CartItem } from '../../shared/domain/cart';
import type { CartFile, ServerCart } from '../../shared/schemas/cart';
import { api } from './api-client';

/**
 * The server's side of the cart (docs/api.md "Cart"): read, replace from a version, and the
 * quote files of its lines. Only src/web/lib/cart-store.ts and checkout use these.
 */
export const CART_PATH = '/api/cart';
export const QUOTE_FILE_NOT_UPLOADED =
  'The quote file could not be uploaded. Please try again, or add the line without the file and send it to us by email.';
export const CART_FILES_PATH = '/api/cart/files';

export const fetchServerCart = () => api.get<ServerCart>(CART_PATH);

export const putServerCart = (cart: ServerCart) => api.put<ServerCart>(CART_PATH, cart);

/** Uploads a line's quote file before the line is added; throws ApiError with the reason. */
export function uploadCartFile(name: string, type: string, bytes: BlobPart): Promise<CartFile> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }), name);
  return api.post<CartFile>(CART_FILES_PATH, form);
}

/** A cart file's bytes for checkout, or undefined when the server no longer has it. */
export async function downloadCartFile(fileId: string): Promise<Blob | undefined> {
  const response = await fetch(`${CART_FILES_PATH}/${encodeURIComponent(fileId)}`, {
    credentials: 'same-origin',
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The quote file could not be read (${response.status}).`);
  return response.blob();
}

/** The line naming the quote file the server keeps for it (docs/api.md "Cart"). */
export const withCartFile = (item: CartItem, kept: CartFile): CartItem => ({
  ...item,
  specialQuote: {
    ...item.specialQuote,
    fileBase64: KEPT_FILE_MARKER,
    fileId: kept.fileId,
    fileName: kept.fileName,
    fileSize: kept.fileSize,
  },
});
