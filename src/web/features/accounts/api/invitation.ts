import { useMutation, useQuery } from '@tanstack/react-query';
import type { CompanyRole } from '#src/shared/domain/companies';
import type { AcceptInvitation } from '#src/shared/schemas/companies';
import { api } from '#src/web/lib/api-client';

/** GET /api/invitations/:token: what the link offers (410 when it no longer works). */
export interface InvitationPreview {
  invitation: {
    email: string;
    company_name: string;
    registered_name: string;
    role: CompanyRole;
    spending_limit: number | null;
    invited_by: string | null;
    expires_at: string;
  };
}

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal }),
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: AcceptInvitation) =>
      api.post<{ message: string }>(`/api/invitations/${encodeURIComponent(token)}/accept`, body),
  });
