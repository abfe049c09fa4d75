import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';

export const adminInvoicesKey = ['admin', 'invoices'] as const;
export const adminInvoiceKey = (number: string) => [...adminInvoicesKey, number] as const;

/** GET /api/admin/invoices/{number}: its lines with the units already credited. */
export function getAdminInvoice(
  number: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvoiceDetail> {
  return api.get<InvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(number)}`, { signal });
}

export function getAdminInvoiceQueryOptions(number: string) {
  return queryOptions({
    queryKey: adminInvoiceKey(number),
    queryFn: ({ signal }) => getAdminInvoice(number, { signal }),
  });
}

export function useAdminInvoice(number: string, { enabled = true } = {}) {
  return useQuery({ ...getAdminInvoiceQueryOptions(number), enabled });
}
