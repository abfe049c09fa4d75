import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKey } from '#src/web/components/admin/query-keys';
import { api } from '#src/web/lib/api-client';
import type { CompanyList } from '../types';

export interface CompaniesParams {
  search: string;
  page: number;
}

export { companiesKey };

export async function getCompanies(
  { search, page }: CompaniesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompanyList> {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  return api.get<CompanyList>(`/api/admin/companies?${query.toString()}`, { signal });
}

export function getCompaniesQueryOptions(params: CompaniesParams) {
  return queryOptions({
    queryKey: [...companiesKey, 'list', params],
    queryFn: ({ signal }) => getCompanies(params, { signal }),
    // Paging and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(params: CompaniesParams) {
  return useQuery(getCompaniesQueryOptions(params));
}
