import { pageInfo } from '#src/shared/domain/pagination';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderRow,
} from '#src/shared/schemas/admin-orders';

export const DELIVERY_STATUSES = [
  { id: 1, deliveryStatus: 'Order Placed', position: 1 },
  { id: 2, deliveryStatus: 'In Production', position: 2 },
  { id: 3, deliveryStatus: 'Scheduled', position: 3 },
  { id: 4, deliveryStatus: 'Out for Delivery', position: 4 },
  { id: 5, deliveryStatus: 'Order Delivered', position: 5 },
];

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 41,
    trackingId: 'TRK-ADMIN00041',
    checkoutId: 'c0ffee00-0000-4000-8000-000000000001',
    checkoutNumber: 'CHK-2026-00001',
    poNumber: 'PO-881',
    orderDate: '2026-11-03T10:15:00Z',
    status: 'active',
    paidAt: null,
    deliveryStatusId: 1,
    deliveryStatus: 'Order Placed',
    productName: 'Navan Divan Bed',
    sizeName: 'King',
    fabricName: 'Velvet',
    fabricColorName: 'Moss',
    storageType: 'Ottoman',
    quantity: 2,
    unitPrice: 400,
    vat: 92,
    totalPrice: 984,
    referenceNumber: 'Room 101',
    customer: {
      id: 7,
      fullName: 'Ciara Doyle',
      companyName: 'Doyle Hotels',
      email: 'ciara@doyle.ie',
    },
    ...overrides,
  };
}

export function orderList(
  orders: AdminOrderRow[],
  pagination: Partial<AdminOrderList['pagination']> = {},
): AdminOrderList {
  return {
    success: true,
    orders,
    pagination: {
      ...pageInfo(orders.length, 1, 25),
      ...pagination,
    },
  };
}

export function orderDetail(
  order: Partial<AdminOrderDetail['order']> = {},
  rest: Partial<Omit<AdminOrderDetail, 'order'>> = {},
): AdminOrderDetail {
  const row = orderRow();
  return {
    success: true,
    order: {
      ...row,
      productImage: null,
      shippingAddress: '3 Main Street, Sligo',
      site: null,
      isCancellable: true,
      cancelledAt: null,
      cancelledByName: null,
      paidByName: null,
      quoteText: 'Headboard 10 cm taller',
      quoteFileName: 'drawing.pdf',
      companyId: 3,
      staffCanCancel: true,
      customerCanCancel: true,
      ...order,
    },
    checkoutOrders: [
      row,
      orderRow({ id: 42, trackingId: 'TRK-ADMIN00042', referenceNumber: 'Room 102' }),
    ],
    customer: {
      id: 7,
      fullName: 'Ciara Doyle',
      companyName: 'Doyle Hotels',
      email: 'ciara@doyle.ie',
      phoneNumber: '+353871234567',
      status: 'approved',
    },
    invoice: null,
    delivery: null,
    credit: { openAmount: 984, creditLimit: 10000, openOrdersTotal: 1968, availableCredit: 8032 },
    deliveryStatuses: DELIVERY_STATUSES,
    events: [
      {
        id: 1,
        kind: 'placed',
        detail: null,
        createdAt: '2026-11-03T10:15:00Z',
        actorName: 'Ciara Doyle',
      },
    ],
    audit: [],
    ...rest,
  };
}
