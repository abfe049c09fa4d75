import type { AdminRegionAnswer, RegionBody } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

/** POST /api/admin/deliveries/regions. */
export const createRegion = (body: RegionBody) =>
  api.post<AdminRegionAnswer>('/api/admin/deliveries/regions', body);

export const useCreateRegion = (config: MutationConfig<RegionBody, AdminRegionAnswer> = {}) =>
  useDeliveryMutation(createRegion, config);
