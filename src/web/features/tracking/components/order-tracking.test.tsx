import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderTrackingPage } from '#src/web/app/pages/order-tracking-page';
import { TrackPage } from '#src/web/app/pages/track-page';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { deliveryStatusesResponse, trackedOrder } from '../testing/fixtures';
import { TRACKING_SIGN_IN_HINT } from '#src/shared/schemas/orders';
import { TRACK_WHAT } from './track-order-form';

const fetchMock = stubFetch();

/** Answers the tracking lookup with `order` and the status list with `statuses`. */
function answer(
  order: Response | (() => Promise<Response>),
  statuses = deliveryStatusesResponse(),
) {
  fetchMock.mockImplementation(async (input) => {
    const url = input as string;
    if (url === '/api/order/delivery-statuses') return jsonResponse(statuses);
    if (url.startsWith('/api/auth/user/track-orders/')) {
      return typeof order === 'function' ? order() : order.clone();
    }
    throw new Error(`Unexpected request ${url}`);
  });
}

function renderTracking(slug = 'TRK-7F3K9QW2XM') {
  const user = userEvent.setup();
  const view = renderAt(`/order-tracking/${slug}`, <OrderTrackingPage />, {
    path: '/order-tracking/:slug',
  });
  return { ...view, user };
}

function fields(element: HTMLElement) {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** Each step of the progress display as "name: state", and which one is current. */
async function steps() {
  const list = await screen.findByRole('list', { name: 'Delivery progress' });
  const items = within(list).getAllByRole('listitem');
  return {
    states: items.map((item) => item.textContent?.replace(/^\d/, '')),
    current: items
      .filter((item) => item.getAttribute('aria-current') === 'step')
      .map((item) => item.textContent),
  };
}

describe('/order-tracking/{slug}', () => {
  it('looks the order up without signing in and shows the tracking fields', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder() }));
    renderTracking();
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeTruthy();
    const order = await screen.findByRole('article', { name: 'Order TRK-7F3K9QW2XM' });
    expect(fields(order)).toEqual({
      'Tracking ID': 'TRK-7F3K9QW2XM',
      'Reference Number': 'BYRNE-114',
      'Order Date': '3 Nov 2026',
      'Delivery Status': 'In Production',
      Fabric: 'Plush Velvet',
      'Fabric Colour': 'Sage',
      Quantity: '2',
      Total: '€1,845.00',
      'Shipping Address': 'Unit 4, Business Park, Navan, C15 CD34',
    });
    expect(within(order).getByRole('heading', { name: 'Navan Low Bed' })).toBeTruthy();
    expect(
      within(order).getByRole<HTMLImageElement>('img', { name: 'Navan Low Bed' }).src,
    ).toContain('/media/products/navan-bed.webp');
    expect(fetchMock.mock.calls.map(([url]) => url as string).sort()).toEqual([
      '/api/auth/user/track-orders/TRK-7F3K9QW2XM',
      '/api/order/delivery-statuses',
    ]);
  });

  it('shows the delivery view of a reference, and says how to see the rest', async () => {
    const {
      trackingId: _id,
      total_price: _price,
      shipping_address: _address,
      ...view
    } = trackedOrder();
    answer(jsonResponse({ success: true, view: 'delivery', order: view, orders: [view] }));
    renderTracking('byrne-114');
    const order = await screen.findByRole('article', { name: 'Order BYRNE-114' });
    expect(Object.keys(fields(order))).toEqual([
      'Reference Number',
      'Order Date',
      'Delivery Status',
      'Fabric',
      'Fabric Colour',
      'Quantity',
    ]);
    expect(screen.getByText(TRACKING_SIGN_IN_HINT, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });

  it("lists every one of the owner's orders with the reference", async () => {
    const orders = [
      trackedOrder({ trackingId: 'TRK-AAAAAAAAA2', quantity: 3 }),
      trackedOrder({ trackingId: 'TRK-AAAAAAAAA1' }),
    ];
    answer(jsonResponse({ success: true, view: 'full', order: orders[0], orders }));
    renderTracking('byrne-114');
    await screen.findByRole('article', { name: 'Order TRK-AAAAAAAAA2' });
    expect(screen.getByRole('article', { name: 'Order TRK-AAAAAAAAA1' })).toBeTruthy();
    expect(screen.getByText('2 of your orders have this reference.')).toBeTruthy();
  });

  it('shows earlier steps complete, the current one highlighted, later ones pending', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder({ deliveryStatus: 'scheduled' }) }));
    renderTracking();
    expect(await steps()).toEqual({
      states: [
        'Order Placed: complete',
        'In Production: complete',
        'Scheduled: current step',
        'Out for Delivery: pending',
        'Order Delivered: pending',
      ],
      current: ['3Scheduled: current step'],
    });
  });

  it('marks the last step current once delivered', async () => {
    answer(
      jsonResponse({ success: true, order: trackedOrder({ deliveryStatus: 'ORDER DELIVERED' }) }),
    );
    renderTracking();
    const { states } = await steps();
    expect(states.slice(0, 4).every((state) => state?.endsWith(': complete'))).toBe(true);
    expect(states[4]).toBe('Order Delivered: current step');
  });

  it('leaves every step pending for a status the list does not know', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder({ deliveryStatus: 'On hold' }) }));
    renderTracking();
    const { states, current } = await steps();
    expect(states.every((state) => state?.endsWith(': pending'))).toBe(true);
    expect(current).toEqual([]);
  });

  it('finds an order by reference number, sending it encoded', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder() }));
    renderTracking('BYRNE%20114%2FA');
    await screen.findByRole('article');
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toContain(
      '/api/auth/user/track-orders/BYRNE%20114%2FA',
    );
  });

  it.each([
    [
      'is not found',
      () => Promise.resolve(jsonResponse({ success: false, message: 'Order Not Found' }, 404)),
    ],
    ['lookup fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['server errs', () => Promise.resolve(jsonResponse({ message: 'Internal error' }, 500))],
  ])('says "Order Not Found" when the order %s', async (_case, response) => {
    answer(response);
    renderTracking('TRK-NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe('Order Not Found');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('tracks another order from the box below', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder() }));
    const { user } = renderTracking();
    await user.type(screen.getByLabelText('Track another order'), 'TRK-OTHER00002');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(currentLocation()).toBe('/order-tracking/TRK-OTHER00002'));
  });
});

describe('/track', () => {
  it('goes to the tracking view of what was typed; a blank box says what to enter', async () => {
    const user = userEvent.setup();
    renderAt('/track', <TrackPage />);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(currentLocation()).toBe('/track');
    expect(screen.getByRole('alert').textContent).toBe(TRACK_WHAT);
    await user.type(screen.getByLabelText('Tracking ID or Reference Number'), 'TRK-7F3K9QW2XM');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(currentLocation()).toBe('/order-tracking/TRK-7F3K9QW2XM'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the booked delivery day on the tracking view', () => {
  it('shows the day and its state when a delivery is booked, and nothing otherwise', async () => {
    const delivery = {
      day: '2026-12-08',
      state: 'confirmed' as const,
      earliest_on: '2026-12-01',
      move_until: '2026-12-01',
      may_move: true,
    };
    answer(jsonResponse({ success: true, order: trackedOrder({ delivery }) }));
    renderTracking();
    const article = await screen.findByRole('article', { name: 'Order TRK-7F3K9QW2XM' });
    expect(fields(article)['Delivery Day']).toBe('Tue 8 Dec 2026 — confirmed');
  });

  it('says nothing of a day for an order without a booking', async () => {
    answer(jsonResponse({ success: true, order: trackedOrder() }));
    renderTracking();
    const article = await screen.findByRole('article', { name: 'Order TRK-7F3K9QW2XM' });
    expect(fields(article)).not.toHaveProperty('Delivery Day');
  });
});
