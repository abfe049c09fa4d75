import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '#src/shared/domain/companies';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { currentLocation, jsonResponse, renderAt } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { answerRoutes, orderCard, userOrders } from '../testing/fixtures';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

// My Orders' company view (docs/screens.md "My Orders and tracking").

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubSignedInFetch(toastSuccess, toastError);

const ME = 7;
const BRIAN = 8;
const NORTH = 31;
const SOUTH = 32;

const mine = orderCard({
  id: 1,
  trackingId: 'TRK-MINE000001',
  product_name: 'Navan Low Bed',
  buyer: { id: ME, full_name: 'Aoife Byrne' },
  site: null,
});
const briansNorth = orderCard({
  id: 2,
  trackingId: 'TRK-BRIAN00002',
  product_name: 'Slane Wardrobe',
  referenceNumber: 'Room 101',
  buyer: { id: BRIAN, full_name: 'Brian Walsh' },
  site: { id: NORTH, name: 'North Hotel' },
});
const briansSouth = orderCard({
  id: 3,
  trackingId: 'TRK-BRIAN00003',
  product_name: 'Kells Headboard',
  referenceNumber: 'Lobby',
  buyer: { id: BRIAN, full_name: 'Brian Walsh' },
  site: { id: SOUTH, name: 'South Hotel' },
});
const { buyer: _b, site: _s, ...ownCard } = mine;

const company = {
  success: true,
  members: [
    { id: ME, full_name: 'Aoife Byrne', active: true },
    { id: BRIAN, full_name: 'Brian Walsh', active: true },
  ],
  sites: [
    { id: NORTH, name: 'North Hotel' },
    { id: SOUTH, name: 'South Hotel' },
  ],
};

/** A stand-in server: the own list, the company's, the viewer in `role`, the company. */
function serve(role: CompanyRole, companyOrders = [mine, briansNorth, briansSouth]) {
  const companyList = userOrders(companyOrders);
  const ownList = userOrders([ownCard]);
  answerRoutes(fetchMock, {
    [LIST]: (url) =>
      url.searchParams.get('scope') === 'company' ? companyList(url) : ownList(url),
    'GET /api/user/details': jsonResponse(
      userDetails({
        id: ME,
        company: {
          id: 3,
          registered_name: 'Byrne Beds Ltd',
          short_name: 'Byrne Beds',
          role,
          spending_limit: null,
        },
      }),
    ),
    'GET /api/company': jsonResponse(company),
  });
}

const listRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => url as string)
    .filter((url) => url.startsWith('/api/order/user-orders'));

const shown = () =>
  screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

const detail = (article: HTMLElement, term: string) =>
  within(article).getByText(`${term}:`).closest('div')?.querySelector('dd')?.textContent;

function renderOrders(url = '/orders') {
  const user = userEvent.setup();
  renderAt(url, <OrdersPage />, { path: '/orders' });
  return user;
}

describe('My Orders, the company view', () => {
  it.each([
    ['owner', true],
    ['approver', true],
    ['accounts', false],
  ] as const)('lets an %s move or accept another member’s delivery: %s', async (role, acts) => {
    const delivery = {
      day: '2026-12-15',
      state: 'proposed' as const,
      earliest_on: '2026-12-08',
      move_until: '2026-12-08',
      may_move: true,
    };
    serve(role, [{ ...briansNorth, delivery }]);
    renderOrders('/orders?scope=company');
    const brians = await screen.findByRole('article', { name: 'Order TRK-BRIAN00002' });
    const section = within(brians).getByRole('region', { name: 'Delivery' });
    expect(section.textContent).toContain('Tue 15 Dec');
    expect(within(section).queryByRole('button', { name: 'Move delivery' }) !== null).toBe(acts);
    expect(within(section).queryByRole('button', { name: /^Accept / }) !== null).toBe(acts);
  });

  it('switches an owner between their orders and the company’s, kept in the address', async () => {
    serve('owner');
    const user = renderOrders();
    const whose = await screen.findByRole('group', { name: 'Whose orders' });
    await screen.findByRole('article', { name: 'Order TRK-MINE000001' });
    expect(
      within(whose).getByRole('button', { name: 'My orders' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The own list's cards say nothing of who ordered them.
    expect(screen.queryByText('Ordered by:')).toBeNull();

    await user.click(within(whose).getByRole('button', { name: 'Company orders' }));
    await waitFor(() => expect(currentLocation()).toBe('/orders?scope=company'));
    await screen.findByRole('article', { name: 'Order TRK-BRIAN00002' });
    expect(shown()).toEqual([
      'Order TRK-MINE000001',
      'Order TRK-BRIAN00002',
      'Order TRK-BRIAN00003',
    ]);
    expect(listRequests().at(-1)).toBe(
      '/api/order/user-orders?scope=company&tab=active&page=1&limit=20',
    );
    // Each card says who ordered it and where it goes.
    const brians = screen.getByRole('article', { name: 'Order TRK-BRIAN00002' });
    expect(detail(brians, 'Ordered by')).toBe('Brian Walsh');
    expect(detail(brians, 'Site')).toBe('North Hotel');
    expect(detail(screen.getByRole('article', { name: 'Order TRK-MINE000001' }), 'Site')).toBe('—');
    // Another member's order is theirs to cancel or reorder; it links to its tracking view.
    expect(within(brians).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(brians).queryByRole('button', { name: 'Reorder' })).toBeNull();
    expect(within(brians).getByRole('link', { name: 'Slane Wardrobe' }).getAttribute('href')).toBe(
      '/order-tracking/TRK-BRIAN00002',
    );
    const own = screen.getByRole('article', { name: 'Order TRK-MINE000001' });
    expect(within(own).getByRole('button', { name: 'Reorder' })).toBeTruthy();
    // No "By checkout" in the company view: checkouts are the buyer's own.
    expect(screen.queryByRole('group', { name: 'Show my orders' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'My orders' }));
    await waitFor(() => expect(currentLocation()).toBe('/orders'));
    await waitFor(() => expect(shown()).toEqual(['Order TRK-MINE000001']));
  });

  it('filters by buyer and site beside the tabs and the search, all in the address', async () => {
    serve('accounts');
    const user = renderOrders('/orders?scope=company');
    await screen.findByRole('article', { name: 'Order TRK-BRIAN00003' });
    const buyer = screen.getByRole('combobox', { name: 'Buyer' });
    await waitFor(() =>
      expect(
        within(buyer)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All buyers', 'Aoife Byrne', 'Brian Walsh']),
    );
    await user.selectOptions(buyer, 'Brian Walsh');
    await waitFor(() => expect(currentLocation()).toBe(`/orders?scope=company&buyer=${BRIAN}`));
    await waitFor(() => expect(shown()).toEqual(['Order TRK-BRIAN00002', 'Order TRK-BRIAN00003']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'South Hotel');
    await waitFor(() =>
      expect(currentLocation()).toBe(`/orders?scope=company&buyer=${BRIAN}&site=${SOUTH}`),
    );
    await waitFor(() => expect(shown()).toEqual(['Order TRK-BRIAN00003']));
    expect(listRequests().at(-1)).toBe(
      `/api/order/user-orders?scope=company&buyer=${BRIAN}&site=${SOUTH}&tab=active&page=1&limit=20`,
    );

    // A search and another tab keep the filters.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'All sites');
    await user.type(
      screen.getByLabelText("Find the company's orders by tracking ID or reference number"),
      'room{Enter}',
    );
    await waitFor(() =>
      expect(currentLocation()).toBe(`/orders?scope=company&buyer=${BRIAN}&q=room`),
    );
    await waitFor(() => expect(shown()).toEqual(['Order TRK-BRIAN00002']));
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(currentLocation()).toBe(`/orders?scope=company&buyer=${BRIAN}&tab=cancelled&q=room`),
    );
    expect(await screen.findByText('No Cancelled orders found for “room”')).toBeTruthy();
  });

  it('opens the company view filtered from the address, as after a reload', async () => {
    serve('approver');
    renderOrders(`/orders?scope=company&site=${NORTH}`);
    await screen.findByRole('article', { name: 'Order TRK-BRIAN00002' });
    expect(shown()).toEqual(['Order TRK-BRIAN00002']);
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Site' }).value).toBe(
        String(NORTH),
      ),
    );
    expect(listRequests()).toEqual([
      `/api/order/user-orders?scope=company&site=${NORTH}&tab=active&page=1&limit=20`,
    ]);
  });

  it('offers a buyer no company view, even from the address', async () => {
    serve('buyer');
    renderOrders('/orders?scope=company');
    await screen.findByRole('article', { name: 'Order TRK-MINE000001' });
    expect(shown()).toEqual(['Order TRK-MINE000001']);
    expect(screen.queryByRole('group', { name: 'Whose orders' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Buyer' })).toBeNull();
    expect(listRequests()).toEqual(['/api/order/user-orders?tab=active&page=1&limit=20']);
  });
});
