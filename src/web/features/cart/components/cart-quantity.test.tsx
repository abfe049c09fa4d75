import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE } from '#src/shared/domain/cart';
import { CartPage } from '#src/web/app/pages/cart-page';
import { clearCart } from '#src/web/lib/cart-store';
import {
  cartItem,
  seedCart,
  signInAs,
  signOutCookie,
  storedCart,
} from '#src/web/testing/cart-fixtures';
import { forgetAllQuoteFiles } from '#src/web/lib/quote-files';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';

// A cart line's quantity typed, pasted or stepped (docs/decisions/0027).

const fetchMock = stubFetch();
afterEach(async () => {
  clearCart();
  signOutCookie();
  await forgetAllQuoteFiles();
});

const NAME = 'Quantity of Navan Low Bed';
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: NAME });
const reason = () =>
  (box().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function renderCart(quantity = 2) {
  signInAs();
  seedCart([cartItem({ quantity })]);
  renderAt('/cart', <CartPage />);
  return userEvent.setup();
}

describe('/cart: a line’s quantity', () => {
  it('takes 40 typed on the keyboard and stores it', async () => {
    const user = renderCart();
    expect(box().inputMode).toBe('numeric');
    await user.click(box());
    await user.keyboard('40');
    expect(storedCart()[0]!.quantity).toBe(40);
    expect(screen.getAllByText('€24,600.00').length).toBeGreaterThan(0);
  });

  it('takes a pasted quantity', async () => {
    const user = renderCart();
    await user.click(box());
    await user.paste('12');
    expect(storedCart()[0]!.quantity).toBe(12);
  });

  it.each(['0', '100', 'abc', '4.5'])(
    'refuses "%s" with the reason and keeps the stored quantity',
    async (pasted) => {
      const user = renderCart(7);
      await user.click(box());
      await user.paste(pasted);
      expect(box().value).toBe(pasted);
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(reason()).toBe(QUANTITY_MESSAGE);
      expect(storedCart()[0]!.quantity).toBe(7);
    },
  );

  it('steps from the stored quantity after a refused one', async () => {
    const user = renderCart(7);
    await user.click(box());
    await user.paste('100');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Navan Low Bed' }));
    expect(box().value).toBe('8');
    expect(box().getAttribute('aria-invalid')).toBeNull();
    expect(storedCart()[0]!.quantity).toBe(8);
  });

  it('refuses more than the stock left with "Only N in stock", as the quote says', async () => {
    // The cart's prices today; the delivery days are not asked about here.
    fetchMock.mockImplementation(async (url) =>
      url !== '/api/order/quote'
        ? jsonResponse({ message: `unexpected ${url as string}` }, 500)
        : jsonResponse({
            success: true,
            lines: [{ price: 500, vat: 115, available_stock: 12 }],
            subtotal: 1000,
            vat: 230,
            total: 1230,
          }),
    );
    const user = renderCart();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(box());
    await waitFor(async () => {
      await user.clear(box());
      await user.paste('40');
      expect(reason()).toBe('Only 12 in stock');
    });
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(storedCart()[0]!.quantity).toBe(2);
  });

  it('names a line the server refuses for its stock', async () => {
    // The cart's prices today; the delivery days are not asked about here.
    fetchMock.mockImplementation(async (url) =>
      url !== '/api/order/quote'
        ? jsonResponse({ message: `unexpected ${url as string}` }, 500)
        : jsonResponse({
            success: true,
            lines: [{ message: 'Only 5 of Navan Low Bed in stock.' }],
            subtotal: 0,
            vat: 0,
            total: 0,
          }),
    );
    renderCart(40);
    const alert = await screen.findByText(/cannot be ordered as they are/);
    expect(alert.closest('[role="alert"]')!.textContent).toContain(
      'Only 5 of Navan Low Bed in stock.',
    );
  });
});
