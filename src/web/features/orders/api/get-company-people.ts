import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';

/** What the company view of My Orders reads of GET /api/company: its members and sites. */
export interface CompanyPeople {
  members: Array<{ id: number; full_name: string; active: boolean }>;
  sites: Array<{ id: number; name: string }>;
}

/** GET /api/company (docs/api.md "Company"), for the Buyer and Site filters. */
export function getCompanyPeople({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<CompanyPeople>('/api/company', { signal });
}

export function getCompanyPeopleQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'company-people'] as const,
    queryFn: ({ signal }) => getCompanyPeople({ signal }),
  });
}

/** Asked only when `enabled`: the company view is open. */
export function useCompanyPeople(enabled: boolean) {
  return useQuery({ ...getCompanyPeopleQueryOptions(), enabled });
}
