import type { CreditLimitInput } from '#src/shared/schemas/admin-customers';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export function updateCompanyCreditLimit({ id, ...body }: CreditLimitInput & { id: number }) {
  return api.put<DoneResponse>(`/api/admin/companies/${id}/credit-limit`, body);
}

export const useUpdateCompanyCreditLimit = () => useCompanyChange(updateCompanyCreditLimit);
