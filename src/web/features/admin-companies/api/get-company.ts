import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { CompanyDetail } from '../types';
import { companiesKey } from './get-companies';

export const companyKey = (id: number) => [...companiesKey, 'detail', id] as const;

export async function getCompany(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompanyDetail> {
  return api.get<CompanyDetail>(`/api/admin/companies/${id}`, { signal });
}

export function getCompanyQueryOptions(id: number) {
  return queryOptions({
    queryKey: companyKey(id),
    queryFn: ({ signal }) => getCompany(id, { signal }),
  });
}

export function useCompany(id: number) {
  return useQuery(getCompanyQueryOptions(id));
}
