import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receivables } from '#src/shared/schemas/invoices';
import { receivablesKey } from '#src/web/components/admin/query-keys';
import { api } from '#src/web/lib/api-client';

export { receivablesKey };

/** GET /api/admin/receivables: what every company owes today, by age. */
export function getReceivables({ signal }: { signal?: AbortSignal } = {}): Promise<Receivables> {
  return api.get<Receivables>('/api/admin/receivables', { signal });
}

export function getReceivablesQueryOptions() {
  return queryOptions({
    queryKey: receivablesKey,
    queryFn: ({ signal }) => getReceivables({ signal }),
  });
}

export function useReceivables() {
  return useQuery(getReceivablesQueryOptions());
}
