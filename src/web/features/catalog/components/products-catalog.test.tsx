import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { product, productPage } from '../testing/fixtures';
import { ProductsCatalog } from './products-catalog';

type FilterBody = { categories: string[]; sizes: string[]; sort: string; page: number };

let filterBodies: FilterBody[];
let failFilter: boolean;

beforeEach(() => {
  filterBodies = [];
  failFilter = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/category/categories') {
        return jsonResponse({
          success: true,
          categories: [
            { id: 1, category_name: 'Beds', product_count: 10 },
            { id: 4, category_name: 'Sofas', product_count: 7 },
          ],
        });
      }
      if (input === '/api/product/sizes') {
        return jsonResponse({
          success: true,
          sizes: [{ id: 1, size: '3ft Single', length: 190, width: 90, height: 35, multiplier: 1 }],
        });
      }
      if (input === '/api/product/products/filter') {
        const body = JSON.parse(init!.body as string) as FilterBody;
        filterBodies.push(body);
        if (failFilter) return jsonResponse({ success: false, message: 'Boom' }, 500);
        const products = Array.from({ length: 8 }, (_, i) =>
          product({ id: body.page * 100 + i, product_name: `Product ${body.page}-${i}` }),
        );
        return jsonResponse(
          productPage(products, { totalProducts: 44, totalPages: 6, currentPage: body.page }),
        );
      }
      return jsonResponse({ message: 'not mocked' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;
const lastBody = () => filterBodies.at(-1);

function renderProducts(url = '/products') {
  return renderAt(url, <ProductsCatalog />, { path: '/products', staleTime: Infinity });
}

describe('/products filters', () => {
  it('reads the whole filter state from the URL and sends it, sort included', async () => {
    renderProducts('/products?categories=Sofas&sizes=3ft%20Single&sort=name&page=3');
    await screen.findByText('Product 3-0');
    expect(lastBody()).toEqual({
      categories: ['Sofas'],
      sizes: ['3ft Single'],
      sort: 'name',
      page: 3,
      limit: 8,
    });
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeTruthy();
    expect(screen.getByText('44 products')).toBeTruthy();
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Sofas (7)' })).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('writes a filter change to the URL and starts again from page 1', async () => {
    renderProducts('/products?categories=Sofas&page=3');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beds (10)' }));
    await waitFor(() => {
      expect(location()).toBe('/products?categories=Sofas%2CBeds');
    });
    await waitFor(() => {
      expect(lastBody()).toMatchObject({ categories: ['Sofas', 'Beds'], page: 1 });
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: '3ft Single' }));
    await waitFor(() => {
      expect(location()).toBe('/products?categories=Sofas%2CBeds&sizes=3ft+Single');
    });

    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    // The top of the grid comes into view for the new page.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(location()).toBe('/products?categories=Sofas%2CBeds&sizes=3ft+Single&page=2');
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => {
      expect(location()).toBe('/products?categories=Sofas%2CBeds&sizes=3ft+Single&sort=name');
    });
    await waitFor(() => {
      expect(lastBody()).toMatchObject({ sort: 'name', page: 1 });
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sofas (7)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beds (10)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '3ft Single' }));
    await waitFor(() => {
      expect(location()).toBe('/products?sort=name');
    });
  });

  it('offers no price sort and no price range to visitors, and ignores them in the URL', async () => {
    renderProducts('/products?sort=price-asc&min=100&max=200');
    await screen.findByText('Product 1-0');
    const options = within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Name', 'Newest']);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(lastBody()).not.toHaveProperty('priceRange');
    expect(lastBody()?.sort).toBe('newest');
  });

  it('shows an empty list and no pagination when the filter call fails', async () => {
    failFilter = true;
    renderProducts();
    await screen.findByText('No products found');
    expect(screen.getByText('0 products')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('edits a draft in the mobile modal and applies it only on Apply; Clear resets it', async () => {
    renderProducts('/products?sizes=3ft%20Single');
    await screen.findByText('Product 1-0');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products filters' });

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Beds (10)' }));
    // A draft changes nothing until Apply.
    expect(location()).toBe('/products?sizes=3ft%20Single');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(location()).toBe('/products?categories=Beds&sizes=3ft+Single');
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Products filters' });
    expect(
      within(again).getByRole<HTMLInputElement>('checkbox', { name: 'Beds (10)' }).checked,
    ).toBe(true);
    await userEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(
      within(again).getByRole<HTMLInputElement>('checkbox', { name: 'Beds (10)' }).checked,
    ).toBe(false);
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(location()).toBe('/products');
    });
  });
});
