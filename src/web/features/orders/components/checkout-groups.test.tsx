import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageInfo } from '#src/shared/domain/pagination';
import type { Checkout } from '#src/shared/schemas/orders';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { currentLocation, jsonResponse, renderAt } from '#src/web/testing/render';
import { answerRoutes, orderCard, userOrders } from '../testing/fixtures';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubSignedInFetch(toastSuccess, toastError);
const CHECKOUTS = 'GET /api/order/checkouts';

function checkout(n: number, lines: number, poNumber: string | null): Checkout {
  const checkoutNumber = `CHK-2026-0004${n}`;
  return {
    checkoutId: `c0ffee00-0000-4000-8000-00000000004${n}`,
    checkoutNumber,
    poNumber,
    placedAt: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    shipping_address: 'Unit 4, Business Park, Navan, C15 CD34',
    subtotal: 1000 * lines,
    vat: 230 * lines,
    total: 1230 * lines,
    orders: Array.from({ length: lines }, (_, i) =>
      orderCard({
        id: n * 10 + i,
        trackingId: `TRK-${n}${i}AAAAAAAA`,
        checkoutNumber,
        poNumber,
        referenceNumber: `ROOM-${n}0${i}`,
      }),
    ),
  };
}

/** GET /api/order/checkouts as the server pages it (10 a page). */
const checkoutPages = (all: Checkout[]) => (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  return jsonResponse({
    success: true,
    checkouts: all.slice((page - 1) * limit, page * limit),
    pagination: pageInfo(all.length, page, limit),
  });
};

function renderOrders(url = '/orders') {
  const user = userEvent.setup();
  const view = renderAt(url, <OrdersPage />, { path: '/orders' });
  return { ...view, user };
}

describe('My Orders by checkout', () => {
  it('groups the lines under each checkout, with its number, PO, total and address', async () => {
    const all = [checkout(3, 2, 'PO 4471/B'), checkout(2, 1, null)];
    answerRoutes(fetchMock, {
      [LIST]: userOrders(all.flatMap((c) => c.orders)),
      [CHECKOUTS]: checkoutPages(all),
    });
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Order TRK-30AAAAAAAA' });
    expect(screen.getByRole('button', { name: 'Order lines' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'By checkout' }));
    expect(currentLocation()).toBe('/orders?view=checkouts');
    // The group is named by its checkout number and PO.
    const first = await screen.findByRole('region', { name: 'CHK-2026-00043 PO: PO 4471/B' });
    expect(within(first).getAllByRole('article')).toHaveLength(2);
    expect(within(first).getByText('€2,460.00')).toBeTruthy();
    expect(within(first).getByText(/Delivery to Unit 4, Business Park/)).toBeTruthy();
    // The heading links to the confirmation (so does each card's Checkout).
    for (const link of within(first).getAllByRole('link', { name: 'CHK-2026-00043' })) {
      expect(link.getAttribute('href')).toBe('/checkout/confirmation/CHK-2026-00043');
    }
    const second = screen.getByRole('region', { name: 'CHK-2026-00042' });
    expect(within(second).getAllByRole('article')).toHaveLength(1);
    // The tabs and search belong to the lines view.
    expect(screen.queryByRole('tablist')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Order lines' }));
    expect(currentLocation()).toBe('/orders');
    await screen.findByRole('tablist');
  });

  it('shows the checkout’s booked delivery day, with Move delivery', async () => {
    const booked = {
      ...checkout(3, 2, null),
      delivery: {
        day: '2026-12-08',
        state: 'requested' as const,
        earliest_on: '2026-12-01',
        move_until: '2026-12-01',
        may_move: true,
      },
    };
    answerRoutes(fetchMock, {
      [LIST]: userOrders(booked.orders),
      [CHECKOUTS]: checkoutPages([booked]),
    });
    renderOrders('/orders?view=checkouts');
    const group = await screen.findByRole('region', { name: 'CHK-2026-00043' });
    const delivery = within(group).getByRole('region', { name: 'Delivery' });
    expect(delivery.textContent).toContain(
      'Delivery: Tue 8 Dec 2026 — requested, awaiting confirmation',
    );
    expect(within(delivery).getByRole('button', { name: 'Move delivery' })).toBeTruthy();
  });

  it('pages checkouts ten at a time and keeps the page in the address', async () => {
    const all = Array.from({ length: 12 }, (_, i) => checkout(i, 1, null));
    answerRoutes(fetchMock, { [CHECKOUTS]: checkoutPages(all) });
    const { user } = renderOrders('/orders?view=checkouts');
    await screen.findByRole('region', { name: all[0]!.checkoutNumber });
    expect(screen.getAllByRole('region')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(currentLocation()).toBe('/orders?view=checkouts&page=2'));
    await screen.findByRole('region', { name: all[11]!.checkoutNumber });
  });

  it('says so when the buyer has no orders yet', async () => {
    answerRoutes(fetchMock, { [CHECKOUTS]: checkoutPages([]) });
    renderOrders('/orders?view=checkouts');
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });
});
