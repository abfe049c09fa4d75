/** The highest page a list's URL may ask for (the API's own `page` limit). */
const MAX_PAGE = 100_000;

/** A list's page from its URL (`?page=`): a whole number from 1, else page 1. */
export function pageParam(params: URLSearchParams): number {
  const value = params.get('page');
  if (value === null || !/^\d+$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}
