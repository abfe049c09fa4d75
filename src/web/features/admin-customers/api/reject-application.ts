import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DecisionResponse } from './approve-application';

export interface RejectVariables {
  id: number;
  reason: string;
}

export function rejectApplication({ id, reason }: RejectVariables) {
  return api.post<DecisionResponse>(`/api/admin/applications/${id}/reject`, { reason });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
