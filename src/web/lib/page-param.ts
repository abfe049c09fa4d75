import { MAX_PAGE } from '../../shared/domain/pagination';

/** A list's page from its URL (`?page=`): a whole number from 1, else page 1. */
export function pageParam(params: URLSearchParams): number {
  const value = params.get('page');
  if (value === null || !/^\d+$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}
