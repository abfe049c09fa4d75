import userEvent from '@testing-library/user-event';
import { afterEach, type Mock } from 'vitest';
import type { CartItem } from '#src/shared/domain/cart';
import type { UserDetails } from '#src/shared/schemas/accounts';
import { CheckoutPage } from '#src/web/app/pages/checkout-page';
import { clearCart } from '#src/web/lib/cart-store';
import { seedCart, signInAs, signOutCookie } from '#src/web/testing/cart-fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { placedOrder } from './fixtures';

/**
 * A test file's setup for /checkout: a stubbed fetch (returned); after each test no cart,
 * no session, nothing in sessionStorage, and `mocks` (the file's toast mocks) emptied.
 */
export function stubCheckoutFetch(mocks: Mock[], { fakeTimers = false } = {}) {
  const fetchMock = stubFetch({ fakeTimers });
  afterEach(() => {
    clearCart();
    signOutCookie();
    window.sessionStorage.clear();
    for (const mock of mocks) mock.mockReset();
  });
  return fetchMock;
}

export type CheckoutAnswers = {
  /** 'pending': the details never arrive. */
  details?: UserDetails | 'pending';
  order?: () => Promise<Response>;
  /** POST /api/order/quote, given the lines asked about; without it, a loud 500. */
  quote?: (items: unknown[]) => Promise<Response>;
  /** GET /api/company (its delivery sites); without it, a loud 500: no sites offered. */
  company?: unknown;
  /** POST /api/delivery/options, given its body; without it, a loud 500. */
  delivery?: (body: unknown) => Promise<Response>;
};

/**
 * Answers what /checkout asks for: the buyer's details, the order and (when given) the
 * cart's prices today; anything else is a
 * loud 500. Returns how many times the details were fetched, counted as they come.
 */
export function answerCheckout(
  fetchMock: Mock<typeof fetch>,
  {
    details = userDetails(),
    order = async () => placedOrder(),
    quote,
    company,
    delivery,
  }: CheckoutAnswers = {},
) {
  const detailsCalls = { count: 0 };
  fetchMock.mockImplementation(async (input, init) => {
    const url = input as string;
    if (url === '/api/user/details') {
      detailsCalls.count += 1;
      return details === 'pending' ? new Promise<Response>(() => {}) : jsonResponse(details);
    }
    if (url === '/api/order/product') return order();
    if (url === '/api/company' && company) return jsonResponse(company);
    if (url === '/api/delivery/options' && delivery) {
      return delivery(JSON.parse(init!.body as string) as unknown);
    }
    if (url === '/api/order/quote' && quote) {
      return quote((JSON.parse(init!.body as string) as { items: unknown[] }).items);
    }
    return jsonResponse({ message: `unexpected ${url}` }, 500);
  });
  return detailsCalls;
}

/** A signed-in buyer with these lines in the cart opens /checkout. */
export function openCheckout(
  items: readonly CartItem[],
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  signInAs();
  seedCart(items);
  const user = userEvent.setup(userOptions);
  const view = renderAt('/checkout', <CheckoutPage />);
  return { ...view, user };
}
