import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditEntry } from '../types';

export interface AuditResponse {
  success: true;
  entries: AuditEntry[];
}

export const customerAuditKey = (id: number) => ['admin', 'audit', 'customer', String(id)];

export async function getCustomerAudit(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditResponse> {
  const query = new URLSearchParams({ entityType: 'customer', entityId: String(id) });
  return api.get<AuditResponse>(`/api/admin/audit?${query.toString()}`, { signal });
}

export function getCustomerAuditQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerAuditKey(id),
    queryFn: ({ signal }) => getCustomerAudit(id, { signal }),
  });
}

export function useCustomerAudit(id: number) {
  return useQuery(getCustomerAuditQueryOptions(id));
}
