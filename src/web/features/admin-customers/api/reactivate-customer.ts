import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { customerAuditKey } from './get-customer-audit';
import { customersKey } from './get-customers';

export function reactivateCustomer(id: number) {
  return api.post<DoneResponse>(`/api/admin/customers/${id}/reactivate`);
}

export function useReactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateCustomer,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKey }),
        queryClient.invalidateQueries({ queryKey: customerAuditKey(id) }),
      ]),
  });
}
