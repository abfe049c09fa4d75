/** Where a page of a catalogue list is (the API's `pagination`). */
export interface Pagination {
  totalProducts: number;
  totalPages: number;
  currentPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /**
   * Present (true) when a search matched more products than it counts: totalProducts is
   * then "at least" (the search page shows "500+ results").
   */
  totalIsAtLeast?: true;
}

/** Where a page of a list of orders (or mails) is: how many in all, pages, which one. */
export interface PageInfo {
  total: number;
  totalPages: number;
  currentPage: number;
  /** The page size served (a larger one asked for is served at the list's cap). */
  limit: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The highest page any list may be asked for, by the API and in a screen's address. */
export const MAX_PAGE = 100_000;

/** `totalIsAtLeast`: there are more than `totalProducts` (a search counts only so far). */
export function paginate(
  totalProducts: number,
  currentPage: number,
  limit: number,
  totalIsAtLeast = false,
): Pagination {
  const totalPages = Math.ceil(totalProducts / limit);
  return {
    totalProducts,
    totalPages,
    currentPage,
    hasNextPage: currentPage < totalPages,
    hasPreviousPage: currentPage > 1,
    ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
  };
}

/** A page of a list of orders (staff's or a buyer's): `total` of them, `limit` a page. */
export function pageInfo(total: number, currentPage: number, limit: number): PageInfo {
  const totalPages = Math.ceil(total / limit);
  return {
    total,
    totalPages,
    currentPage,
    limit,
    hasNextPage: currentPage < totalPages,
    hasPreviousPage: currentPage > 1,
  };
}

export type PageItem = number | 'ellipsis';

/**
 * The page buttons: every page when there are 5 or fewer, otherwise the first and last
 * pages around a window of the current one, with ellipses for the gaps.
 */
export function pageItems(totalPages: number, currentPage: number): PageItem[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const from = Math.max(2, currentPage - 1);
  const to = Math.min(totalPages - 1, currentPage + 1);
  if (from > 2) items.push('ellipsis');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}
