import type { OrderCard } from '#src/shared/schemas/orders';

/** An order as the API's order lists carry it (My Orders, a checkout's lines), for component tests. */
export function orderCard(overrides: Partial<OrderCard> = {}): OrderCard {
  return {
    id: 41,
    trackingId: 'TRK-7F3K9QW2XM',
    checkoutId: 'chk_01',
    checkoutNumber: 'CHK-2026-00041',
    poNumber: null,
    orderDate: '2026-11-03T10:15:00.000Z',
    status: 'active',
    deliveryStatus: 'Order Placed',
    isCancelled: true,
    productId: 12,
    sizeId: 3,
    fabricId: 7,
    fabricColorId: 21,
    product_name: 'Navan Low Bed',
    size_name: 'King 5ft',
    fabric_name: 'Plush Velvet',
    fabric_color_name: 'Sage',
    product_image: '/media/products/navan-bed.webp',
    storageType: 'Ottoman',
    quantity: 2,
    unit_price: 750,
    vat: 172.5,
    total_price: 1845,
    referenceNumber: 'BYRNE-114',
    special_quote: 'None',
    shipping_address: 'Unit 4, Business Park, Navan, C15 CD34',
    paid: false,
    ...overrides,
  };
}
