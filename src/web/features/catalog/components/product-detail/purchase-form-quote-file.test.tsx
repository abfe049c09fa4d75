import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_WRONG_TYPE,
} from '#src/shared/domain/order-lines';
import { QUOTE_FILE_NOT_UPLOADED } from '#src/web/lib/cart-api';
import {
  addButton,
  quoteFile,
  reference,
  renderProduct,
  signIn,
  storedCart,
  stubProductPageFetch,
  uploadedCartFiles,
} from './purchase-form.test-setup';

// The special quote's file on Add to Cart: only PDF or Word up to 10 MB, read before the
// line is added, and uploaded to the buyer's cart on the server when the line is added
// (docs/business-rules.md "Cart").

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubProductPageFetch([toastSuccess, toastError]);

/** A FileReader that finishes only when the test says so. */
class HeldFileReader {
  static pending: HeldFileReader[] = [];
  result: ArrayBuffer | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsArrayBuffer() {
    HeldFileReader.pending.push(this);
  }
  finish(text: string) {
    this.result = new TextEncoder().encode(text).buffer;
    this.onload?.();
  }
}

describe('Add to cart for a trade user', () => {
  beforeEach(signIn);

  it('waits for the quote file before adding', async () => {
    vi.stubGlobal('FileReader', HeldFileReader);
    HeldFileReader.pending = [];
    const user = await renderProduct('/products/8');
    await user.upload(quoteFile(), new File(['PK\x03\x04doc'], 'plan.docx'));
    expect(screen.getByText('Uploading file...').getAttribute('role')).toBe('status');

    await user.click(addButton());
    expect(screen.getByText('Please wait, file is still uploading...')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();

    act(() => {
      HeldFileReader.pending[0]!.finish('PK\x03\x04doc');
    });
    expect(screen.queryByText('Uploading file...')).toBeNull();
    await user.click(addButton());
    await vi.waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()[0]!.specialQuote).toMatchObject({ fileName: 'plan.docx', fileSize: 7 });
    const kept = uploadedCartFiles.get(storedCart()[0]!.specialQuote.fileId!);
    expect(await kept?.text()).toBe('PK\x03\x04doc');
  });

  it('refuses quote files that are not PDF or Word, or above 10 MB', async () => {
    const user = await renderProduct('/products/8', { applyAccept: false });
    expect(quoteFile().accept).toBe('.pdf,.doc,.docx');
    await user.upload(quoteFile(), new File(['png'], 'plan.png', { type: 'image/png' }));
    expect(screen.getByText(QUOTE_FILE_WRONG_TYPE)).toBeTruthy();
    expect(quoteFile().value).toBe('');

    const big = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: QUOTE_FILE_MAX_BYTES + 1 });
    await user.upload(quoteFile(), big);
    expect(screen.getByText(QUOTE_FILE_TOO_LARGE)).toBeTruthy();
    expect(screen.queryByText(QUOTE_FILE_WRONG_TYPE)).toBeNull();

    // A picture named .pdf is refused once read: the name is not what counts
    // (docs/business-rules.md "Files").
    await user.upload(
      quoteFile(),
      new File(['\x89PNG\r\n\x1a\n'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(QUOTE_FILE_WRONG_TYPE)).toBeTruthy();
    expect(quoteFile().value).toBe('');
    expect(screen.queryByText('Attached: scan.pdf')).toBeNull();

    await user.click(addButton());
    expect(storedCart()[0]!.specialQuote).toEqual({
      text: '',
      fileBase64: null,
      fileName: null,
      fileSize: null,
    });
  });

  it('adds a quote file added twice to the same line once, the line keeping the first upload', async () => {
    const user = await renderProduct('/products/8');
    for (let time = 0; time < 2; time += 1) {
      await user.type(reference(), 'Lobby');
      await user.upload(quoteFile(), new File(['%PDF-1.4 lobby'], 'lobby.pdf'));
      await screen.findByText('Attached: lobby.pdf');
      await user.click(addButton());
      await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledTimes(time + 1));
    }
    const [line] = storedCart();
    expect(storedCart()).toHaveLength(1);
    expect(line!.quantity).toBe(2);
    // The second upload is named by no line: the server sweeps it.
    expect([...uploadedCartFiles.keys()]).toHaveLength(2);
    expect(line!.specialQuote.fileId).toBe([...uploadedCartFiles.keys()][0]);
  });

  it.each([
    ['the server refuses the file', 400, QUOTE_FILE_WRONG_TYPE, QUOTE_FILE_WRONG_TYPE],
    ['the server cannot be reached', 503, 'Service unavailable', QUOTE_FILE_NOT_UPLOADED],
  ])('keeps the form and says so when %s', async (_case, status, message, said) => {
    const pages = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input === '/api/cart/files'
        ? new Response(JSON.stringify({ success: false, message }), {
            status,
            headers: { 'content-type': 'application/json' },
          })
        : pages(input, init),
    );
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    await user.upload(quoteFile(), new File(['%PDF-1.4'], 'plan.pdf'));
    await screen.findByText('Attached: plan.pdf');
    await user.click(addButton());
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith(said, { autoClose: 4000 }));
    expect(localStorage.getItem('cart')).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(reference().value).toBe('Lobby');
    expect(screen.getByText('Attached: plan.pdf')).toBeTruthy();
  });
});
