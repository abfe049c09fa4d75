import type { TrackedOrder } from '#src/shared/schemas/orders';

// What the public tracking lookup and the delivery-status list answer, for component tests.

export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    referenceNumber: 'BYRNE-114',
    orderDate: '2026-11-03T10:15:00.000Z',
    shipping_address: 'Unit 4, Business Park, Navan, C15 CD34',
    product_image: '/media/products/navan-bed.webp',
    product_name: 'Navan Low Bed',
    fabric_name: 'Plush Velvet',
    fabric_color_name: 'Sage',
    quantity: 2,
    total_price: 1845,
    trackingId: 'TRK-7F3K9QW2XM',
    deliveryStatus: 'In Production',
    ...overrides,
  };
}

export const DELIVERY_STATUSES = [
  'Order Placed',
  'In Production',
  'Scheduled',
  'Out for Delivery',
  'Order Delivered',
];

/** The answer of GET /api/order/delivery-statuses, positions given out of order. */
export function deliveryStatusesResponse(names: readonly string[] = DELIVERY_STATUSES) {
  return {
    success: true,
    statuses: names
      .map((deliveryStatus, index) => ({ id: index + 1, deliveryStatus, position: index + 1 }))
      .reverse(),
  };
}
