import type { MemberChange } from '#src/shared/schemas/companies';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export type MemberVariables = MemberChange & { id: number; userId: number };

export function updateMember({ id, userId, ...body }: MemberVariables) {
  return api.put<DoneResponse>(`/api/admin/companies/${id}/members/${userId}`, body);
}

export const useUpdateMember = () => useCompanyChange(updateMember);
