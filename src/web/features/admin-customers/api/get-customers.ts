import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customersKey } from '#src/web/components/admin/query-keys';
import { api } from '#src/web/lib/api-client';
import type { CustomerList, CustomerStatus } from '../types';

export interface CustomersParams {
  search: string;
  status: CustomerStatus | '';
  page: number;
}

export { customersKey };

export async function getCustomers(
  { search, status, page }: CustomersParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerList> {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  return api.get<CustomerList>(`/api/admin/customers?${query.toString()}`, { signal });
}

export function getCustomersQueryOptions(params: CustomersParams) {
  return queryOptions({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) => getCustomers(params, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomersParams) {
  return useQuery(getCustomersQueryOptions(params));
}
