import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { listItem, routeFetch, sentRequests } from '../testing/fixtures';
import { CustomerList } from './customer-list';

const fetchMock = stubFetch();

const murphy = listItem();
const kelly = listItem({
  id: 8,
  full_name: 'Siobhan Kelly',
  company_name: 'Kelly Hostels',
  email: 'siobhan@kellyhostels.ie',
  city: 'Galway',
  status: 'suspended',
  credit_limit: 1000,
  available_credit: 1000,
  open_orders: 0,
});

function serve(totalPages = 1) {
  routeFetch(fetchMock, {
    'GET /api/admin/customers': ({ url }) => {
      const status = url.searchParams.get('status');
      const customers = status === 'suspended' ? [kelly] : [murphy, kelly];
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({
        success: true,
        customers,
        pagination: { total: customers.length * totalPages, page, limit: 20, totalPages },
      });
    },
  });
}

const lastRequest = () => sentRequests(fetchMock).at(-1)!.request;

describe('CustomerList', () => {
  it('shows each customer with a status badge, credit and a link to their page', async () => {
    serve();
    renderAt('/admin/customers', <CustomerList />);
    const link = await screen.findByRole('link', { name: 'Declan Murphy' });
    expect(link.getAttribute('href')).toBe('/admin/customers/7');
    const row = within(link.closest('tr')!);
    expect(row.getByText('Murphy Hotels')).toBeTruthy();
    expect(row.getByText('Dublin')).toBeTruthy();
    expect(row.getByText('Approved')).toBeTruthy();
    expect(row.getByText('€50,000.00')).toBeTruthy();
    expect(row.getByText('€48,500.25')).toBeTruthy();
    const kellyRow = within(screen.getByRole('link', { name: 'Siobhan Kelly' }).closest('tr')!);
    expect(kellyRow.getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('2 customers')).toBeTruthy();
    expect(lastRequest()).toBe('GET /api/admin/customers?page=1');
  });

  it('searches by what was typed and filters by status, keeping both in the address', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/customers', <CustomerList />);
    await screen.findByRole('link', { name: 'Declan Murphy' });

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), ' galway {Enter}');
    await waitFor(() => {
      expect(lastRequest()).toBe('GET /api/admin/customers?page=1&search=galway');
    });
    expect(currentLocation()).toBe('/admin/customers?search=galway');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => {
      expect(lastRequest()).toBe('GET /api/admin/customers?page=1&search=galway&status=suspended');
    });
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Declan Murphy' })).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'Siobhan Kelly' })).toBeTruthy();
  });

  it('starts from the filters in the address and pages through the results', async () => {
    serve(3);
    const user = userEvent.setup();
    renderAt('/admin/customers?status=approved', <CustomerList />, { path: '/admin/customers' });
    await screen.findByRole('link', { name: 'Declan Murphy' });
    expect(lastRequest()).toBe('GET /api/admin/customers?page=1&status=approved');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe(
      'approved',
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(lastRequest()).toBe('GET /api/admin/customers?page=2&status=approved');
    });
    expect(currentLocation()).toBe('/admin/customers?status=approved&page=2');
  });

  it('says when nothing matches', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/customers': () =>
        jsonResponse({
          success: true,
          customers: [],
          pagination: { total: 0, page: 1, limit: 20, totalPages: 1 },
        }),
    });
    renderAt('/admin/customers?search=nobody', <CustomerList />, { path: '/admin/customers' });
    expect(await screen.findByText('No customers match these filters.')).toBeTruthy();
  });
});
