import { describe, expect, it } from 'vitest';
import type { Pagination } from '#src/shared/schemas/pagination';
import { setUpCatalogTestApp, type Card } from './catalog.test-setup';

// A page number past the end (an old link, a catalogue that shrank) shows the last page,
// not "44 products" above "No products found" (docs/api.md "Catalogue").

const { get, post } = setUpCatalogTestApp();

interface Page {
  products: Card[];
  pagination: Pagination;
  message?: string;
}

describe('a page past the end is served as the last page', () => {
  it('on the listing, the filter, a category and a search', async () => {
    const last = async (page: number) => {
      const answer = await get(`/api/product/products-listing?page=${page}&limit=8`);
      expect(answer.statusCode).toBe(200);
      return answer.json<Page>();
    };
    const { pagination } = await last(1);
    const lastPage = pagination.totalPages;
    expect(lastPage).toBeGreaterThan(1);
    const onLast = await last(lastPage);
    for (const page of [lastPage + 1, 99, 100_000]) {
      const past = await last(page);
      expect(past.pagination).toEqual({ ...onLast.pagination, currentPage: lastPage });
      expect(past.products.map((p) => p.id)).toEqual(onLast.products.map((p) => p.id));
      expect(past.products.length).toBeGreaterThan(0);
    }

    const filter = await post('/api/product/products/filter', {
      categories: ['Beds'],
      page: 500,
      limit: 4,
    });
    const filtered = filter.json<Page>();
    expect(filtered.products.length).toBeGreaterThan(0);
    expect(filtered.pagination.currentPage).toBe(filtered.pagination.totalPages);
    expect(filtered.pagination.hasNextPage).toBe(false);

    const category = (await get('/api/category/beds/products?page=77&limit=4')).json<Page>();
    expect(category.message).toBe('Products found');
    expect(category.products.map((p) => p.id)).toEqual(filtered.products.map((p) => p.id));
    expect(category.pagination).toEqual(filtered.pagination);

    const search = (await post('/api/product/search', { search: 'bed', page: 40 })).json<Page>();
    expect(search.products.length).toBeGreaterThan(0);
    expect(search.pagination.currentPage).toBe(search.pagination.totalPages);
  });

  it('still answers no products, on the page asked for, when nothing matches', async () => {
    const none = await post('/api/product/search', { search: 'zzqxv', page: 3 });
    expect(none.json<Page>()).toMatchObject({ products: [], pagination: { totalProducts: 0 } });
  });
});
