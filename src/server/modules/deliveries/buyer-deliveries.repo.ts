import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companySites } from '#src/db/schema/companies';
import { deliveryBookingEvents, deliveryBookings } from '#src/db/schema/deliveries';
import { checkouts, orders } from '#src/db/schema/orders';

/** The bookings of some checkouts (My Orders, tracking): at most one each. */
export async function bookingsOfCheckouts(db: Queryable, checkoutIds: readonly string[]) {
  if (checkoutIds.length === 0) return [];
  return db
    .select()
    .from(deliveryBookings)
    .where(inArray(deliveryBookings.checkoutId, [...new Set(checkoutIds)]));
}

/** A checkout by its number, with who ordered it for which company. */
export async function checkoutOfNumber(db: Queryable, checkoutNumber: string) {
  const [row] = await db
    .select({
      id: checkouts.id,
      number: checkouts.number,
      userId: checkouts.userId,
      companyId: checkouts.companyId,
    })
    .from(checkouts)
    .where(eq(checkouts.number, checkoutNumber));
  return row;
}

/**
 * What a delivery's mails name: the checkout, its buyer and company, the site it goes to,
 * and the items of its orders still active.
 */
export async function deliveryMailFacts(db: Queryable, checkoutId: string) {
  const [checkout] = await db
    .select({
      number: checkouts.number,
      poNumber: checkouts.poNumber,
      shippingAddress: checkouts.shippingAddress,
      siteName: companySites.name,
      companyName: companies.registeredName,
      buyerName: users.fullName,
      buyerEmail: users.email,
    })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.userId))
    .innerJoin(companies, eq(companies.id, checkouts.companyId))
    .leftJoin(companySites, eq(companySites.id, checkouts.siteId))
    .where(eq(checkouts.id, checkoutId));
  if (!checkout) return undefined;
  const items = await db
    .select({
      trackingId: orders.trackingId,
      quantity: orders.quantity,
      productName: orders.productName,
      sizeName: orders.sizeName,
      fabricName: orders.fabricName,
      fabricColorName: orders.fabricColorName,
      referenceNumber: orders.referenceNumber,
    })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'active')))
    .orderBy(asc(orders.id));
  return { ...checkout, items };
}

/** How many steps a booking has had: its calendar event's SEQUENCE. */
export async function bookingEventCount(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryBookingEvents)
    .where(eq(deliveryBookingEvents.bookingId, bookingId));
  return row?.n ?? 0;
}

/** A user's name and address, as a mail names who did a step. */
export async function personOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
