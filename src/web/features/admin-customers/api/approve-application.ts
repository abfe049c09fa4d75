import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { Application } from '../types';

export interface ApproveVariables {
  id: number;
  credit_limit: number;
  note?: string;
}

export interface DecisionResponse {
  success: true;
  message: string;
  user: Application;
}

export function approveApplication({ id, ...body }: ApproveVariables) {
  return api.post<DecisionResponse>(`/api/admin/applications/${id}/approve`, body);
}

/** The queue, the customer list and the dashboard's counts all change with a decision. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
