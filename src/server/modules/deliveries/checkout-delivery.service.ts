import type { Queryable } from '#src/db/database';
import { siteShippingAddress } from '#src/shared/domain/companies';
import { lineLeadTimeLabel, type LeadTime } from '#src/shared/domain/delivery-days';
import { SELECTION_INVALID } from '#src/shared/domain/order-lines';
import type { DeliveryOptions, DeliveryOptionsBody } from '#src/shared/schemas/delivery-options';
import {
  PRODUCT_UNAVAILABLE,
  SITE_ID_MESSAGE,
  type PlacedDelivery,
} from '#src/shared/schemas/orders';
import { FormError, type FieldError } from '../../lib/form-validation';
import { findActiveSiteOf } from '../companies/companies.repo';
import { leadTimeOfLine } from '../orders/order-lines';
import type { BookingRow } from './delivery-calendar.repo';
import { readLeadTimeFacts } from './lead-times.repo';
import {
  bookDelivery,
  deliveryOptions,
  type CartLine,
  type DeliveryChoice,
} from './delivery-days.service';

/**
 * The buyer's side of delivery days at checkout (docs/business-rules.md "Delivery days"):
 * what a cart can be booked for, and booking the day a checkout, an approval or an accepted
 * quote chose.
 */

/** The checkout's field as a choice: "earliest" (or nothing) or a day. */
export const choiceOf = (field: string | null | undefined): DeliveryChoice =>
  !field || field === 'earliest' ? { earliest: true } : { day: field };

const leadTimeOut = (lead: LeadTime & { label: string }) => ({
  min_days: lead.minDays,
  max_days: lead.maxDays,
  label: lead.label,
});

const withLabel = (lead: ReturnType<typeof leadTimeOfLine>) => ({
  ...lead,
  label: lineLeadTimeLabel(lead),
});

/** POST /api/delivery/options: the cart's lead time, earliest date and open days for a site or address. */
export async function optionsForCart(
  db: Queryable,
  userId: number,
  body: DeliveryOptionsBody,
): Promise<DeliveryOptions> {
  const facts = await readLeadTimeFacts(
    db,
    body.lines.map((line) => line.productId),
  );
  const errors: FieldError[] = [];
  const lines: CartLine[] = [];
  body.lines.forEach((line, index) => {
    const product = facts.get(line.productId);
    if (!product || product.status !== 'available') {
      errors.push({ field: `lines.${index}.productId`, message: PRODUCT_UNAVAILABLE });
    } else if (line.fabricId !== null && !product.fabrics.has(line.fabricId)) {
      errors.push({ field: `lines.${index}.fabricId`, message: SELECTION_INVALID });
    } else {
      lines.push({ product, fabricId: line.fabricId, quantity: line.quantity });
    }
  });
  if (errors.length > 0) throw new FormError(400, errors);
  let eircode: string | null = null;
  let address = body.shipping_address ?? null;
  if (body.site_id !== undefined) {
    const site = await findActiveSiteOf(db, userId, body.site_id);
    if (!site) throw new FormError(400, [{ field: 'site_id', message: SITE_ID_MESSAGE }]);
    eircode = site.eircode;
    address = siteShippingAddress(site);
  }
  const options = await deliveryOptions(db, { lines, eircode, address });
  return {
    lead_time: leadTimeOut(options.leadTime),
    lines: lines.map((line) => ({
      lead_time: leadTimeOut(withLabel(leadTimeOfLine(line.product, line.fabricId))),
    })),
    earliest_on: options.earliestOn,
    region: options.region && {
      name: options.region.name,
      capacity_unit: options.region.capacityUnit,
      load: options.region.load,
    },
    days: options.days,
  };
}

export const placedDeliveryOf = (booking: BookingRow): PlacedDelivery => ({
  day: booking.day,
  state: booking.state,
  earliest_on: booking.earliestOn,
});

/**
 * Books the delivery of orders made from stored lines (an approved checkout, an accepted
 * quote), their products' lead times read again now. A chosen day that can no longer be
 * had falls back to the earliest possible, with the reason in the booking's history
 * (unless `fallBack` is false: refused then).
 */
export async function bookStoredLines(
  tx: Queryable,
  input: {
    checkoutId: string;
    lines: readonly { productId: number; fabricId: number | null; quantity: number }[];
    address: string;
    choice: DeliveryChoice;
    userId: number;
    /** False: a chosen day that cannot be had is refused (409/400 on delivery_day). */
    fallBack?: boolean;
  },
): Promise<PlacedDelivery> {
  const facts = await readLeadTimeFacts(
    tx,
    input.lines.map((line) => line.productId),
  );
  const lines = input.lines.flatMap((line) => {
    const product = facts.get(line.productId);
    return product ? [{ product, fabricId: line.fabricId, quantity: line.quantity }] : [];
  });
  const booking = { checkoutId: input.checkoutId, lines, address: input.address };
  const { choice } = input;
  if ('day' in choice && input.fallBack !== false) {
    try {
      return placedDeliveryOf(await bookDelivery(tx, { ...booking, choice, userId: input.userId }));
    } catch (error) {
      if (!(error instanceof FormError && error.errors[0]?.field === 'delivery_day')) throw error;
      const note = `The day chosen at checkout, ${choice.day}, could no longer be booked (${error.errors[0].message}): booked the earliest possible instead.`;
      return placedDeliveryOf(
        await bookDelivery(tx, {
          ...booking,
          choice: { earliest: true },
          userId: input.userId,
          note,
        }),
      );
    }
  }
  return placedDeliveryOf(await bookDelivery(tx, { ...booking, choice, userId: input.userId }));
}
