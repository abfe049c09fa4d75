import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/catalog-rules';

export const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100_000, 'page is too large')
  .default(1);

export const limit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be 1 or more')
  .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
  .default(DEFAULT_PAGE_SIZE);

export const paginationSchema = z.object({
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  /**
   * Present (true) when a search matched more products than it counts: totalProducts is
   * then "at least" (the search page shows "500+ results").
   */
  totalIsAtLeast: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;
