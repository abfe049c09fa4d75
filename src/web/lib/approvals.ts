import { useQuery } from '@tanstack/react-query';
import type { ApprovalsAnswer } from '#src/shared/schemas/approvals';
import { api } from './api-client';

/**
 * Checkouts awaiting approval (docs/business-rules.md "Approvals"): read by the approvals
 * page, My Orders' notice and the account menu; a checkout sent for approval refreshes it.
 */
export const APPROVALS_QUERY_KEY = ['approvals'] as const;

export const useApprovals = (state: 'awaiting' | 'decided', enabled = true) =>
  useQuery({
    queryKey: [...APPROVALS_QUERY_KEY, state],
    enabled,
    queryFn: ({ signal }) =>
      api.get<ApprovalsAnswer>(`/api/company/approvals?state=${state}`, { signal }),
  });
