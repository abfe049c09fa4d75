import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PO_NUMBER_MESSAGE } from '#src/shared/schemas/orders';
import { cartItem } from '#src/web/testing/cart-fixtures';
import { currentLocation } from '#src/web/testing/render';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';
import { CONFIRMATION_PATH, placedOrder } from '../testing/fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);
afterEach(() => {
  vi.restoreAllMocks();
});

const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/product');
const sentPo = (call: number) => (orderCalls()[call]![1]!.body as FormData).get('po_number');
const keyOf = (call: number) => new Headers(orderCalls()[call]![1]!.headers).get('Idempotency-Key');

async function openShippingStep(cart = [cartItem()]) {
  const view = openCheckout(cart);
  await screen.findByDisplayValue('Aoife Byrne');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

const poField = () => screen.getByLabelText(/Purchase order number/);
const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });

describe('the purchase-order number at checkout', () => {
  it('goes with the order, trimmed, and the buyer lands on the confirmation', async () => {
    answerCheckout(fetchMock);
    const { user } = await openShippingStep();
    await user.type(poField(), '  PO 4471/B ');
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentPo(0)).toBe('PO 4471/B');
  });

  it('is left out of the order when blank', async () => {
    answerCheckout(fetchMock);
    const { user } = await openShippingStep();
    await user.type(poField(), '   ');
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentPo(0)).toBeNull();
  });

  it('says at once when it is too long, keeps what was typed, and sends nothing', async () => {
    answerCheckout(fetchMock);
    const { user } = await openShippingStep();
    const typed = 'PO-'.padEnd(36, '9');
    await user.type(poField(), typed);
    expect(screen.getByText(PO_NUMBER_MESSAGE)).toBeTruthy();
    expect(poField()).toHaveProperty('value', typed);
    expect(poField().getAttribute('aria-invalid')).toBe('true');

    // Closing the step and confirming brings the buyer back to the field.
    await user.click(screen.getByRole('button', { name: /Shipping address/ }));
    await user.click(confirm());
    expect(orderCalls()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(poField()));

    await user.type(poField(), '{Backspace}');
    expect(screen.queryByText(PO_NUMBER_MESSAGE)).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentPo(0)).toBe(typed.slice(0, 35));
  });

  it('is part of "the same order again": another PO after a lost answer takes a new key', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => placedOrder(),
    ];
    answerCheckout(fetchMock, { order: () => answers.shift()!() });
    const { user } = await openShippingStep();
    await user.type(poField(), 'PO-1');
    await user.click(confirm());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await user.type(poField(), '2');
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentPo(1)).toBe('PO-12');
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});
