import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export function withdrawInvitation({ id, invitationId }: { id: number; invitationId: number }) {
  return api.delete<DoneResponse>(`/api/admin/companies/${id}/invitations/${invitationId}`);
}

export const useWithdrawInvitation = () => useCompanyChange(withdrawInvitation);
