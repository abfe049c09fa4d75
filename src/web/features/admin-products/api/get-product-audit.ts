import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productAuditKey } from './keys';
import type { AuditEntry } from '../../../components/admin/audit-history';

export type ProductAuditEntry = AuditEntry;

export function getProductAudit(id: number, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ entityType: 'product', entityId: String(id) });
  return api.get<{ entries: ProductAuditEntry[] }>(`/api/admin/audit?${query.toString()}`, {
    signal,
  });
}

export const getProductAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productAuditKey(id),
    queryFn: ({ signal }) => getProductAudit(id, { signal }),
  });

export function useProductAudit(id: number) {
  return useQuery(getProductAuditQueryOptions(id));
}
