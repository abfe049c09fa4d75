import type { z } from 'zod';
import type { MoneyAction, refundBody } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { useAccountChange } from './account-change';

export type RefundPaymentVariables = {
  companyId: number;
  paymentId: number;
  body: z.output<typeof refundBody>;
};

/** POST /api/admin/payments/{id}/refunds: unallocated money paid back to the company. */
export function refundPayment({ paymentId, body }: RefundPaymentVariables) {
  return api.post<MoneyAction>(`/api/admin/payments/${paymentId}/refunds`, body);
}

export const useRefundPayment = () => useAccountChange(refundPayment);
