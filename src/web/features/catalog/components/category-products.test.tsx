import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryPage } from '#src/web/app/pages/category-page';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { product, productPage } from '../testing/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(response: () => Promise<Response>) {
  const fetch = vi.fn((_input: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCategory(url: string) {
  return renderAt(url, <CategoryPage />, { path: '/category/:categoryName', staleTime: Infinity });
}

describe('/category/{name}', () => {
  it('capitalises every word of the decoded name and asks for that category', async () => {
    const fetch = answer(async () => jsonResponse(productPage([product()])));
    renderCategory('/category/kids%20beds');
    expect(screen.getByRole('heading', { name: 'Kids Beds' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
    await screen.findByText('Navan Low Bed');
    expect(fetch.mock.calls[0]![0]).toBe('/api/category/kids%20beds/products?page=1&limit=8');
  });

  it('forces the lead time label on the Beds page and pages with ?page=', async () => {
    const fetch = answer(async () =>
      jsonResponse(
        productPage([product({ stock: 0 }), product({ id: 2, product_name: 'Other', stock: 4 })], {
          totalProducts: 10,
          totalPages: 2,
          currentPage: 2,
        }),
      ),
    );
    renderCategory('/category/beds?page=2');
    expect(await screen.findAllByText('Lead time: 2 to 4 weeks')).toHaveLength(2);
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/category/beds/products?page=2&limit=8');
  });

  it('says "No products found" for an empty category', async () => {
    answer(async () => jsonResponse(productPage([])));
    renderCategory('/category/clearance');
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('shows the not-found page, with the server message, for an unknown category', async () => {
    answer(async () => jsonResponse({ success: false, message: 'Category not found' }, 404));
    renderCategory('/category/garden');
    expect((await screen.findByRole('alert')).textContent).toBe('Category not found');
    expect(
      screen.getByRole('heading', { name: "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST." }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home Page' })).toBeTruthy();
  });

  it('says "Failed to fetch products." when the server gives no message', async () => {
    answer(async () => jsonResponse({}, 500));
    renderCategory('/category/beds');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch products.');
  });

  it('says "Error fetching products." when no answer comes', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderCategory('/category/beds');
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching products.');
  });
});
