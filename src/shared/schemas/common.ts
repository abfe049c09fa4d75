import { z } from 'zod';

/** Every error answer: `{ message }`, with field errors where a form can show them. */
export const errorSchema = z.object({
  message: z.string(),
  success: z.literal(false).optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
