import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AuditEntry } from './audit-history';

export interface AuditTrailResponse {
  success: true;
  entries: AuditEntry[];
}

/** Every audit trail starts with this key, so one invalidation refreshes them all. */
export const auditTrailsKey = ['admin', 'audit'] as const;
export const auditTrailKey = (entityType: string, entityId: string | number) =>
  [...auditTrailsKey, entityType, String(entityId)] as const;

/** GET /api/admin/audit: who changed one record, when and what, newest first. */
export function getAuditTrail(
  entityType: string,
  entityId: string | number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditTrailResponse> {
  const query = new URLSearchParams({ entityType, entityId: String(entityId) });
  return api.get<AuditTrailResponse>(`/api/admin/audit?${query.toString()}`, { signal });
}

export const getAuditTrailQueryOptions = (entityType: string, entityId: string | number) =>
  queryOptions({
    queryKey: auditTrailKey(entityType, entityId),
    queryFn: ({ signal }) => getAuditTrail(entityType, entityId, { signal }),
  });

export function useAuditTrail(entityType: string, entityId: string | number) {
  return useQuery(getAuditTrailQueryOptions(entityType, entityId));
}
