import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Planner } from '#src/shared/schemas/admin-deliveries';
import { api } from '#src/web/lib/api-client';
import { adminDeliveriesKey } from './keys';

export interface PlannerParams {
  from: string;
  to: string;
  regionId: number | null;
}

export function plannerQuery({ from, to, regionId }: PlannerParams) {
  const query = new URLSearchParams({ from, to });
  if (regionId !== null) query.set('region_id', String(regionId));
  return query.toString();
}

/** GET /api/admin/deliveries/planner: days × regions with their bookings, and those to agree. */
export function getPlanner(params: PlannerParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Planner>(`/api/admin/deliveries/planner?${plannerQuery(params)}`, { signal });
}

export function usePlanner(params: PlannerParams) {
  return useQuery(
    queryOptions({
      queryKey: [...adminDeliveriesKey, 'planner', plannerQuery(params)],
      queryFn: ({ signal }) => getPlanner(params, { signal }),
      // The last week stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
