import type { Queryable } from '#src/db/database';
import { addDays, dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { earliestDelivery, lineLeadTimeLabel } from '#src/shared/domain/delivery-days';
import { PRODUCT_NOT_FOUND } from '#src/shared/domain/admin-products';
import { FormError } from '../../lib/form-validation';
import { calendarAround } from '../deliveries/delivery-days.service';
import { leadTimeOfLine } from '../orders/order-lines';
import { readLeadTimeFacts } from '../deliveries/lead-times.repo';

export const FABRIC_NOT_OFFERED = 'This fabric is not offered for this product.';

/**
 * What the product page says of delivery (docs/business-rules.md "Delivery days"): the
 * lead time of one unit of the product in this fabric (the fabric's own, the product's,
 * the Beds default or from stock) and the earliest day it could be delivered if ordered
 * `today`, counted on the factory's calendar as checkout counts it.
 */
export async function productDelivery(
  db: Queryable,
  productId: number,
  fabricId: number | null,
  today: IsoDate = dublinDate(),
) {
  const product = (await readLeadTimeFacts(db, [productId])).get(productId);
  if (!product || product.status === 'archived') throw new FormError(404, [], PRODUCT_NOT_FOUND);
  if (fabricId !== null && !product.fabrics.has(fabricId)) {
    throw new FormError(400, [{ field: 'fabric_id', message: FABRIC_NOT_OFFERED }]);
  }
  const lead = leadTimeOfLine(product, fabricId);
  const { minDays, maxDays } = lead;
  // N working days never take more than 2N + 30 calendar days.
  const isWorking = await calendarAround(db, today, addDays(today, maxDays * 2 + 30));
  return {
    lead_time: {
      min_days: minDays,
      max_days: maxDays,
      label: lineLeadTimeLabel(lead),
    },
    earliest_on: earliestDelivery(today, { minDays, maxDays }, isWorking),
  };
}
