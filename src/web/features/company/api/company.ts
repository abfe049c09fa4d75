import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '#src/shared/domain/companies';
import type { MemberChange, SiteInput } from '#src/shared/schemas/companies';
import { COMPANY_QUERY_KEY } from '#src/web/lib/company';
import { api } from '#src/web/lib/api-client';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';

export interface OpenInvitation {
  id: number;
  email: string;
  role: CompanyRole;
  spending_limit: number | null;
  invited_by: string | null;
  expires_at: string;
}

const INVITATIONS_QUERY_KEY = ['company', 'invitations'] as const;

export const useInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ invitations: OpenInvitation[] }>('/api/company/invitations', { signal }),
  });

/** A change to the company, after which it (and the buyer's own details) is read again. */
function useCompanyChange<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
      ]),
  });
}

export const useChangeMember = () =>
  useCompanyChange(({ userId, change }: { userId: number; change: MemberChange }) =>
    api.put(`/api/company/members/${userId}`, change),
  );

export const useSaveSite = () =>
  useCompanyChange(({ id, site }: { id?: number; site: SiteInput }) =>
    id === undefined
      ? api.post('/api/company/sites', site)
      : api.put(`/api/company/sites/${id}`, site),
  );

export const useRemoveSite = () =>
  useCompanyChange((id: number) => api.delete(`/api/company/sites/${id}`));

export const useInvite = () =>
  useCompanyChange((body: { email: string; role: CompanyRole; spending_limit: number | null }) =>
    api.post('/api/company/invitations', body),
  );

export const useWithdrawInvitation = () =>
  useCompanyChange((id: number) => api.delete(`/api/company/invitations/${id}`));
