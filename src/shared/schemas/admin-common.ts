import { z } from 'zod';
import { page } from './pagination';

/**
 * The `page` and `limit` of a console list query, with messages people understand;
 * spread into a list's query object: `z.object({ ...adminPageQuery(20, 100), search })`.
 */
export function adminPageQuery(defaultSize: number, maxSize: number) {
  return {
    page,
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(maxSize, `limit must be at most ${maxSize}`)
      .default(defaultSize),
  };
}
