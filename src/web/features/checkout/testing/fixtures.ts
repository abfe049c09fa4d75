import { jsonResponse } from '#src/web/testing/render';

export const PLACED_CHECKOUT_NUMBER = 'CHK-2026-00001';
/** Where a placed checkout takes the buyer: its confirmation. */
export const CONFIRMATION_PATH = `/checkout/confirmation/${PLACED_CHECKOUT_NUMBER}`;

/** A 201 from POST /api/order/product for one bed line. */
export function placedOrder(message = 'Your order has been placed successfully.') {
  return jsonResponse(
    {
      success: true,
      message,
      checkoutId: 'chk_1',
      checkoutNumber: PLACED_CHECKOUT_NUMBER,
      poNumber: null,
      orders: [{ id: 41, trackingId: 'TRK-41', referenceNumber: 'ROOM-101', total_price: 615 }],
      subtotal: 500,
      vat: 115,
      total: 615,
      available_credit: 619.5,
    },
    201,
  );
}
