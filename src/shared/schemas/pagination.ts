import { z } from 'zod';
import { MAX_PAGE, type PageInfo, type Pagination } from '../domain/pagination';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/catalog-rules';

export const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(MAX_PAGE, 'page is too large')
  .default(1);

/**
 * A list's `limit` field: a whole number from 1, `defaultSize` (else `maxSize`) when
 * absent. A larger one is served at `maxSize`, not refused: a client asking for 100 gets
 * the capped page and pagination that says there is more (docs/decisions/0025).
 */
export function limitUpTo(maxSize: number, defaultSize = maxSize) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .min(1, 'limit must be 1 or more')
    .transform((size) => Math.min(size, maxSize))
    .pipe(z.number().int('limit must be a whole number'))
    .default(defaultSize);
}

export const limit = limitUpTo(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);

/** The API's form of domain/pagination.ts `Pagination`. */
export const paginationSchema = z.object({
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  totalIsAtLeast: z.literal(true).optional(),
}) satisfies z.ZodType<Pagination>;
export type { Pagination };

/** The API's form of domain/pagination.ts `PageInfo`. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
}) satisfies z.ZodType<PageInfo>;
export type { PageInfo };
