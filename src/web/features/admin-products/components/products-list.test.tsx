import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { formOptions, productRow, routeFetch, sentRequests } from '../testing/fixtures';
import { ProductsList } from './products-list';

const fetchMock = stubFetch();

function serve(
  rows = [
    productRow(),
    productRow({
      id: 6,
      product_name: 'Old Stool',
      sku: 'STL-OLD',
      status: 'archived',
      stock: 3,
      price_euro: 80,
      image_url: null,
      categories: [],
    }),
  ],
) {
  routeFetch(fetchMock, {
    'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
    'GET /api/admin/products': ({ url }) => {
      const search = url.searchParams.get('search') ?? '';
      const status = url.searchParams.get('status') ?? '';
      const found = rows.filter(
        (r) =>
          r.product_name.toLowerCase().includes(search.toLowerCase()) &&
          (!status || r.status === status),
      );
      return jsonResponse({
        success: true,
        products: found,
        total: found.length === rows.length ? 60 : found.length,
        page: Number(url.searchParams.get('page')),
        totalPages: found.length === rows.length ? 3 : 1,
      });
    },
  });
}

const render = (url = '/admin/catalogue/products') =>
  renderAt(url, <ProductsList />, { path: '/admin/catalogue/products' });

describe('the console’s product list', () => {
  it('shows every product with its SKU, price, stock and status, archived ones too', async () => {
    serve();
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!).getByRole('link', { name: 'Ashbourne Divan Bed' }).getAttribute('href'),
    ).toBe('/admin/catalogue/products/5');
    expect(rows[1]!.textContent).toContain('BED-ASH-001');
    expect(rows[1]!.textContent).toContain('€349.00');
    expect(rows[1]!.textContent).toContain('Unlimited');
    expect(rows[1]!.textContent).toContain('Available');
    expect(rows[2]!.textContent).toContain('Archived');
    expect(rows[2]!.textContent).toContain('3');
    expect(screen.getByText('60 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/admin/catalogue/products/new',
    );
  });

  it('searches, filters by status and category, and pages through the URL', async () => {
    serve();
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'stool');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/catalogue/products?search=stool'));
    expect(await screen.findByText('1 product')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await waitFor(() =>
      expect(currentLocation()).toBe('/admin/catalogue/products?search=stool&status=archived'),
    );
    await screen.findByRole('option', { name: 'Footstools' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Footstools');
    await waitFor(() => expect(currentLocation()).toContain('category=2'));
    expect(sentRequests(fetchMock).at(-1)).toBe(
      'GET /api/admin/products?page=1&limit=25&sort=updated&search=stool&status=archived&category=2',
    );
  });

  it('moves to the next page', async () => {
    serve();
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/catalogue/products?page=2'));
    await waitFor(() => expect(sentRequests(fetchMock).at(-1)).toContain('page=2'));
  });

  it('says so when nothing matches', async () => {
    serve([]);
    render('/admin/catalogue/products?search=zzz');
    expect(await screen.findByText(/No products match/)).toBeTruthy();
  });
});
