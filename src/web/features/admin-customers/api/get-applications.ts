import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { Application, CustomerStatus } from '../types';

export interface ApplicationsResponse {
  success: true;
  applications: Application[];
}

export const applicationsKey = ['admin', 'applications'] as const;

export async function getApplications(
  status: CustomerStatus,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApplicationsResponse> {
  return api.get<ApplicationsResponse>(
    `/api/admin/applications?${new URLSearchParams({ status }).toString()}`,
    { signal },
  );
}

export function getApplicationsQueryOptions(status: CustomerStatus = 'pending') {
  return queryOptions({
    queryKey: [...applicationsKey, status],
    queryFn: ({ signal }) => getApplications(status, { signal }),
  });
}

export function useApplications(status: CustomerStatus = 'pending') {
  return useQuery(getApplicationsQueryOptions(status));
}
