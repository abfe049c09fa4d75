import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { currentLocation, jsonResponse, renderAt } from '#src/web/testing/render';
import { answerRoutes, orderCard, signOut, userOrders } from '../testing/fixtures';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubSignedInFetch(toastSuccess, toastError);

/**
 * What My Orders asked of the orders API (not who the viewer is, asked to offer the
 * company view; the approvals notice above it asks its own).
 */
const requests = () =>
  fetchMock.mock.calls
    .filter(([url]) => (url as string).startsWith('/api/order'))
    .map(([url, init]) => `${init?.method} ${url as string}`);

const active = orderCard({ id: 1, trackingId: 'TRK-ACTIVE0001', product_name: 'Navan Low Bed' });
const scheduled = orderCard({
  id: 2,
  trackingId: 'TRK-SCHED00002',
  product_name: 'Slane Wardrobe',
  deliveryStatus: 'Scheduled',
});
const cancelled = orderCard({
  id: 3,
  trackingId: 'TRK-CANCEL0003',
  product_name: 'Kells Headboard',
  status: 'cancelled',
  isCancelled: false,
});
const delivered = orderCard({
  id: 4,
  trackingId: 'TRK-DELIVR0004',
  product_name: 'Trim Bunk Bed',
  deliveryStatus: 'ORDER DELIVERED',
  isCancelled: false,
});

function renderOrders(url = '/orders') {
  const user = userEvent.setup();
  const view = renderAt(url, <OrdersPage />, { path: '/orders' });
  return { ...view, user };
}

const card = (trackingId: string) => screen.getByRole('article', { name: `Order ${trackingId}` });

describe('My Orders', () => {
  it('asks a visitor to sign in, coming back here, without asking the API', () => {
    signOut();
    renderOrders();
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner, then the Active tab: neither cancelled nor delivered', async () => {
    answerRoutes(fetchMock, {
      [LIST]: userOrders([active, scheduled, cancelled, delivered]),
    });
    renderOrders();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Navan Low Bed' });

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Active', 'Cancelled', 'Delivered']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Active' });
    expect(
      within(panel)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Order TRK-ACTIVE0001', 'Order TRK-SCHED00002']);
    // Each card is titled one level below the page's h1 (WCAG 1.3.1).
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H2', 'Navan Low Bed'],
      ['H2', scheduled.product_name],
    ]);
  });

  it('moves between tabs by click and by arrow keys', async () => {
    answerRoutes(fetchMock, {
      [LIST]: userOrders([active, scheduled, cancelled, delivered]),
    });
    const { user } = renderOrders();
    await screen.findByRole('link', { name: 'Navan Low Bed' });

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(screen.getByRole('tabpanel', { name: 'Cancelled' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const status = within(card('TRK-CANCEL0003')).getByText('cancelled');
    expect(status.className).toContain('text-red-700');
    const name = screen.getByRole('link', { name: 'Kells Headboard' });
    expect(name.className).toContain('line-through');
    expect(currentLocation()).toBe('/orders?tab=cancelled');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Delivered' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Delivered' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Order TRK-DELIVR0004',
    ]);
  });

  it.each([
    ['Active', [cancelled, delivered]],
    ['Cancelled', [active, delivered]],
    ['Delivered', [active, cancelled]],
  ])('says "No %s orders found" when that tab is empty', async (tab, orders) => {
    answerRoutes(fetchMock, { [LIST]: userOrders(orders) });
    renderOrders(`/orders?tab=${tab.toLowerCase()}`);
    expect(await screen.findByText(`No ${tab} orders found`)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows every field of a card, the quote note unless None, and links to the order', async () => {
    answerRoutes(fetchMock, {
      [LIST]: userOrders([
        active,
        scheduled,
        orderCard({
          id: 5,
          trackingId: 'TRK-QUOTE00005',
          special_quote: { text: 'Extra long legs, 20 cm', fileName: 'legs.pdf' },
          storageType: 'Non Ottoman',
        }),
      ]),
    });
    renderOrders();
    const first = await screen.findByRole('article', { name: 'Order TRK-ACTIVE0001' });
    const text = first.textContent;
    for (const expected of [
      'Tracking ID:TRK-ACTIVE0001',
      'Order Date:3 Nov 2026',
      'Status:Order Placed',
      'Fabric:Plush Velvet',
      'Fabric Color:Sage',
      'Size:King 5ft',
      'Storage:Ottoman',
      'Reference Number:BYRNE-114',
      'Quantity:2',
      'Price:€1,845.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Instructions');
    expect(within(first).getByRole('link', { name: 'Navan Low Bed' }).getAttribute('href')).toBe(
      '/orders/TRK-ACTIVE0001',
    );
    expect(card('TRK-QUOTE00005').textContent).toContain('Instructions: Extra long legs, 20 cm');
    expect(card('TRK-QUOTE00005').textContent).toContain('Attached file: legs.pdf');
    expect(card('TRK-QUOTE00005').textContent).not.toContain('Storage');
  });

  it('offers Cancel only while the order may be cancelled; Reorder always', async () => {
    answerRoutes(fetchMock, {
      [LIST]: userOrders([
        active,
        scheduled,
        orderCard({ id: 6, trackingId: 'TRK-LOCKED0006', isCancelled: false }),
        orderCard({ id: 7, trackingId: 'TRK-OUTFOR0007', deliveryStatus: 'Out for Delivery' }),
      ]),
    });
    renderOrders();
    await screen.findByRole('article', { name: 'Order TRK-OUTFOR0007' });
    const cancelButtons = (id: string) =>
      within(card(id)).queryAllByRole('button', { name: 'Cancel' }).length;
    expect(cancelButtons('TRK-ACTIVE0001')).toBe(1);
    expect(cancelButtons('TRK-SCHED00002')).toBe(0);
    expect(cancelButtons('TRK-LOCKED0006')).toBe(0);
    expect(cancelButtons('TRK-OUTFOR0007')).toBe(1);
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByRole('button', { name: 'Reorder' })).toBeTruthy();
    }
  });

  const manyActive = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      orderCard({ id: 100 + i, trackingId: `TRK-MANY${String(i + 1).padStart(6, '0')}` }),
    );
  const shownIds = () =>
    screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

  it('asks for one page of the tab, twenty orders a page, and pages through it', async () => {
    answerRoutes(fetchMock, { [LIST]: userOrders([...manyActive(45), cancelled]) });
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Order TRK-MANY000001' });
    expect(requests()).toEqual(['GET /api/order/user-orders?tab=active&page=1&limit=20']);
    expect(shownIds()).toHaveLength(20);
    expect(screen.getByText('Active orders 1–20 of 45')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Order TRK-MANY000021' });
    expect(currentLocation()).toBe('/orders?page=2');
    expect(shownIds()[0]).toBe('Order TRK-MANY000021');
    expect(screen.getByText('Active orders 21–40 of 45')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Active orders 41–45 of 45');
    expect(shownIds()).toEqual([
      'Order TRK-MANY000041',
      'Order TRK-MANY000042',
      'Order TRK-MANY000043',
      'Order TRK-MANY000044',
      'Order TRK-MANY000045',
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    // Another tab starts at its first page, and one page needs no page buttons.
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await screen.findByRole('article', { name: 'Order TRK-CANCEL0003' });
    expect(currentLocation()).toBe('/orders?tab=cancelled');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(requests().at(-1)).toBe('GET /api/order/user-orders?tab=cancelled&page=1&limit=20');
  });

  it('opens the last page when the page in the address is past it', async () => {
    const server = userOrders(manyActive(22));
    let answerLastPage: () => void = () => {};
    const lastPage = new Promise<void>((resolve) => (answerLastPage = resolve));
    answerRoutes(fetchMock, {
      [LIST]: async (url) => {
        if (url.searchParams.get('page') === '2') await lastPage;
        return server(url);
      },
    });
    renderOrders('/orders?page=7');
    // Nothing of the empty page 7 meanwhile: the spinner.
    await waitFor(() => expect(currentLocation()).toBe('/orders?page=2'));
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    expect(screen.queryByText(/Active orders/)).toBeNull();
    answerLastPage();
    await screen.findByText('Active orders 21–22 of 22');
    expect(currentLocation()).toBe('/orders?page=2');
    expect(shownIds()).toEqual(['Order TRK-MANY000021', 'Order TRK-MANY000022']);
  });

  it('finds orders by tracking ID or reference, keeping the search in the address', async () => {
    answerRoutes(fetchMock, {
      [LIST]: userOrders([
        orderCard({ id: 1, trackingId: 'TRK-ROOM000101', referenceNumber: 'Room 101' }),
        orderCard({ id: 2, trackingId: 'TRK-ROOM000102', referenceNumber: 'Room 102' }),
        orderCard({ id: 3, trackingId: 'TRK-LOBBY00001', referenceNumber: 'Lobby' }),
        cancelled,
      ]),
    });
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Order TRK-LOBBY00001' });
    const box = screen.getByRole('searchbox', {
      name: 'Find your orders by tracking ID or reference number',
    });
    await user.type(box, 'room');
    await waitFor(() => expect(currentLocation()).toBe('/orders?q=room'));
    await waitFor(() =>
      expect(shownIds()).toEqual(['Order TRK-ROOM000101', 'Order TRK-ROOM000102']),
    );
    expect(requests().at(-1)).toBe('GET /api/order/user-orders?tab=active&q=room&page=1&limit=20');

    // The search stays with another tab; nothing found says what was searched for.
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(currentLocation()).toBe('/orders?tab=cancelled&q=room'));
    expect(await screen.findByText('No Cancelled orders found for “room”')).toBeTruthy();

    // A reload of the address finds the same.
    cleanup();
    renderOrders('/orders?q=trk-lobby');
    await screen.findByRole('article', { name: 'Order TRK-LOBBY00001' });
    expect(shownIds()).toEqual(['Order TRK-LOBBY00001']);
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', {
        name: 'Find your orders by tracking ID or reference number',
      }).value,
    ).toBe('trk-lobby');
  });

  it('says so when the orders cannot be loaded', async () => {
    answerRoutes(fetchMock, { [LIST]: jsonResponse({ message: 'Database unavailable' }, 503) });
    renderOrders();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it('tracks what is typed in the search box, and ignores a blank box', async () => {
    signOut();
    const { user } = renderOrders();
    const box = screen.getByPlaceholderText('Enter Tracking ID or Ref No');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(currentLocation()).toBe('/orders');

    await user.clear(box);
    await user.type(box, ' BYRNE 114/A ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(currentLocation()).toBe('/order-tracking/BYRNE%20114%2FA'));
    expect(requests()).toEqual([]);
  });
});
