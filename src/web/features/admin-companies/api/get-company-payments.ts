import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentListSchema } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { companyAccountKey } from './get-company-documents';

export type PaymentList = z.infer<typeof paymentListSchema>;
export type OpenInvoice = PaymentList['openInvoices'][number];

export const companyPaymentsKey = (id: number) => [...companyAccountKey(id), 'payments'] as const;

/** GET /api/admin/companies/{id}/payments: its payments and the invoices still open. */
export function getCompanyPayments(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentList> {
  return api.get<PaymentList>(`/api/admin/companies/${id}/payments`, { signal });
}

export function getCompanyPaymentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: companyPaymentsKey(id),
    queryFn: ({ signal }) => getCompanyPayments(id, { signal }),
  });
}

export function useCompanyPayments(id: number) {
  return useQuery(getCompanyPaymentsQueryOptions(id));
}
