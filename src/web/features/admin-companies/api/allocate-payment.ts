import type { z } from 'zod';
import type { allocationBody, MoneyAction } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { useAccountChange } from './account-change';

export type AllocatePaymentVariables = {
  companyId: number;
  paymentId: number;
  body: z.output<typeof allocationBody>;
};

/** POST /api/admin/payments/{id}/allocations: unallocated money set against invoices. */
export function allocatePayment({ paymentId, body }: AllocatePaymentVariables) {
  return api.post<MoneyAction>(`/api/admin/payments/${paymentId}/allocations`, body);
}

export const useAllocatePayment = () => useAccountChange(allocatePayment);
