import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrdersPage } from '#src/web/app/admin/pages/orders-page';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { DELIVERY_STATUSES, orderList, orderRow } from '../testing/fixtures';

const fetchMock = stubFetch();

function answer(list: (url: string) => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = input as string;
    if (url === '/api/order/delivery-statuses') {
      return jsonResponse({ success: true, statuses: DELIVERY_STATUSES });
    }
    return list(url);
  });
}
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => url as string)
    .filter((url) => url.startsWith('/api/admin/orders'));

const renderList = (url = '/admin/orders') =>
  renderAt(url, <AdminOrdersPage />, { path: '/admin/orders/*' });

describe('/admin/orders', () => {
  it('lists orders newest first with their customer, total and status badges', async () => {
    answer(() =>
      jsonResponse(
        orderList([
          orderRow(),
          orderRow({
            id: 40,
            trackingId: 'TRK-ADMIN00040',
            status: 'cancelled',
            customer: { id: 8, fullName: 'Seán Ó Briain', companyName: null, email: 's@ob.ie' },
          }),
          orderRow({ id: 39, trackingId: 'TRK-ADMIN00039', paidAt: '2026-11-04T09:00:00Z' }),
        ]),
      ),
    );
    renderList();
    const link = await screen.findByRole('link', { name: 'TRK-ADMIN00041' });
    expect(link.getAttribute('href')).toBe('/admin/orders/41');
    expect(screen.getByText('3 orders')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Doyle Hotels')).toBeTruthy();
    expect(within(rows[0]!).getByText('€984.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Open')).toBeTruthy();
    expect(within(rows[0]!).getByText('Order Placed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();
    expect(within(rows[2]!).getByText('Paid')).toBeTruthy();
    expect(listCalls()).toEqual(['/api/admin/orders?page=1&limit=25']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv',
    );
  });

  it('searches by tracking ID or reference and customer, and exports what it shows', async () => {
    answer(() => jsonResponse(orderList([orderRow()])));
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: 'TRK-ADMIN00041' });
    await user.type(screen.getByLabelText('Tracking ID or reference'), 'Room 101');
    await user.type(screen.getByLabelText('Customer'), 'doyle');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(
        '/api/admin/orders?customer=doyle&q=Room+101&page=1&limit=25',
      ),
    );
    expect(currentLocation()).toBe('/admin/orders?customer=doyle&q=Room+101');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?customer=doyle&q=Room+101',
    );
    expect(await screen.findByText('1 order matches these filters')).toBeTruthy();
  });

  it('filters by status, delivery status and dates at once, and clears them', async () => {
    answer(() => jsonResponse(orderList([orderRow()])));
    const user = userEvent.setup();
    renderList('/admin/orders?q=TRK');
    await screen.findByRole('link', { name: 'TRK-ADMIN00041' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await screen.findByRole('option', { name: 'Scheduled' });
    await user.selectOptions(screen.getByLabelText('Delivery status'), 'Scheduled');
    fireEvent.change(screen.getByLabelText('Ordered from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/admin/orders?status=paid&deliveryStatus=3&q=TRK&from=2026-11-01',
      ),
    );
    expect(listCalls().at(-1)).toBe(
      '/api/admin/orders?status=paid&deliveryStatus=3&q=TRK&from=2026-11-01&page=1&limit=25',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe('/admin/orders');
    expect(screen.getByLabelText<HTMLInputElement>('Tracking ID or reference').value).toBe('');
  });

  it('pages through the results, keeping the filters', async () => {
    answer((url) =>
      jsonResponse(
        orderList([orderRow({ trackingId: url.includes('page=2') ? 'TRK-PAGE2' : 'TRK-PAGE1' })], {
          total: 30,
          totalPages: 2,
          currentPage: url.includes('page=2') ? 2 : 1,
        }),
      ),
    );
    const user = userEvent.setup();
    renderList('/admin/orders?status=active');
    await screen.findByRole('link', { name: 'TRK-PAGE1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'TRK-PAGE2' });
    expect(currentLocation()).toBe('/admin/orders?status=active&page=2');
    expect(listCalls().at(-1)).toBe('/api/admin/orders?status=active&page=2&limit=25');
  });

  it('offers the first page to an address past the last one, not "No orders yet."', async () => {
    answer((url) =>
      url.includes('page=9')
        ? jsonResponse(orderList([], { total: 4, totalPages: 1, currentPage: 9 }))
        : jsonResponse(orderList([orderRow({ trackingId: 'TRK-FIRST' })], { total: 4 })),
    );
    const user = userEvent.setup();
    renderList('/admin/orders?status=active&page=9');
    expect(await screen.findByText(/There is no page 9/)).toBeTruthy();
    expect(screen.queryByText('No orders yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByRole('link', { name: 'TRK-FIRST' });
    expect(currentLocation()).toBe('/admin/orders?status=active');
  });

  it('says when nothing matches, and shows the server’s message when the list fails', async () => {
    answer(() => jsonResponse(orderList([])));
    renderList('/admin/orders?q=nothing');
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    fetchMock.mockReset();
    answer(() =>
      jsonResponse({ message: 'The "from" date must not be after the "to" date.' }, 400),
    );
    renderList('/admin/orders?from=2026-12-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The "from" date must not be after the "to" date.',
    );
  });
});
