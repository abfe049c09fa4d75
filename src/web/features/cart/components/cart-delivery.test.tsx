import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartPage } from '#src/web/app/pages/cart-page';
import { clearCart } from '#src/web/lib/cart-store';
import { cartItem, seedCart, signInAs, signOutCookie } from '#src/web/testing/cart-fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';

// docs/screens.md "Cart and checkout": the cart says when its lines can be made and
// delivered (docs/business-rules.md "Delivery days").

const fetchMock = stubFetch();
afterEach(() => {
  clearCart();
  signOutCookie();
});

const label = (min: number, max: number) => ({
  min_days: min,
  max_days: max,
  label: `Made to order: ready in ${min}–${max} working days`,
});

describe('/cart: delivery', () => {
  it("shows each line's lead time, the cart's and its earliest delivery date", async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/delivery/options'
        ? jsonResponse({
            lead_time: label(10, 20),
            lines: [{ lead_time: label(10, 20) }, { lead_time: label(3, 5) }],
            earliest_on: '2026-12-29',
            region: null,
            days: [],
          })
        : jsonResponse({ message: `unexpected ${url as string}` }, 500),
    );
    signInAs();
    seedCart([cartItem(), cartItem({ id: 30, product_name: 'Cloud Sofa', referenceNumber: 'B' })]);
    renderAt('/cart', <CartPage />);
    const totals = screen.getByRole('region', { name: 'Cart totals' });
    expect(await within(totals).findByText('Earliest delivery: Tue 29 Dec 2026')).toBeTruthy();
    expect(within(totals).getByText('Made to order: ready in 10–20 working days')).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(within(lines[0]!).getByText('Made to order: ready in 10–20 working days')).toBeTruthy();
    expect(within(lines[1]!).getByText('Made to order: ready in 3–5 working days')).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/delivery/options')!;
    expect(JSON.parse(asked[1]!.body as string)).toEqual({
      lines: [
        { productId: 12, fabricId: cartItem().fabricId, quantity: cartItem().quantity },
        { productId: 30, fabricId: cartItem().fabricId, quantity: cartItem().quantity },
      ],
    });
  });
});
