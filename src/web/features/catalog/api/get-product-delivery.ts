import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDelivery } from '#src/shared/schemas/catalog';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { api } from '#src/web/lib/api-client';

export type ProductDeliveryResponse = ProductDelivery & { success: true };

/** GET /api/product/{id}/delivery: lead time and earliest delivery date, ordered today. */
export function getProductDelivery(
  id: number,
  fabricId: number | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductDeliveryResponse> {
  const query = fabricId === null ? '' : `?fabric_id=${fabricId}`;
  return api.get<ProductDeliveryResponse>(`/api/product/${id}/delivery${query}`, { signal });
}

export function getProductDeliveryQueryOptions(id: number, fabricId: number | null) {
  return queryOptions({
    // The day is in the key: a page left open overnight asks again.
    queryKey: ['product-delivery', id, fabricId, dublinDate()],
    queryFn: ({ signal }) => getProductDelivery(id, fabricId, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useProductDelivery(id: number, fabricId: number | null, enabled: boolean) {
  return useQuery({ ...getProductDeliveryQueryOptions(id, fabricId), enabled });
}
