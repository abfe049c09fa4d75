import type { MoneyAction, PaymentBody } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { useAccountChange } from './account-change';

export type RecordPaymentVariables = { companyId: number; body: PaymentBody };

/** POST /api/admin/companies/{id}/payments: the body's request_key makes a repeat harmless. */
export function recordPayment({ companyId, body }: RecordPaymentVariables) {
  return api.post<MoneyAction>(`/api/admin/companies/${companyId}/payments`, body);
}

export const useRecordPayment = () => useAccountChange(recordPayment);
