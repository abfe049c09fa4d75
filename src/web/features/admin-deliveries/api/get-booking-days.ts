import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDays } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { adminDeliveriesKey } from './keys';

/** GET /api/admin/deliveries/bookings/{id}/days: open days with room for the booking. */
export function getBookingDays(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BookingDays>(`/api/admin/deliveries/bookings/${id}/days`, { signal });
}

export function useBookingDays(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adminDeliveriesKey, 'booking-days', id],
      queryFn: ({ signal }) => getBookingDays(id, { signal }),
      enabled,
    }),
  );
}
