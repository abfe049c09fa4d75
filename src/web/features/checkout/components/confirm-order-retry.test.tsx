import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, storedCart } from '#src/web/testing/cart-fixtures';
import { refuseStorage } from '#src/web/testing/refuse-storage';
import { currentLocation } from '#src/web/testing/render';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';
import { CONFIRMATION_PATH, placedOrder } from '../testing/fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);
afterEach(() => {
  vi.restoreAllMocks();
});

const orderKeys = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/order/product')
    .map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'));

describe('Confirm Order when sessionStorage refuses to store', () => {
  it('retries a network failure with the same Idempotency-Key', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => placedOrder(),
    ];
    answerCheckout(fetchMock, { order: () => answers.shift()!() });
    const cart = [cartItem()];
    const { user } = openCheckout(cart);
    refuseStorage('sessionStorage');

    await screen.findByDisplayValue('Aoife Byrne');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Network error. Please try again.', {
        autoClose: 2000,
      }),
    );
    expect(storedCart()).toEqual(cart);
    // The key was refused by the storage: it is kept in memory only.
    expect(window.sessionStorage.length).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));

    const [first, second] = orderKeys();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });
});
