import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

/** DELETE /api/admin/deliveries/closures/{day}. */
export const deleteClosure = (day: string) =>
  api.delete<{ message: string }>(`/api/admin/deliveries/closures/${day}`);

export const useDeleteClosure = (config: MutationConfig<string, { message: string }> = {}) =>
  useDeliveryMutation(deleteClosure, config);
