import { queryOptions, useQuery } from '@tanstack/react-query';
import { productAuditKey } from './keys';
import type { AuditEntry } from '#src/web/components/admin/audit-history';
import { getAuditTrail } from '#src/web/components/admin/use-audit-trail';

export type ProductAuditEntry = AuditEntry;

// The feature's own key (under productsKey), so the product's mutations refresh it too.
export const getProductAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productAuditKey(id),
    queryFn: ({ signal }) => getAuditTrail('product', id, { signal }),
  });

export function useProductAudit(id: number) {
  return useQuery(getProductAuditQueryOptions(id));
}
