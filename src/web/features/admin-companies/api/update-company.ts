import { api } from '#src/web/lib/api-client';
import type { CompanyDetailsInput, DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export type UpdateCompanyVariables = CompanyDetailsInput & { id: number };

export function updateCompany({ id, ...body }: UpdateCompanyVariables) {
  return api.put<DoneResponse>(`/api/admin/companies/${id}`, body);
}

export const useUpdateCompany = () => useCompanyChange(updateCompany);
