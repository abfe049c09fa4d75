import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#src/shared/domain/cart';
import { cartItem, storedCart } from '#src/web/testing/cart-fixtures';
import { currentLocation } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import {
  answerCheckout,
  openCheckout,
  stubCheckoutFetch,
  type CheckoutAnswers,
} from '../testing/checkout-setup';
import { CONFIRMATION_PATH } from '../testing/fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error], { fakeTimers: true });
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(items: CartItem[] = [cartItem()], answers?: CheckoutAnswers) {
  answerCheckout(fetchMock, answers);
  return openCheckout(items, { advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/product');
const confirmButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Confirm Order|Processing/ });
const sectionButton = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => sectionButton(name).getAttribute('aria-expanded') === 'true';
const detailsLoaded = () => screen.findByDisplayValue('Aoife Byrne');
const summary = () => screen.getByRole('region', { name: 'Order summary' });

describe('/checkout', () => {
  it('says an empty cart is empty', () => {
    setup([]);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('Cart is Empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).toBeNull();
  });

  it('walks through contact info, shipping address and payment, scrolling to payment after 80 ms', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { user } = setup();
    await detailsLoaded();
    expect(screen.getByDisplayValue('+353 87 123 4567')).toBeTruthy();
    expect(screen.getByDisplayValue('aoife@byrnebeds.ie')).toBeTruthy();
    expect([
      expanded('Contact info'),
      expanded('Shipping address'),
      expanded('Payment method'),
    ]).toEqual([true, false, false]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect([
      expanded('Contact info'),
      expanded('Shipping address'),
      expanded('Payment method'),
    ]).toEqual([false, true, false]);
    // The Continue pressed is gone: focus goes on to the next step's heading.
    expect(document.activeElement).toBe(sectionButton('Shipping address'));
    const address = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Shipping address/ });
    expect(address.value).toBe('Unit 4, Business Park, Navan, C15 CD34');

    // Closing a step by its heading moves on too. The clock stands still from here.
    vi.useFakeTimers();
    fireEvent.click(sectionButton('Shipping address'));
    expect([
      expanded('Contact info'),
      expanded('Shipping address'),
      expanded('Payment method'),
    ]).toEqual([false, false, true]);
    expect(document.activeElement).toBe(sectionButton('Payment method'));
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(payment.textContent).toContain('On account');
    expect(payment.textContent).toContain('€1,234.50');

    // Only the scrolls to payment count: the one to the shipping step (its own 80 ms on
    // the real clock) may come at any moment on a busy machine.
    const scrolledToPayment = () =>
      scroll.mock.calls.filter((_, i) => scroll.mock.contexts[i] === payment.parentElement);
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(scrolledToPayment()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolledToPayment()).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
  });

  it('refuses to move on, or to order, without a shipping address', async () => {
    const { user } = setup();
    await detailsLoaded();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const address = screen.getByRole('textbox', { name: /Shipping address/ });
    await user.clear(address);
    await user.click(sectionButton('Shipping address'));
    expect(expanded('Shipping address')).toBe(true);
    expect(screen.getByText('Shipping address is required.')).toBeTruthy();

    await user.click(sectionButton('Contact info'));
    await user.click(confirmButton());
    expect(expanded('Shipping address')).toBe(true);
    expect(document.activeElement).toBe(address);
    expect(orderCalls()).toHaveLength(0);
  });

  it('lists each line with its price, quantity, Remove and the totals', async () => {
    const { user } = setup([
      cartItem({ quantity: 2 }),
      cartItem({ id: 30, product_name: 'Cloud Sofa', price: 99.99, vat: 23, image: null }),
    ]);
    const lines = within(summary()).getAllByRole('listitem');
    expect(lines[0]!.textContent).toContain('Navan Low Bed');
    expect(lines[0]!.textContent).toContain('€1,230.00');
    expect(lines[1]!.querySelector('img')!.getAttribute('src')).toBe('/media/placeholder.webp');
    const totals = () =>
      within(summary())
        .getAllByRole('definition')
        .map((cell) => cell.textContent);
    expect(totals()).toEqual(['€1,099.99', '€253.00', '€1,352.99']);
    expect(summary().textContent).toContain('Taxes:');
    expect(summary().textContent).toContain('Shipping:');
    // The day is booked at checkout (docs/business-rules.md "Delivery days"), not arranged later.
    expect(summary().textContent).toContain('on the delivery day chosen in the shipping step');
    expect(summary().textContent).not.toContain('we contact you to arrange');

    const decrease = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Decrease quantity of Navan Low Bed',
    });
    await user.click(decrease);
    expect(storedCart()[0]!.quantity).toBe(1);
    expect(decrease.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cloud Sofa' }));
    expect(storedCart()[1]!.quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Remove Navan Low Bed' }));
    expect(storedCart().map((item) => item.product_name)).toEqual(['Cloud Sofa']);
    expect(totals()).toEqual(['€199.98', '€46.00', '€245.98']);
  });

  it("edits a line's reference number, shown as 'Not provided' while empty", async () => {
    const { user } = setup([cartItem({ referenceNumber: '' })]);
    expect(within(summary()).getByText('Not provided')).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Edit reference number of Navan Low Bed' }),
    );
    const field = screen.getByRole('textbox', { name: 'Reference Number for Navan Low Bed' });
    expect(field.hasAttribute('required')).toBe(true);
    await user.click(
      screen.getByRole('button', { name: 'Save reference number of Navan Low Bed' }),
    );
    expect(screen.getByText('Enter a reference number.')).toBeTruthy();

    await user.type(field, ' ROOM-9 {Enter}');
    expect(within(summary()).queryByText('Not provided')).toBeNull();
    expect(within(summary()).getByText('ROOM-9')).toBeTruthy();
    expect(storedCart()[0]!.referenceNumber).toBe('ROOM-9');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit reference number of Navan Low Bed' }),
    );
  });

  it('asks for every reference number before sending', async () => {
    const { user } = setup([
      cartItem(),
      cartItem({ id: 30, product_name: 'Cloud Sofa', referenceNumber: ' ' }),
    ]);
    await detailsLoaded();
    await user.click(confirmButton());
    expect(screen.getByText('Reference Number is required for all products.')).toBeTruthy();
    expect(orderCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit reference number of Cloud Sofa' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Reference Number for Cloud Sofa' }),
      'R2{Enter}',
    );
    expect(screen.queryByText('Reference Number is required for all products.')).toBeNull();
  });

  it('asks to wait while the credit balance is being verified', async () => {
    const { user } = setup([cartItem()], { details: 'pending' });
    await user.click(confirmButton());
    expect(screen.getByText('Please wait while we verify your credit balance')).toBeTruthy();
    expect(orderCalls()).toHaveLength(0);
  });

  it('warns of insufficient credit before and when confirming', async () => {
    const { user } = setup([cartItem()], { details: userDetails({ available_credit: 614.98 }) });
    // €615.00 against €614.98: beyond the 0.01 tolerance.
    expect(await screen.findByText('Insufficient credit to place this order.')).toBeTruthy();
    await user.click(confirmButton());
    expect(screen.getAllByText('Insufficient credit to place this order.')).toHaveLength(1);
    expect(orderCalls()).toHaveLength(0);
  });

  it('allows the 0.01 tolerance', async () => {
    const { user } = setup([cartItem()], { details: userDetails({ available_credit: 614.99 }) });
    await detailsLoaded();
    expect(screen.queryByText('Insufficient credit to place this order.')).toBeNull();
    await user.click(confirmButton());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
  });
});
