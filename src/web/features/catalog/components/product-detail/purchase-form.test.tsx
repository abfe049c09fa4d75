import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_FULL, MAX_CART_LINES, type CartItem } from '#src/shared/domain/cart';
import { cartItem, seedCart } from '#src/web/testing/cart-fixtures';
import {
  QUOTE_FILE_MAX_BYTES,
  QUOTE_FILE_TOO_LARGE,
  QUOTE_FILE_WRONG_TYPE,
  SELECTION_INVALID,
} from '#src/shared/domain/order-lines';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { forgetAllQuoteFiles, keptQuoteFile, QUOTE_FILE_NOT_KEPT } from '#src/web/lib/quote-files';
import { keptQuoteFileIds } from '#src/web/testing/kept-quote-files';
import { returnPathOf } from '#src/web/lib/session';
import { PRICES_LOADING } from './purchase-form';
import { renderAt, stubFetch } from '#src/web/testing/render';
import { refuseStorage } from '#src/web/testing/refuse-storage';
import {
  answersFor,
  BED_VARIATIONS,
  bedDetail,
  productResponse,
  sofaDetail,
  storagePricesResponse,
  visitorResponse,
} from '../../testing/product-detail-fixtures';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubFetch({ fakeTimers: true });

function signIn() {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: 'Aoife Byrne', office_city: 'Cork' }),
  )}; path=/`;
}

beforeEach(async () => {
  localStorage.clear();
  await forgetAllQuoteFiles();
  fetchMock.mockImplementation(
    answersFor({
      '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
      '/api/admin/storage-prices?categoryId=1': [storagePricesResponse(100, 60)],
      '/api/product/8': [productResponse(sofaDetail())],
    }),
  );
});
afterEach(() => {
  document.cookie = 'user=; max-age=0; path=/';
  toastSuccess.mockReset();
  toastError.mockReset();
  vi.restoreAllMocks();
});

async function renderProduct(url = '/products/7', { applyAccept = true } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi), applyAccept });
  renderAt(url, <ProductDetailPage />, { path: '/products/:id' });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const reference = () => screen.getByLabelText<HTMLInputElement>('Reference Number');
const quantity = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
const quoteText = () => screen.getByLabelText<HTMLTextAreaElement>('Special Quote (optional)');
const quoteFile = () => screen.getByLabelText<HTMLInputElement>('Quote File (optional)');
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartItem[];

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

describe('Add to cart for a visitor', () => {
  /** A visitor on the product page at `url`; /signin says where it would send them back. */
  function visitorAt(url: string) {
    fetchMock.mockImplementation(
      answersFor({ '/api/product/7': [visitorResponse(productResponse(bedDetail()))] }),
    );
    function SignInProbe() {
      return <p>Back to {returnPathOf(useLocation().state)}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]} useTransitions={false}>
          <Routes>
            <Route path="/products/:id" element={<ProductDetailPage />} />
            <Route path="/signin" element={<SignInProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  }

  it('goes to /signin and, once signed in, back to the product', async () => {
    const user = visitorAt('/products/7?from=search');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Back to /products/7?from=search')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("comes back to the product from 'Sign in to see trade prices' too", async () => {
    const user = visitorAt('/products/7');
    await user.click(await screen.findByRole('link', { name: 'Sign in to see trade prices' }));
    expect(screen.getByText('Back to /products/7')).toBeTruthy();
  });
});

describe('Add to cart for a trade user', () => {
  beforeEach(signIn);

  it('refuses an incomplete choice for 3 s, and takes focus to the choice still to make', async () => {
    const user = await renderProduct();
    await user.click(addButton());
    expect(screen.getByText(SELECTION_INVALID)).toBeTruthy();
    // The size has a default; the fabric is the first choice missing.
    const fabrics = screen.getByRole('group', { name: 'Fabric' });
    expect(document.activeElement).toBe(within(fabrics).getAllByRole('radio')[0]);
    expect(localStorage.getItem('cart')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(SELECTION_INVALID)).toBeNull();
  });

  it('stores the line, says so and starts the form afresh', async () => {
    const user = await renderProduct('/products/7', { applyAccept: true });
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.click(radio('Ottoman'));
    await screen.findByText('€670.00');
    await user.type(reference(), 'Room 12');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.type(quoteText(), 'Headboard 10 cm taller');
    await user.upload(quoteFile(), new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Attached: spec.pdf')).toBeTruthy();
    await user.click(addButton());

    await vi.waitFor(() => expect(storedCart()).toHaveLength(1));
    expect(storedCart()).toEqual([
      {
        id: 7,
        product_name: 'Kinsale Divan Bed',
        price: 670,
        vat: 154.1,
        size: 'King',
        sizeId: 12,
        fabric: 'Plush Velvet',
        fabricId: 21,
        fabricColor: 'Steel',
        fabricColorId: 31,
        quantity: 3,
        image: '/media/products/kinsale-1.webp',
        isStorage: true,
        isCloudStorage: false,
        storageType: 'Ottoman',
        referenceNumber: 'Room 12',
        specialQuote: {
          text: 'Headboard 10 cm taller',
          // The file itself is kept in IndexedDB (ADR 0021), not in the cart.
          fileBase64: 'kept:indexeddb',
          fileName: 'spec.pdf',
          fileSize: 8,
          fileId: expect.any(String) as string,
        },
      },
    ]);
    const kept = await keptQuoteFile(storedCart()[0]!.specialQuote.fileId!);
    expect(await kept?.text()).toBe('%PDF-1.4');
    expect(kept?.type).toBe('application/pdf');
    expect(toastSuccess).toHaveBeenCalledWith('Kinsale Divan Bed added to cart', {
      autoClose: 2000,
    });

    expect(reference().value).toBe('');
    expect(quantity().value).toBe('1');
    expect(quoteText().value).toBe('');
    expect(screen.queryByText('Attached: spec.pdf')).toBeNull();
    expect(radio('Double').checked).toBe(true);
    expect(radio('Plush Velvet').checked).toBe(false);
    expect(radio('Non Ottoman').checked).toBe(true);
  });

  it('merges the same line added twice', async () => {
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await user.type(reference(), 'Lobby');
    await user.clear(quantity());
    await user.type(quantity(), '3');
    await user.click(addButton());

    const cart = storedCart();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      id: 8,
      sizeId: 13,
      fabricId: null,
      fabricColorId: null,
      quantity: 5,
      price: 900,
      vat: 207,
      storageType: 'Non Ottoman',
      isStorage: false,
      isCloudStorage: false,
    });
  });

  it('says so when the same line added again would pass 99, and keeps 99', async () => {
    const user = await renderProduct('/products/8');
    for (const amount of ['60', '60']) {
      await user.type(reference(), 'Lobby');
      await user.clear(quantity());
      await user.type(quantity(), amount);
      await user.click(addButton());
    }
    expect(storedCart()[0]).toMatchObject({ quantity: 99 });
    expect(toastSuccess).toHaveBeenLastCalledWith(
      expect.stringContaining('A cart line holds at most 99'),
      expect.anything(),
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps the quantity between 1 and 99', async () => {
    const user = await renderProduct('/products/8');
    const decrease = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    expect(quantity().value).toBe('1');
    expect(decrease.disabled).toBe(true);

    await user.clear(quantity());
    await user.type(quantity(), '150');
    await user.tab();
    expect(quantity().value).toBe('99');
    expect(increase.disabled).toBe(true);
    await user.click(decrease);
    expect(quantity().value).toBe('98');

    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.tab();
    expect(quantity().value).toBe('1');
  });

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
    const kept = await keptQuoteFile(storedCart()[0]!.specialQuote.fileId!);
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

  it('adds nothing until the storage surcharge is known, then adds at the full price', async () => {
    let answerStorage: (response: Response) => void = () => {};
    const serve = answersFor({
      '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
    });
    fetchMock.mockImplementation((input) =>
      input === '/api/admin/storage-prices?categoryId=1'
        ? new Promise<Response>((resolve) => (answerStorage = resolve))
        : serve(input),
    );
    const user = await renderProduct();
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.type(reference(), 'Room 12');
    // Without storage the price needs no surcharge: the line may be added.
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);

    await user.click(radio('Ottoman'));
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(PRICES_LOADING)).toBeTruthy();
    await user.click(addButton());
    expect(localStorage.getItem('cart')).toBeNull();

    await act(async () => {
      answerStorage(
        new Response(JSON.stringify(storagePricesResponse(100, 60)), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    await screen.findByText('€670.00');
    expect(screen.queryByText(PRICES_LOADING)).toBeNull();
    await user.click(addButton());
    expect(storedCart()).toEqual([
      expect.objectContaining({ price: 670, vat: 154.1, storageType: 'Ottoman' }),
    ]);
  });

  it('adds with no surcharge when the storage prices cannot be had (docs/api.md "Catalogue")', async () => {
    fetchMock.mockImplementation(
      answersFor({
        '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
        '/api/admin/storage-prices?categoryId=1': [{ message: 'down' }, 500],
      }),
    );
    const user = await renderProduct();
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.click(radio('Ottoman'));
    await screen.findByText('€520.00');
    await user.click(addButton());
    expect(storedCart()).toEqual([expect.objectContaining({ price: 520, storageType: 'Ottoman' })]);
  });

  it('adds nothing while the price is not known yet (product still cached from before sign-in)', async () => {
    fetchMock.mockImplementation(
      answersFor({ '/api/product/8': [visitorResponse(productResponse(sofaDetail()))] }),
    );
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(PRICES_LOADING)).toBeTruthy();
    await user.click(addButton());
    expect(localStorage.getItem('cart')).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('says the cart is full instead of dropping a line beyond the limit', async () => {
    seedCart(
      Array.from({ length: MAX_CART_LINES }, (_, i) => cartItem({ referenceNumber: `R-${i}` })),
    );
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    await user.click(addButton());
    expect(toastError).toHaveBeenCalledWith(CART_FULL, { autoClose: 4000 });
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(MAX_CART_LINES);
    expect(reference().value).toBe('Lobby');
  });

  it('keeps the form and says so when the browser cannot store the cart', async () => {
    refuseStorage('localStorage');
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    await user.click(addButton());
    expect(toastError).toHaveBeenCalledWith(expect.stringMatching(/could not be saved/), {
      autoClose: 4000,
    });
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(reference().value).toBe('Lobby');
  });

  it('keeps one copy of a quote file added twice to the same line', async () => {
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
    await vi.waitFor(async () =>
      expect(await keptQuoteFileIds()).toEqual([line!.specialQuote.fileId]),
    );
  });

  it('keeps the form and says so when the browser cannot keep the quote file', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    await user.upload(quoteFile(), new File(['%PDF-1.4'], 'plan.pdf'));
    await screen.findByText('Attached: plan.pdf');
    await user.click(addButton());
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(QUOTE_FILE_NOT_KEPT, { autoClose: 4000 }),
    );
    expect(localStorage.getItem('cart')).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(reference().value).toBe('Lobby');
    expect(screen.getByText('Attached: plan.pdf')).toBeTruthy();
  });
});
