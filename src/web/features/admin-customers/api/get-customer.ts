import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { CustomerDetail } from '../types';
import { customersKey } from './get-customers';

export const customerKey = (id: number) => [...customersKey, 'detail', id] as const;

export async function getCustomer(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerDetail> {
  return api.get<CustomerDetail>(`/api/admin/customers/${id}`, { signal });
}

export function getCustomerQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => getCustomer(id, { signal }),
  });
}

export function useCustomer(id: number) {
  return useQuery(getCustomerQueryOptions(id));
}
