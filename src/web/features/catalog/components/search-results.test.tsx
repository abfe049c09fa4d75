import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '#src/web/app/pages/search-page';
import { currentLocation, jsonResponse, renderAt } from '#src/web/testing/render';
import { product, productPage } from '../testing/fixtures';

type SearchBody = { search: string; category?: string; sort?: string; page: number; limit: number };

let searchBodies: SearchBody[];
let failSearch: boolean;
let totalProducts: number;
let totalIsAtLeast: boolean;

beforeEach(() => {
  searchBodies = [];
  failSearch = false;
  totalProducts = 44;
  totalIsAtLeast = false;
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
      if (input === '/api/product/search') {
        const body = JSON.parse(init!.body as string) as SearchBody;
        searchBodies.push(body);
        if (failSearch) return jsonResponse({ message: 'Boom' }, 500);
        const count = Math.min(8, totalProducts);
        const products = Array.from({ length: count }, (_, i) =>
          product({ id: body.page * 100 + i, product_name: `${body.search} ${body.page}-${i}` }),
        );
        return jsonResponse({
          ...productPage(products, {
            totalProducts,
            totalPages: Math.ceil(totalProducts / 8),
            currentPage: body.page,
            totalIsAtLeast,
          }),
          suggestions: totalProducts === 0 && body.search === 'wiklo' ? ['Wicklow Bed'] : [],
        });
      }
      return jsonResponse({ message: 'not mocked' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'user=; max-age=0; path=/';
});

const lastBody = () => searchBodies.at(-1);
const searchBox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });

/** The browser's Back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderSearch(url = '/search') {
  return renderAt(
    url,
    <>
      <Back />
      <SearchPage />
    </>,
    { path: '/search', staleTime: Infinity },
  );
}

/** Lets the timers and the promises they start run, as the browser would. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/search', () => {
  it('prompts for a search and asks nothing while the text is empty', async () => {
    renderSearch();
    expect(screen.getByText('Type a product name or SKU to search')).toBeTruthy();
    expect(searchBox().value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchBodies).toEqual([]);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('waits 400 ms after the last keystroke, then writes ?q= (replacing) and searches once', async () => {
    vi.useFakeTimers();
    renderSearch();
    fireEvent.change(searchBox(), { target: { value: 'nav' } });
    await wait(300);
    fireEvent.change(searchBox(), { target: { value: 'navan' } });
    // 300 ms after the second keystroke: the wait started again, nothing yet.
    await wait(300);
    expect(searchBodies).toEqual([]);
    expect(currentLocation()).toBe('/search');

    await wait(100);
    expect(currentLocation()).toBe('/search?q=navan');
    expect(searchBodies).toEqual([{ search: 'navan', page: 1, limit: 8 }]);
    await wait(1000);
    expect(searchBodies).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '44 results for "navan"' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem'),
    ).toHaveLength(8);

    // The address was replaced, not pushed: Back does not return to the bare /search.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await wait(0);
    expect(currentLocation()).toBe('/search?q=navan');
  });

  it('searches at once on Enter', async () => {
    vi.useFakeTimers();
    renderSearch();
    fireEvent.change(searchBox(), { target: { value: '  ottoman ' } });
    fireEvent.submit(searchBox().closest('form')!);
    await wait(0);
    expect(currentLocation()).toBe('/search?q=ottoman');
    expect(lastBody()).toEqual({ search: 'ottoman', page: 1, limit: 8 });
    await wait(1000);
    expect(searchBodies).toHaveLength(1);

    // A pause after a space searches the trimmed text but leaves the space being typed.
    fireEvent.change(searchBox(), { target: { value: 'ottoman bed ' } });
    await wait(400);
    expect(currentLocation()).toBe('/search?q=ottoman+bed');
    expect(searchBox().value).toBe('ottoman bed ');
  });

  it('sends a SKU as typed; the server matches it case-insensitively', async () => {
    renderSearch();
    await userEvent.type(searchBox(), 'bed-nav-00{Enter}');
    await screen.findByRole('heading', { name: '44 results for "bed-nav-00"' });
    expect(searchBodies).toEqual([{ search: 'bed-nav-00', page: 1, limit: 8 }]);
  });

  it('reads q, category, sort and page from the URL and sends them', async () => {
    renderSearch('/search?q=bed&category=Sofas&sort=name&page=3');
    await screen.findByRole('heading', { name: '44 results for "bed"' });
    expect(searchBox().value).toBe('bed');
    expect(searchBodies).toEqual([
      { search: 'bed', category: 'Sofas', sort: 'name', page: 3, limit: 8 },
    ]);
    expect((await screen.findByRole('tab', { name: 'Sofas' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('name');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('sends the chosen category tab, keeps it in the URL and starts from page 1', async () => {
    renderSearch('/search?q=bed&page=2');
    await screen.findByText('bed 2-0');
    const all = screen.getByRole('tab', { name: 'All items' });
    expect(all.getAttribute('aria-selected')).toBe('true');

    await userEvent.click(await screen.findByRole('tab', { name: 'Beds' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&category=Beds');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'bed',
        category: 'Beds',
        page: 1,
        limit: 8,
      });
    });
    expect(screen.getByRole('tab', { name: 'Beds' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Beds' })).toBeTruthy();

    // Arrow keys move along the tabs; Enter chooses.
    screen.getByRole('tab', { name: 'Beds' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All items' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({ search: 'bed', page: 1, limit: 8 });
    });
  });

  it('sorts by relevance unless another sort is chosen, and can go back to it', async () => {
    renderSearch('/search?q=bed&sort=name');
    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    expect((sortBy as HTMLSelectElement).value).toBe('name');
    await userEvent.selectOptions(sortBy, 'Relevance');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({ search: 'bed', page: 1, limit: 8 });
    });
  });

  it('offers the closest names when nothing is found, and searches the one chosen', async () => {
    totalProducts = 0;
    renderSearch('/search?q=wiklo');
    const suggestions = await screen.findByRole('navigation', { name: 'Suggestions' });
    expect(screen.getByText('No products found for "wiklo"')).toBeTruthy();
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Wicklow Bed' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=Wicklow+Bed');
    });
  });

  it('sends the sort to the server and goes back to page 1', async () => {
    renderSearch('/search?q=bed&page=4');
    await screen.findByText('bed 4-0');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=bed&sort=name');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({ search: 'bed', sort: 'name', page: 1, limit: 8 });
    });
  });

  it('a new search text goes back to page 1 and keeps the category and sort', async () => {
    renderSearch('/search?q=bed&category=Beds&sort=name&page=3');
    await screen.findByText('bed 3-0');
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'sofa{Enter}');
    await waitFor(() => {
      expect(currentLocation()).toBe('/search?q=sofa&category=Beds&sort=name');
    });
    await waitFor(() => {
      expect(lastBody()).toEqual({
        search: 'sofa',
        category: 'Beds',
        sort: 'name',
        page: 1,
        limit: 8,
      });
    });
  });

  it('offers the price sorts only to viewers who may see prices', async () => {
    renderSearch('/search?q=bed&sort=price-asc');
    await screen.findByText('bed 1-0');
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Relevance', 'Name', 'Newest']);
    expect(lastBody()?.sort).toBeUndefined();
    cleanup();

    document.cookie = `user=${encodeURIComponent(
      JSON.stringify({ full_name: 'Declan Murphy', office_city: 'Dublin' }),
    )}; path=/`;
    renderSearch('/search?q=bed&sort=price-asc');
    await screen.findByText('bed 1-0');
    expect(options()).toEqual([
      'Relevance',
      'Name',
      'Newest',
      'Price Low - High',
      'Price High - Low',
    ]);
    expect(lastBody()?.sort).toBe('price-asc');
  });

  it('moves between pages with the pagination and keeps the rest of the URL', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSearch('/search?q=bed&category=Beds');
    await screen.findByText('bed 1-0');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    // 6 pages: first and last with ellipses.
    expect(pages.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '6',
    ]);

    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('bed 2-0');
    expect(currentLocation()).toBe('/search?q=bed&category=Beds&page=2');
    expect(lastBody()).toEqual({
      search: 'bed',
      category: 'Beds',
      page: 2,
      limit: 8,
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('bed 3-0');
    expect(currentLocation()).toBe('/search?q=bed&category=Beds&page=3');
  });

  it('says "at least" when a search matched more products than it counts', async () => {
    totalProducts = 500;
    totalIsAtLeast = true;
    renderSearch('/search?q=oak');
    expect(await screen.findByRole('heading', { name: '500+ results for "oak"' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    totalProducts = 0;
    renderSearch('/search?q=zzz');
    expect(await screen.findByText('No products found for "zzz"')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 results for "zzz"' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows empty results, no pagination and a short message when the search fails', async () => {
    failSearch = true;
    renderSearch('/search?q=bed&page=2');
    expect((await screen.findByRole('alert')).textContent).toBe('Search failed. Please try again.');
    expect(screen.getByRole('heading', { name: '0 results for "bed"' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
