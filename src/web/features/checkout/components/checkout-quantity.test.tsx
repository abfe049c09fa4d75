import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUANTITY_MESSAGE } from '#src/shared/domain/cart';
import { cartItem, storedCart } from '#src/web/testing/cart-fixtures';
import { currentLocation, jsonResponse } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';
import { CONFIRMATION_PATH } from '../testing/fixtures';

// A line's quantity at checkout, typed, pasted or stepped (docs/decisions/0027).

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);

const NAME = 'Quantity of Navan Low Bed';
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: NAME });
const reason = () =>
  (box().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/product');
const sentQuantity = (call: number) =>
  (
    JSON.parse((orderCalls()[call]![1]!.body as FormData).get('items') as string) as Array<{
      quantity: number;
    }>
  )[0]!.quantity;

async function openShippingStep(quantity = 2) {
  const view = openCheckout([cartItem({ quantity })]);
  await screen.findByDisplayValue('Aoife Byrne');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('checkout: a line’s quantity', () => {
  it('takes 40 typed on the keyboard and orders 40', async () => {
    answerCheckout(fetchMock, { details: userDetails({ available_credit: 50_000 }) });
    const { user } = await openShippingStep();
    expect(box().inputMode).toBe('numeric');
    await user.click(box());
    await user.keyboard('40');
    expect(storedCart()[0]!.quantity).toBe(40);
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentQuantity(0)).toBe(40);
  });

  it('takes a pasted quantity', async () => {
    answerCheckout(fetchMock);
    const { user } = await openShippingStep();
    await user.click(box());
    await user.paste('12');
    expect(storedCart()[0]!.quantity).toBe(12);
  });

  it.each(['0', '100', 'abc', '4.5'])(
    'refuses "%s" with the reason, and orders nothing until it is corrected',
    async (pasted) => {
      answerCheckout(fetchMock, { details: userDetails({ available_credit: 50_000 }) });
      const { user } = await openShippingStep(7);
      await user.click(box());
      await user.paste(pasted);
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(reason()).toBe(QUANTITY_MESSAGE);
      expect(storedCart()[0]!.quantity).toBe(7);

      await user.click(confirm());
      expect(screen.getByText('Correct the quantity of Navan Low Bed first.')).toBeTruthy();
      expect(document.activeElement).toBe(box());
      expect(orderCalls()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Decrease quantity of Navan Low Bed' }));
      expect(box().value).toBe('6');
      await user.click(confirm());
      await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
      expect(sentQuantity(0)).toBe(6);
    },
  );

  it('refuses more than the stock left with "Only N in stock", as the quote says', async () => {
    answerCheckout(fetchMock, {
      quote: async () =>
        jsonResponse({
          success: true,
          lines: [{ price: 500, vat: 115, available_stock: 12 }],
          subtotal: 1000,
          vat: 230,
          total: 1230,
        }),
    });
    const { user } = await openShippingStep();
    await user.click(box());
    await waitFor(async () => {
      await user.clear(box());
      await user.paste('40');
      expect(reason()).toBe('Only 12 in stock');
    });
    expect(storedCart()[0]!.quantity).toBe(2);
    await user.click(confirm());
    expect(screen.getByText('Correct the quantity of Navan Low Bed first.')).toBeTruthy();
    expect(orderCalls()).toHaveLength(0);
  });
});
