import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_FULL, MAX_CART_LINES } from '#src/shared/domain/cart';
import { cartItem, seedCart } from '#src/web/testing/cart-fixtures';
import { SELECTION_INVALID } from '#src/shared/domain/order-lines';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { returnPathOf } from '#src/web/lib/session';
import { refuseStorage } from '#src/web/testing/refuse-storage';
import {
  answersFor,
  bedDetail,
  productResponse,
  visitorResponse,
} from '../../testing/product-detail-fixtures';
import {
  addButton,
  quantity,
  quoteFile,
  quoteText,
  radio,
  reference,
  renderProduct,
  signIn,
  storedCart,
  stubProductPageFetch,
  uploadedCartFiles,
} from './purchase-form.test-setup';

// Add to Cart on the product page: where a visitor is sent, and the line a trade user's
// choice makes in the cart (purchase-form-prices and purchase-form-quote-file: the
// price and the quote file).

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubProductPageFetch([toastSuccess, toastError]);

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
          // The file itself is kept by the server (docs/business-rules.md "Cart"), not in the cart.
          fileBase64: 'kept:indexeddb',
          fileName: 'spec.pdf',
          fileSize: 8,
          fileId: expect.any(String) as string,
        },
      },
    ]);
    const kept = uploadedCartFiles.get(storedCart()[0]!.specialQuote.fileId!);
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
});
