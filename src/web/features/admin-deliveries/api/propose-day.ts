import type { BookingAnswer } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

export interface ProposeVariables {
  id: number;
  day: string;
  note: string;
}

/** POST /api/admin/deliveries/bookings/{id}/propose: move to (or propose) another day. */
export const proposeDay = ({ id, day, note }: ProposeVariables) =>
  api.post<BookingAnswer>(`/api/admin/deliveries/bookings/${id}/propose`, {
    day,
    ...(note.trim() ? { note: note.trim() } : {}),
  });

export const useProposeDay = (config: MutationConfig<ProposeVariables, BookingAnswer> = {}) =>
  useDeliveryMutation(proposeDay, config);
