import type { BookingAnswer } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

/** POST /api/admin/deliveries/bookings/{id}/confirm: the orders become Scheduled. */
export const confirmBooking = (id: number) =>
  api.post<BookingAnswer>(`/api/admin/deliveries/bookings/${id}/confirm`);

export const useConfirmBooking = (config: MutationConfig<number, BookingAnswer> = {}) =>
  useDeliveryMutation(confirmBooking, config);
