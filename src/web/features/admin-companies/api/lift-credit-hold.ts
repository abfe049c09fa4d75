import type { MoneyAction } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { useAccountChange } from './account-change';

/** POST /api/admin/companies/{id}/credit-hold/lift: the company may order again. */
export function liftCreditHold({ companyId }: { companyId: number }) {
  return api.post<MoneyAction>(`/api/admin/companies/${companyId}/credit-hold/lift`);
}

export const useLiftCreditHold = () => useAccountChange(liftCreditHold);
