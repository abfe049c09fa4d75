import type { InvitationInput } from '#src/shared/schemas/companies';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export function inviteMember({ id, ...body }: InvitationInput & { id: number }) {
  return api.post<DoneResponse>(`/api/admin/companies/${id}/invitations`, body);
}

export const useInviteMember = () => useCompanyChange(inviteMember);
