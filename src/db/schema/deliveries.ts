import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { checkouts } from './orders';

/**
 * The delivery calendar (docs/business-rules.md "Delivery days"): regions named by Eircode
 * routing keys, each with a daily capacity; days a region's crew does not go out; the
 * factory's closure days; and one booking per checkout.
 */

export const capacityUnit = pgEnum('delivery_capacity_unit', ['deliveries', 'units']);

export const deliveryRegions = pgTable(
  'delivery_regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** What a day's capacity counts: deliveries (stops) or units (beds, sofas). */
    capacityUnit: capacityUnit('capacity_unit').notNull().default('deliveries'),
    dailyCapacity: integer('daily_capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_regions_capacity_check', sql`${t.dailyCapacity} >= 0`)],
);

/** The Eircode routing keys a region's crews cover (D02, A92, H91): one region each. */
export const deliveryRegionKeys = pgTable('delivery_region_keys', {
  routingKey: text('routing_key').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => deliveryRegions.id, { onDelete: 'cascade' }),
});

/** Days the factory does not work (summer shutdown): no lead time counts them, no crew goes. */
export const closureDays = pgTable('closure_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A region's day: what is booked (in the region's unit), the day's own capacity when staff
 * changed it, and whether the crew is off. Bookings add to `booked` with one conditional
 * UPDATE, so two buyers can never take the last slot.
 */
export const deliveryDays = pgTable(
  'delivery_days',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => deliveryRegions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** This day's capacity; null: the region's daily capacity. */
    capacity: integer('capacity'),
    closed: boolean('closed').notNull().default(false),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.regionId, t.day] }),
    check('delivery_days_booked_check', sql`${t.booked} >= 0`),
    check('delivery_days_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
);

export const bookingState = pgEnum('delivery_booking_state', [
  /** The buyer booked a day; staff have not confirmed it. */
  'requested',
  /** Staff proposed another day; the buyer has not accepted it. */
  'proposed',
  /** Staff confirmed the day: the orders are Scheduled for it. */
  'confirmed',
  /** Every order of the checkout was cancelled: its capacity is given back. */
  'released',
]);

/** A checkout's delivery: the day it is booked for (or none yet) and its state. */
export const deliveryBookings = pgTable(
  'delivery_bookings',
  {
    id: serial('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .unique()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    /** The region of the site's Eircode; null when no region covers it. */
    regionId: integer('region_id').references(() => deliveryRegions.id, {
      onDelete: 'restrict',
    }),
    /** The booked day; null while staff have still to find one. */
    day: date('day', { mode: 'string' }),
    /** The first day the checkout's goods could be delivered, as at order time. */
    earliestOn: date('earliest_on', { mode: 'string' }).notNull(),
    /** The buyer asked for the earliest possible day rather than picking one. */
    earliest: boolean('earliest').notNull().default(false),
    units: integer('units').notNull(),
    /** What it takes of its day's capacity: 1, or its units (the region's unit). */
    load: integer('load').notNull(),
    state: bookingState('state').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_bookings_day_idx').on(t.day, t.regionId),
    check('delivery_bookings_load_check', sql`${t.load} > 0 and ${t.units} > 0`),
  ],
);

export const bookingEventKind = pgEnum('delivery_booking_event', [
  'booked',
  'moved',
  'proposed',
  'confirmed',
  'accepted',
  'released',
]);

/** What happened to a booking, by whom: the planner's and the order page's history. */
export const deliveryBookingEvents = pgTable(
  'delivery_booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => deliveryBookings.id, { onDelete: 'cascade' }),
    kind: bookingEventKind('kind').notNull(),
    fromDay: date('from_day', { mode: 'string' }),
    toDay: date('to_day', { mode: 'string' }),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff, when staff did it (the buyer's history says "the shop"). */
    byStaff: boolean('by_staff').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);
