import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_NOT_FOUND,
  type CheckoutAnswer,
  type OrderCard,
} from '#src/shared/schemas/orders';
import { CheckoutConfirmationPage } from '#src/web/app/pages/checkout-confirmation-page';
import { orderCard as anOrder } from '#src/web/testing/order-fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';

const fetchMock = stubFetch();

const NUMBER = 'CHK-2026-00042';

/** A line of the checkout, as GET /api/order/checkouts/{number} lists it. */
const orderCard = (overrides: Partial<OrderCard>): OrderCard =>
  anOrder({ checkoutNumber: NUMBER, poNumber: 'PO 4471/B', ...overrides });

function answer(overrides: Partial<CheckoutAnswer['checkout']> = {}): CheckoutAnswer {
  return {
    success: true,
    available_credit: 8155,
    checkout: {
      checkoutId: 'c0ffee00-0000-4000-8000-000000000042',
      checkoutNumber: NUMBER,
      poNumber: 'PO 4471/B',
      placedAt: '2026-11-27T10:15:00.000Z',
      shipping_address: 'Unit 4, Business Park, Navan, C15 CD34',
      subtotal: 1600,
      vat: 368,
      total: 1968,
      orders: [
        orderCard({ id: 1, trackingId: 'TRK-AAAAAAAAA1', referenceNumber: 'ROOM-101' }),
        orderCard({
          id: 2,
          trackingId: 'TRK-AAAAAAAAA2',
          referenceNumber: 'ROOM-102',
          product_name: 'Bantry Footstool',
          storageType: 'Non Ottoman',
          size_name: null,
          quantity: 1,
          total_price: 123,
        }),
      ],
      ...overrides,
    },
  };
}

function open(respond: () => Response, state?: unknown) {
  fetchMock.mockImplementation(async (input) => {
    if (input === `/api/order/checkouts/${NUMBER}`) return respond();
    return jsonResponse({ message: `unexpected ${input as string}` }, 500);
  });
  return renderAt(`/checkout/confirmation/${NUMBER}`, <CheckoutConfirmationPage />, {
    path: '/checkout/confirmation/:checkoutNumber',
    state,
  });
}

describe('/checkout/confirmation/{number}', () => {
  it('lists every line with its tracking ID and reference, the totals, the address and the credit left', async () => {
    open(() => jsonResponse(answer()));
    expect(
      await screen.findByText('Thank you: your order is placed on your account.'),
    ).toBeTruthy();
    expect(screen.getByText(NUMBER)).toBeTruthy();
    expect(screen.getByText('PO 4471/B')).toBeTruthy();
    expect(screen.getByText('Unit 4, Business Park, Navan, C15 CD34')).toBeTruthy();

    const lines = within(screen.getByRole('region', { name: '2 order lines' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(
      within(lines[0]!).getByRole('link', { name: 'TRK-AAAAAAAAA1' }).getAttribute('href'),
    ).toBe('/orders/TRK-AAAAAAAAA1');
    expect(within(lines[0]!).getByText('ROOM-101')).toBeTruthy();
    expect(within(lines[0]!).getByText('King 5ft · Plush Velvet · Sage · Ottoman')).toBeTruthy();
    // A line without storage or size names only what it has.
    expect(within(lines[1]!).getByText('Plush Velvet · Sage')).toBeTruthy();

    expect(screen.getByText('€1,968.00')).toBeTruthy();
    expect(screen.getByText('€368.00')).toBeTruthy();
    const credit = screen.getByText('Credit left on your account').nextElementSibling;
    expect(credit?.textContent).toBe('€8,155.00');
  });

  it('names no purchase order when the buyer gave none', async () => {
    open(() => jsonResponse(answer({ poNumber: null })));
    await screen.findByText(NUMBER);
    expect(screen.queryByText('Your purchase order')).toBeNull();
  });

  it('shows the delivery day the checkout booked, or that one will be agreed', async () => {
    const booked = { day: '2026-12-10', state: 'requested', earliest_on: '2026-12-07' };
    const view = open(() => jsonResponse(answer()), { delivery: booked });
    await screen.findByText(NUMBER);
    expect(screen.getByText('Delivery day').nextElementSibling?.textContent).toContain(
      'Thu 10 Dec 2026',
    );
    view.unmount();

    open(() => jsonResponse(answer()), { delivery: { ...booked, day: null } });
    await screen.findByText(NUMBER);
    expect(screen.getByText('Delivery day').nextElementSibling?.textContent).toBe(
      'We will agree a day with you.',
    );
  });

  it('reads the booked day from the checkout itself after a reload or from a bookmark', async () => {
    const delivery = {
      day: '2026-12-10',
      state: 'confirmed' as const,
      earliest_on: '2026-12-07',
      move_until: '2026-12-03',
      may_move: true,
    };
    open(() => jsonResponse(answer({ delivery })));
    await screen.findByText(NUMBER);
    expect(screen.getByText('Delivery day').nextElementSibling?.textContent).toContain(
      'Thu 10 Dec 2026',
    );
  });

  it('says so when the checkout is not the buyer’s or does not exist', async () => {
    open(() => jsonResponse({ success: false, message: CHECKOUT_NOT_FOUND }, 404));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKOUT_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toBeTruthy();
  });
});
