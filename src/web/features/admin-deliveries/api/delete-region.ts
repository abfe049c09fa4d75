import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

/** DELETE /api/admin/deliveries/regions/{id}: only a region that never had a booking. */
export const deleteRegion = (id: number) =>
  api.delete<{ message: string }>(`/api/admin/deliveries/regions/${id}`);

export const useDeleteRegion = (config: MutationConfig<number, { message: string }> = {}) =>
  useDeliveryMutation(deleteRegion, config);
