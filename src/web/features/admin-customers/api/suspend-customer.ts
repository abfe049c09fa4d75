import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { customerAuditKey } from './get-customer-audit';
import { customersKey } from './get-customers';

export interface SuspendVariables {
  id: number;
  reason: string;
}

export function suspendCustomer({ id, reason }: SuspendVariables) {
  return api.post<DoneResponse>(`/api/admin/customers/${id}/suspend`, { reason });
}

export function useSuspendCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendCustomer,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKey }),
        queryClient.invalidateQueries({ queryKey: customerAuditKey(id) }),
      ]),
  });
}
