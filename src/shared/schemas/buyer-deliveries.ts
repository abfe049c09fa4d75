import { z } from 'zod';
import { isIsoDate } from '../domain/calendar-dates';

/**
 * A checkout's delivery as its buyer sees it (docs/api.md "Deliveries"): in My Orders cards,
 * the order page, checkouts and tracking, and the answers of the buyer's delivery calls.
 */
export const BOOKING_STATES = ['requested', 'proposed', 'confirmed', 'released'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const buyerDeliverySchema = z.object({
  /** The booked (or proposed) day; null while the shop has still to agree one. */
  day: z.string().nullable(),
  state: z.enum(BOOKING_STATES),
  /** The first day the goods could be delivered, as at order time. */
  earliest_on: z.string(),
  /** The last day the buyer may move it (5 working days before it); null with no day. */
  move_until: z.string().nullable(),
  /** Whether the buyer may move it today. */
  may_move: z.boolean(),
});
export type BuyerDelivery = z.infer<typeof buyerDeliverySchema>;

export const DELIVERY_NOT_FOUND = 'No delivery was found for that checkout.';
export const DELIVERY_MOVED = 'Delivery moved: we will confirm the new day shortly.';
export const DELIVERY_ACCEPTED = 'Delivery day accepted: your orders are scheduled for it.';

export const deliveryParams = z
  .object({
    checkoutNumber: z
      .string()
      .trim()
      .max(40)
      .transform((v) => v.toUpperCase()),
  })
  .strict();

export const moveDeliveryBody = z
  .object({
    day: z
      .string({ error: 'day must be a date (YYYY-MM-DD).' })
      .refine(isIsoDate, 'day must be a real date written YYYY-MM-DD.'),
  })
  .strict();
export type MoveDeliveryBody = z.infer<typeof moveDeliveryBody>;

/** GET /api/deliveries/{checkoutNumber}/days */
export const deliveryDaysSchema = z.object({
  success: z.literal(true),
  delivery: buyerDeliverySchema,
  /** Days the delivery may move to, with what each can still take. */
  days: z.array(z.object({ date: z.string(), left: z.number().int() })),
});
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>;

/** The answer of a move or an accept: the delivery as it is now. */
export const deliveryStepSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  delivery: buyerDeliverySchema,
});
export type DeliveryStep = z.infer<typeof deliveryStepSchema>;
