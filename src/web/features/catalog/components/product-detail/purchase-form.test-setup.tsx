import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { CartItem } from '#src/shared/domain/cart';
import type { CartFile } from '#src/shared/schemas/cart';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { CART_FILES_PATH } from '#src/web/lib/cart-api';
import { forgetAllQuoteFiles } from '#src/web/lib/quote-files';
import { renderAt, stubFetch } from '#src/web/testing/render';
import {
  answersFor,
  BED_VARIATIONS,
  bedDetail,
  productResponse,
  sofaDetail,
  storagePricesResponse,
} from '../../testing/product-detail-fixtures';

// What the purchase form's test files (purchase-form-*.test.tsx) share: the product page
// on a stubbed API, a signed-in trade user, and the form's fields.

/**
 * For a test file: a fetch stub under fake timers (returned) that answers for the bed
 * (7, with its storage prices) and the sofa (8) and keeps uploaded quote files
 * (`uploadedCartFiles`); before each test an empty localStorage
 * and no quote file kept; after each, no session, `toasts` (the file's mocks of
 * react-toastify) emptied and every spy restored. Call it once, at the top of the file.
 */
export function stubProductPageFetch(toasts: Mock[]) {
  const fetchMock = stubFetch({ fakeTimers: true });
  beforeEach(async () => {
    localStorage.clear();
    uploadedCartFiles.clear();
    await forgetAllQuoteFiles();
    const pages = answersFor({
      '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
      '/api/admin/storage-prices?categoryId=1': [storagePricesResponse(100, 60)],
      '/api/product/8': [productResponse(sofaDetail())],
    });
    fetchMock.mockImplementation(async (input, init) =>
      input === CART_FILES_PATH && init?.method === 'POST'
        ? keepUpload(init.body as FormData)
        : pages(input),
    );
  });
  afterEach(() => {
    document.cookie = 'user=; max-age=0; path=/';
    for (const toast of toasts) toast.mockReset();
    vi.restoreAllMocks();
  });
  return fetchMock;
}

/** The quote files the product page uploaded to the cart (POST /api/cart/files), by id. */
export const uploadedCartFiles = new Map<string, File>();

/** What the server answers an accepted upload (docs/api.md "Cart"). */
function keepUpload(form: FormData): Response {
  const file = form.get('file') as File;
  const fileId = crypto.randomUUID();
  uploadedCartFiles.set(fileId, file);
  const kept: CartFile = {
    fileId,
    fileName: file.name,
    fileSize: file.size,
    mimeType: file.type || 'application/pdf',
  };
  return new Response(JSON.stringify(kept), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
}

/** A trade user signed in (the cookie the app reads its session from). */
export function signIn() {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: 'Aoife Byrne', office_city: 'Cork' }),
  )}; path=/`;
}

/** The product page at `url`, once its heading is shown; returns the user to act with. */
export async function renderProduct(url = '/products/7', { applyAccept = true } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi), applyAccept });
  renderAt(url, <ProductDetailPage />, { path: '/products/:id' });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

// The purchase form's fields and what Add to Cart stored.
export const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
export const reference = () => screen.getByLabelText<HTMLInputElement>('Reference Number');
export const quantity = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' });
export const quoteText = () =>
  screen.getByLabelText<HTMLTextAreaElement>('Special Quote (optional)');
export const quoteFile = () => screen.getByLabelText<HTMLInputElement>('Quote File (optional)');
export const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });
export const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartItem[];
