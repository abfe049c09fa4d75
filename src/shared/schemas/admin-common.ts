import { z } from 'zod';
import { limitUpTo, page } from './pagination';

/**
 * The `page` and `limit` of a console list query, with messages people understand;
 * spread into a list's query object: `z.object({ ...adminPageQuery(20, 100), search })`.
 */
export function adminPageQuery(defaultSize: number, maxSize: number) {
  return { page, limit: limitUpTo(maxSize, defaultSize) };
}

/** The pagination a console list answers with. */
export const adminPaginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});

/** `total` rows served `limit` at a time: where `page` stands. */
export const adminPagination = (
  total: number,
  { page, limit }: { page: number; limit: number },
) => ({
  total,
  page,
  limit,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});
