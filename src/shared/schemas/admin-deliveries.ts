import { z } from 'zod';
import { isIsoDate } from '../domain/calendar-dates';

/**
 * The console's delivery planner and calendar settings (docs/api.md "Console: deliveries",
 * docs/business-rules.md "Delivery days"): regions by Eircode routing key, a region's
 * days, the factory's closure days, the planner and its bookings.
 */

export const CAPACITY_UNITS = ['deliveries', 'units'] as const;
export const BOOKING_STATES = ['requested', 'proposed', 'confirmed'] as const;
export const MAX_DAILY_CAPACITY = 999;
/** The most days one planner read covers. */
export const PLANNER_MAX_DAYS = 31;
/** The most days one closure range adds. */
export const CLOSURE_RANGE_MAX_DAYS = 92;

export const ROUTING_KEY_MESSAGE =
  'A routing key is the first three characters of an Eircode: a letter and two digits (D02, H91), or D6W.';
export const CAPACITY_MESSAGE = `A capacity is a whole number from 0 to ${MAX_DAILY_CAPACITY}.`;

const ROUTING_KEY = /^([A-Z]\d{2}|D6W)$/;

const isoDate = (name: string) =>
  z
    .string(`${name} must be a date written YYYY-MM-DD.`)
    .refine(isIsoDate, `${name} must be a real date written YYYY-MM-DD.`);

/** Routing keys as staff type them ("d02, a92"): upper-case, trimmed, each once. */
export const routingKeysField = z
  .array(z.string().trim().toUpperCase().regex(ROUTING_KEY, ROUTING_KEY_MESSAGE), {
    error: 'Give the routing keys as a list.',
  })
  .max(200, 'A region has at most 200 routing keys.')
  .transform((keys) => [...new Set(keys)].sort());

const capacityField = z
  .number(CAPACITY_MESSAGE)
  .int(CAPACITY_MESSAGE)
  .min(0, CAPACITY_MESSAGE)
  .max(MAX_DAILY_CAPACITY, CAPACITY_MESSAGE);

const regionFields = {
  name: z
    .string('Give the region a name.')
    .trim()
    .min(1, 'Give the region a name.')
    .max(80, 'A region name has at most 80 characters.'),
  routing_keys: routingKeysField,
  capacity_unit: z.enum(CAPACITY_UNITS, 'The capacity counts deliveries or units.'),
  daily_capacity: capacityField,
};

export const regionBody = z.object(regionFields).strict();
export type RegionBody = z.input<typeof regionBody>;
export const regionPatchBody = z.object(regionFields).partial().strict();
export type RegionPatchBody = z.input<typeof regionPatchBody>;

export const regionIdParams = z.object({ id: z.coerce.number().int().positive() }).strict();
/** The day is checked by the handler, so a bad body is named before a bad day. */
export const regionDayParams = z
  .object({ id: z.coerce.number().int().positive(), day: z.string() })
  .strict();
export const closureDayParams = z.object({ day: isoDate('day') }).strict();
export const bookingIdParams = z.object({ id: z.coerce.number().int().positive() }).strict();

export const regionSchema = z.object({
  id: z.number(),
  name: z.string(),
  routing_keys: z.array(z.string()),
  capacity_unit: z.enum(CAPACITY_UNITS),
  daily_capacity: z.number(),
  /** Bookings still to be delivered (today or later, not released). */
  bookings_to_come: z.number(),
});
export type AdminRegion = z.infer<typeof regionSchema>;
export const regionListSchema = z.object({ regions: z.array(regionSchema) });
export type AdminRegionList = z.infer<typeof regionListSchema>;
export const regionAnswerSchema = z.object({ region: regionSchema, message: z.string() });
export type AdminRegionAnswer = z.infer<typeof regionAnswerSchema>;
export const messageSchema = z.object({ message: z.string() });

export const regionDayBody = z
  .object({
    capacity: capacityField.nullable(),
    closed: z.boolean('Say whether the day is closed.'),
  })
  .strict();
export type RegionDayBody = z.infer<typeof regionDayBody>;

export const regionDayAnswerSchema = z.object({
  day: z.object({
    region_id: z.number(),
    date: z.string(),
    own_capacity: z.number().nullable(),
    capacity: z.number(),
    booked: z.number(),
    closed: z.boolean(),
    /** Bookings on the day: on a closed day, the ones staff must move. */
    bookings: z.number(),
  }),
  message: z.string(),
});
export type RegionDayAnswer = z.infer<typeof regionDayAnswerSchema>;

export const closureBody = z
  .object({
    day: isoDate('day'),
    /** The last day of a range; the range's weekends are left out. */
    to: isoDate('to').optional(),
    reason: z
      .string('Say why the factory is closed.')
      .trim()
      .min(1, 'Say why the factory is closed.')
      .max(120, 'A reason has at most 120 characters.'),
  })
  .strict();
export type ClosureBody = z.input<typeof closureBody>;

export const closureListQuery = z
  .object({ from: isoDate('from').optional(), to: isoDate('to').optional() })
  .strict();
const closureSchema = z.object({ day: z.string(), reason: z.string() });
export const closureListSchema = z.object({ closures: z.array(closureSchema) });
export type ClosureList = z.infer<typeof closureListSchema>;
export const closureAnswerSchema = z.object({
  closures: z.array(closureSchema),
  /** Bookings already on the added days, which staff must move. */
  bookings: z.number(),
  message: z.string(),
});
export type ClosureAnswer = z.infer<typeof closureAnswerSchema>;

export const plannerQuery = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    region_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type PlannerQuery = z.infer<typeof plannerQuery>;

const bookingItemSchema = z.object({
  order_id: z.number(),
  tracking_id: z.string(),
  product: z.string(),
  size: z.string().nullable(),
  fabric: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number(),
  reference: z.string(),
});

export const plannerBookingSchema = z.object({
  id: z.number(),
  checkout_number: z.string(),
  po_number: z.string().nullable(),
  company: z.string(),
  buyer: z.string(),
  region_id: z.number().nullable(),
  day: z.string().nullable(),
  earliest_on: z.string(),
  state: z.enum([...BOOKING_STATES, 'released']),
  units: z.number(),
  load: z.number(),
  shipping_address: z.string(),
  site: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      eircode: z.string(),
      contact_name: z.string(),
      contact_phone: z.string(),
      delivery_notes: z.string(),
    })
    .nullable(),
  items: z.array(bookingItemSchema),
});
export type PlannerBooking = z.infer<typeof plannerBookingSchema>;

export const plannerCellSchema = z.object({
  region_id: z.number(),
  capacity: z.number(),
  own_capacity: z.number().nullable(),
  booked: z.number(),
  left: z.number(),
  closed: z.boolean(),
  bookings: z.array(plannerBookingSchema),
});
export type PlannerCell = z.infer<typeof plannerCellSchema>;

export const plannerSchema = z.object({
  from: z.string(),
  to: z.string(),
  regions: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      capacity_unit: z.enum(CAPACITY_UNITS),
      daily_capacity: z.number(),
    }),
  ),
  days: z.array(
    z.object({
      date: z.string(),
      /** A weekday that is no public holiday nor closure day. */
      working: z.boolean(),
      /** The factory's closure reason, or the public holiday's word. */
      closure: z.string().nullable(),
      cells: z.array(plannerCellSchema),
    }),
  ),
  /** Bookings with no day yet, for staff to propose one. */
  to_agree: z.array(plannerBookingSchema),
});
export type Planner = z.infer<typeof plannerSchema>;

export const proposeBody = z
  .object({
    day: isoDate('day'),
    note: z.string().trim().max(500, 'A note has at most 500 characters.').optional(),
  })
  .strict();
export type ProposeBody = z.input<typeof proposeBody>;

export const bookingAnswerSchema = z.object({
  booking: z.object({ id: z.number(), day: z.string().nullable(), state: z.string() }),
  message: z.string(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

export const bookingDaysSchema = z.object({
  load: z.number(),
  days: z.array(z.object({ date: z.string(), left: z.number() })),
});
export type BookingDays = z.infer<typeof bookingDaysSchema>;

export const daySheetQuery = z
  .object({ region_id: z.coerce.number().int().positive(), day: isoDate('day') })
  .strict();
