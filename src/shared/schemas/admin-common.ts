import { limitUpTo, page } from './pagination';

/**
 * The `page` and `limit` of a console list query, with messages people understand;
 * spread into a list's query object: `z.object({ ...adminPageQuery(20, 100), search })`.
 */
export function adminPageQuery(defaultSize: number, maxSize: number) {
  return { page, limit: limitUpTo(maxSize, defaultSize) };
}
