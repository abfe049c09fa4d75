import { productAvailability } from '#src/shared/domain/product-availability';
import type { ProductDetail } from '#src/shared/schemas/catalog';
import { formatDate } from '#src/web/lib/format';
import { useProductDelivery } from '../../api/get-product-delivery';
import { availabilityLabel, ownLeadTimeLabel } from '../../lib/availability';

export const UNAVAILABLE_NOTE = 'This product is currently unavailable.';
export const EARLIEST_DELIVERY = 'Earliest delivery:';

/**
 * The product's availability line and, for one that can be ordered, the earliest delivery
 * date (docs/business-rules.md "Delivery days"): a chosen fabric with its own lead time
 * says its own "Made to order: ready in N–M working days" and moves the date.
 */
export function ProductAvailability({
  product,
  fabricId,
}: {
  product: ProductDetail;
  fabricId: number | null;
}) {
  const availability = productAvailability(product);
  const orderable = availability !== 'unavailable' && availability !== 'out-of-stock';
  const fabricLead = product.Fabrics.find((f) => f.id === fabricId)?.lead_time ?? null;
  // Only a fabric with its own lead time changes the answer: ask once for the others.
  const delivery = useProductDelivery(product.id, fabricLead ? fabricId : null, orderable);
  const label = orderable && fabricLead ? ownLeadTimeLabel(fabricLead) : availabilityLabel(product);
  return (
    <>
      <p className={`mt-2 text-sm font-medium ${orderable ? 'text-green-800' : 'text-red-700'}`}>
        {label}
      </p>
      {orderable && delivery.data && (
        <p className="mt-1 text-sm text-linen-800">
          {EARLIEST_DELIVERY} {formatDate(delivery.data.earliest_on)}
        </p>
      )}
      {availability === 'unavailable' && (
        <p className="mt-1 text-sm text-red-700">{UNAVAILABLE_NOTE}</p>
      )}
    </>
  );
}
