import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '#src/web/app/pages/search-page';
import { currentLocation, jsonResponse, renderAt } from '#src/web/testing/render';
import { product, productPage } from '../testing/fixtures';

type SearchBody = {
  search: string;
  category?: string;
  sizes?: string[];
  priceRange?: { min: number; max?: number };
  sort?: string;
  page: number;
  limit: number;
};

let searchBodies: SearchBody[];

beforeEach(() => {
  searchBodies = [];
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
          sizes: [
            { id: 1, size: '3ft Single', length: 190, width: 90, height: 35, multiplier: 1 },
            { id: 2, size: '5ft King', length: 200, width: 150, height: 35, multiplier: 1.3 },
          ],
        });
      }
      if (input === '/api/product/search') {
        const body = JSON.parse(init!.body as string) as SearchBody;
        searchBodies.push(body);
        const products = Array.from({ length: 8 }, (_, i) =>
          product({ id: body.page * 100 + i, product_name: `${body.search} ${body.page}-${i}` }),
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
  document.cookie = 'user=; max-age=0; path=/';
});

const lastBody = () => searchBodies.at(-1);
const sidePanel = () => within(screen.getByRole('complementary', { name: 'Search filters' }));

function signIn() {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: 'Declan Murphy', office_city: 'Dublin' }),
  )}; path=/`;
}

function renderSearch(url: string) {
  return renderAt(url, <SearchPage />, { path: '/search', staleTime: Infinity });
}

describe('/search filter panel', () => {
  it('sends a ticked size, keeps it in the URL and starts again from page 1', async () => {
    renderSearch('/search?q=bed&category=Beds&sort=name&page=3');
    await screen.findByText('bed 3-0');
    // The tabs choose the category, so the panel offers sizes but no category list.
    expect(sidePanel().queryByRole('group', { name: 'Categories' })).toBeNull();

    await userEvent.click(await sidePanel().findByRole('checkbox', { name: '3ft Single' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&category=Beds&sizes=3ft+Single&sort=name');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        category: 'Beds',
        sizes: ['3ft Single'],
        sort: 'name',
        page: 1,
        limit: 8,
      });
    });

    await userEvent.click(sidePanel().getByRole('checkbox', { name: '5ft King' }));
    await waitFor(() => {
      expect(lastBody()?.sizes).toEqual(['3ft Single', '5ft King']);
    });

    // A new page keeps the sizes; unticking both leaves no `sizes` in the URL or the body.
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(currentLocation()).toBe(
        '/search?q=bed&category=Beds&sizes=3ft+Single%2C5ft+King&sort=name&page=2',
      );
    });
    expect(lastBody()).toMatchObject({ sizes: ['3ft Single', '5ft King'], page: 2 });
    await userEvent.click(sidePanel().getByRole('checkbox', { name: '3ft Single' }));
    await userEvent.click(sidePanel().getByRole('checkbox', { name: '5ft King' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&category=Beds&sort=name');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        category: 'Beds',
        sort: 'name',
        page: 1,
        limit: 8,
      });
    });
  });

  it('reads sizes from the URL and keeps them across a new search text and a new tab', async () => {
    renderSearch('/search?q=bed&sizes=5ft%20King&page=2');
    await screen.findByText('bed 2-0');
    expect(lastBody()).toEqual({
      search: 'bed',
      sizes: ['5ft King'],
      page: 2,
      limit: 8,
    });
    expect(
      (await sidePanel().findByRole<HTMLInputElement>('checkbox', { name: '5ft King' })).checked,
    ).toBe(true);

    await userEvent.click(await screen.findByRole('tab', { name: 'Sofas' }));
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        category: 'Sofas',
        sizes: ['5ft King'],
        page: 1,
        limit: 8,
      });
    });

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'sofa{Enter}');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=sofa&category=Sofas&sizes=5ft+King');
    });
    await waitFor(() => {
      expect(lastBody()).toMatchObject({ search: 'sofa', sizes: ['5ft King'], page: 1 });
    });
  });

  it('offers the price range to a signed-in viewer, sends it and starts from page 1', async () => {
    signIn();
    renderSearch('/search?q=bed&min=100&max=200&page=2');
    await screen.findByText('bed 2-0');
    expect(lastBody()).toEqual({
      search: 'bed',
      priceRange: { min: 100, max: 200 },
      page: 2,
      limit: 8,
    });

    const lowest = await sidePanel().findByRole('slider', { name: 'Minimum price' });
    expect(lowest.getAttribute('aria-valuenow')).toBe('100');
    lowest.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&min=101&max=200');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        priceRange: { min: 101, max: 200 },
        page: 1,
        limit: 8,
      });
    });
  });

  it('sends no top when the top handle is at its end: dearer products stay in', async () => {
    signIn();
    renderSearch('/search?q=sofa&min=101');
    await screen.findByText('sofa 1-0');
    expect(lastBody()).toEqual({
      search: 'sofa',
      priceRange: { min: 101 },
      page: 1,
      limit: 8,
    });
  });

  it('gives a visitor no price range and ignores one in the URL', async () => {
    renderSearch('/search?q=bed&min=100&max=200&sizes=3ft%20Single');
    await screen.findByText('bed 1-0');
    expect(lastBody()).toEqual({
      search: 'bed',
      sizes: ['3ft Single'],
      page: 1,
      limit: 8,
    });
    await sidePanel().findByRole('checkbox', { name: '5ft King' });
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Price Range' })).toBeNull();

    // The next change writes the URL afresh, without the ignored range.
    await userEvent.click(sidePanel().getByRole('checkbox', { name: '5ft King' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&sizes=3ft+Single%2C5ft+King');
    });
    expect(lastBody()).not.toHaveProperty('priceRange');
  });

  it('applies the mobile modal only on Apply and starts from page 1', async () => {
    renderSearch('/search?q=bed&page=4');
    await screen.findByText('bed 4-0');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products filters' });
    expect(within(dialog).queryByRole('group', { name: 'Categories' })).toBeNull();

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '5ft King' }));
    // A draft changes nothing until Apply.
    expect(currentLocation()).toBe('/search?q=bed&page=4');
    const before = searchBodies.length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&sizes=5ft+King');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        sizes: ['5ft King'],
        page: 1,
        limit: 8,
      });
    });
    expect(searchBodies.length).toBe(before + 1);
  });
});
