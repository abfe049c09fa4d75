import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASK_ABOUT_INVOICES,
  ON_HOLD_DISABLED,
  onHoldText,
  SEE_INVOICES,
} from '#src/web/components/ui/credit-hold-notice';
import { cartItem } from '#src/web/testing/cart-fixtures';
import { memberDetails, userDetails } from '#src/web/testing/user-fixtures';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);
afterEach(() => {
  vi.restoreAllMocks();
});

const confirmButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Confirm Order/ });
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/product');
const HOLD = onHoldText(45);
/** The notice announced on the page (the payment step repeats it quietly). */
const holdAlert = async () =>
  (await screen.findAllByText(HOLD))
    .map((text) => text.closest<HTMLElement>('[role="alert"]'))
    .find(Boolean)!;

describe('/checkout on credit hold (docs/business-rules.md "Invoices and payments")', () => {
  it('says why before the buyer tries, links the invoices, and keeps Confirm Order disabled', async () => {
    answerCheckout(fetchMock, {
      details: userDetails({ on_credit_hold: true, credit_hold_days: 45 }),
    });
    const { user } = openCheckout([cartItem()]);

    const notice = await holdAlert();
    expect(notice).toBeTruthy();
    expect(within(notice).getByRole('link', { name: SEE_INVOICES }).getAttribute('href')).toBe(
      '/account/invoices?status=overdue',
    );
    expect(confirmButton().disabled).toBe(true);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(ON_HOLD_DISABLED)).toBeTruthy();
    expect(confirmButton().getAttribute('aria-describedby')).toBe('confirm-order-notice');

    // The payment step says it too, beside the credit it would otherwise seem to offer.
    await user.click(screen.getByRole('button', { name: 'Payment method' }));
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect(within(payment).getByText(HOLD)).toBeTruthy();

    await user.click(confirmButton());
    expect(orderCalls()).toHaveLength(0);
  });

  it('tells a buyer, who cannot read the invoices, who can', async () => {
    answerCheckout(fetchMock, {
      details: memberDetails('buyer', null, { on_credit_hold: true, credit_hold_days: 45 }),
    });
    openCheckout([cartItem()]);

    const notice = await holdAlert();
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(within(notice).getByText(ASK_ABOUT_INVOICES)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('shows no notice and lets the order go when the account is not on hold', async () => {
    answerCheckout(fetchMock);
    openCheckout([cartItem()]);
    await screen.findByDisplayValue('Aoife Byrne');
    expect(screen.queryByText(HOLD)).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });
});
