import type { RegionDayAnswer, RegionDayBody } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { useDeliveryMutation, type MutationConfig } from './delivery-mutation';

export interface RegionDayVariables {
  regionId: number;
  day: string;
  body: RegionDayBody;
}

/** PUT /api/admin/deliveries/regions/{id}/days/{day}: own capacity (null: default), closed. */
export const setRegionDay = ({ regionId, day, body }: RegionDayVariables) =>
  api.put<RegionDayAnswer>(`/api/admin/deliveries/regions/${regionId}/days/${day}`, body);

export const useSetRegionDay = (config: MutationConfig<RegionDayVariables, RegionDayAnswer> = {}) =>
  useDeliveryMutation(setRegionDay, config);
