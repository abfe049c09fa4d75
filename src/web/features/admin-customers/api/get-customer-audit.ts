import {
  auditTrailKey,
  useAuditTrail,
  type AuditTrailResponse,
} from '#src/web/components/admin/use-audit-trail';

export type AuditResponse = AuditTrailResponse;

export const customerAuditKey = (id: number) => auditTrailKey('customer', id);

export function useCustomerAudit(id: number) {
  return useAuditTrail('customer', id);
}
