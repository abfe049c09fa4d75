import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  customerDetail,
  listItem,
  routeFetch,
} from '#src/web/features/admin-customers/testing/fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { CustomersPage } from './customers-page';

const fetchMock = stubFetch();

describe('CustomersPage', () => {
  it('shows the list at /admin/customers and a customer at /admin/customers/:id', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/customers': () =>
        jsonResponse({
          success: true,
          customers: [listItem()],
          pagination: { total: 1, page: 1, limit: 20, totalPages: 1 },
        }),
      'GET /api/admin/customers/7': () => jsonResponse(customerDetail()),
      'GET /api/admin/audit': () => jsonResponse({ success: true, entries: [] }),
    });
    const view = renderAt('/admin/customers', <CustomersPage />, { path: '/admin/customers/*' });
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    view.unmount();

    renderAt('/admin/customers/7', <CustomersPage />, { path: '/admin/customers/*' });
    expect(await screen.findByRole('heading', { name: /Declan Murphy/, level: 1 })).toBeTruthy();
    expect(await screen.findByText('No staff changes yet.')).toBeTruthy();
  });
});
