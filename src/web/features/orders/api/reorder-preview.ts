import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderCard, OrderQuote } from '#src/shared/schemas/orders';
import { api } from '#src/web/lib/api-client';
import { QUOTE_PATH } from '#src/web/lib/cart-prices';
import { quoteLineOfOrder } from '#src/web/lib/reorder';

/** Today's price of a reorder: cached only while its dialog is open. */
export const REORDER_PREVIEW_QUERY_KEY = ['reorder-preview'] as const;

/**
 * What the reorder of `order` × `quantity` costs today, or why it cannot be ordered
 * (POST /api/order/quote, the cart's own pricing): shown before Submit. `quantity` is
 * undefined while the box holds no valid number: the last answer stays.
 */
export function useReorderPreview(order: OrderCard, quantity: number | undefined) {
  const line =
    quantity === undefined ? null : quoteLineOfOrder(order, quantity, order.referenceNumber);
  return useQuery({
    queryKey: [...REORDER_PREVIEW_QUERY_KEY, order.id, quantity],
    queryFn: ({ signal }) => api.post<OrderQuote>(QUOTE_PATH, { items: [line] }, { signal }),
    enabled: line !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
