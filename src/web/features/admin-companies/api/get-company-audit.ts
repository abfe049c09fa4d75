import { useAuditTrail } from '#src/web/components/admin/use-audit-trail';

export function useCompanyAudit(id: number) {
  return useAuditTrail('company', id);
}
