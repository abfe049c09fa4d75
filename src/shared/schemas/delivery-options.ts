import { z } from 'zod';
import { CART_EMPTY, MAX_CART_LINES } from '../domain/cart';
import { SHIPPING_ADDRESS_MAX } from '../domain/order-lines';
import { idSchema, quantitySchema, SITE_ID_MESSAGE } from './orders';

/**
 * A cart's delivery at checkout (docs/api.md "Delivery days", docs/business-rules.md
 * "Delivery days"): its lead time, earliest date and the days that can still be booked, and
 * the buyer's choice sent with the checkout.
 */

/** Where the day could not be booked: no region covers the address (yet). */
export const AGREE_A_DAY = 'We will agree a day with you.';

export const deliveryOptionsBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            productId: idSchema,
            fabricId: idSchema.nullable().default(null),
            quantity: quantitySchema,
          })
          .strict(),
        { error: CART_EMPTY },
      )
      .min(1, CART_EMPTY)
      .max(MAX_CART_LINES, `An order may have at most ${MAX_CART_LINES} lines.`),
    site_id: z
      .union(
        [
          idSchema,
          z
            .string()
            .trim()
            .regex(/^\d{1,9}$/, SITE_ID_MESSAGE)
            .transform(Number),
        ],
        {
          error: SITE_ID_MESSAGE,
        },
      )
      .optional(),
    shipping_address: z
      .string()
      .trim()
      .max(
        SHIPPING_ADDRESS_MAX,
        `Shipping address must be at most ${SHIPPING_ADDRESS_MAX} characters.`,
      )
      .optional(),
  })
  .strict();
export type DeliveryOptionsBody = z.output<typeof deliveryOptionsBody>;

const leadTimeSchema = z.object({ min_days: z.number(), max_days: z.number(), label: z.string() });

export const deliveryOptionsSchema = z.object({
  lead_time: leadTimeSchema.describe("The cart's: its slowest line's"),
  lines: z
    .array(z.object({ lead_time: leadTimeSchema }))
    .describe("Each line's lead time, in the order of `lines`"),
  earliest_on: z.string().describe('YYYY-MM-DD: the first day the goods can be delivered'),
  region: z
    .object({
      name: z.string(),
      capacity_unit: z.enum(['deliveries', 'units']),
      load: z.number().describe("What this cart takes of a day's capacity"),
    })
    .nullable()
    .describe('null: no region covers the address yet; the day is agreed with the buyer'),
  days: z
    .array(z.object({ date: z.string(), left: z.number() }))
    .describe('The days from earliest_on in the booking window with room for this cart'),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
