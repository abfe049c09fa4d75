import type { AdminRegionAnswer, RegionPatchBody } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

export interface UpdateRegionVariables {
  id: number;
  body: RegionPatchBody;
}

/** PATCH /api/admin/deliveries/regions/{id}. */
export const updateRegion = ({ id, body }: UpdateRegionVariables) =>
  api.patch<AdminRegionAnswer>(`/api/admin/deliveries/regions/${id}`, body);

export const useUpdateRegion = (
  config: MutationConfig<UpdateRegionVariables, AdminRegionAnswer> = {},
) => useDeliveryMutation(updateRegion, config);
