import type { ClosureAnswer, ClosureBody } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

/** POST /api/admin/deliveries/closures: one day, or the weekdays from `day` to `to`. */
export const addClosures = (body: ClosureBody) =>
  api.post<ClosureAnswer>('/api/admin/deliveries/closures', body);

export const useAddClosures = (config: MutationConfig<ClosureBody, ClosureAnswer> = {}) =>
  useDeliveryMutation(addClosures, config);
