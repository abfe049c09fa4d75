import { describe, expect, it } from 'vitest';
import { pageItems, paginate } from './pagination';

describe('paginate', () => {
  it.each([
    { total: 0, page: 1, pages: 0, next: false, prev: false },
    { total: 8, page: 1, pages: 1, next: false, prev: false },
    { total: 9, page: 1, pages: 2, next: true, prev: false },
    { total: 44, page: 6, pages: 6, next: false, prev: true },
  ])('$total products, page $page', ({ total, page, pages, next, prev }) => {
    expect(paginate(total, page, 8)).toEqual({
      totalProducts: total,
      totalPages: pages,
      currentPage: page,
      hasNextPage: next,
      hasPreviousPage: prev,
    });
  });
});

describe('pageItems: all pages up to 5, else first/last with ellipses', () => {
  it.each([
    { total: 1, current: 1, items: [1] },
    { total: 5, current: 3, items: [1, 2, 3, 4, 5] },
    { total: 6, current: 1, items: [1, 2, 'ellipsis', 6] },
    { total: 10, current: 5, items: [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10] },
    { total: 10, current: 10, items: [1, 'ellipsis', 9, 10] },
    { total: 7, current: 3, items: [1, 2, 3, 4, 'ellipsis', 7] },
  ])('$total pages, current $current', ({ total, current, items }) => {
    expect(pageItems(total, current)).toEqual(items);
  });
});
