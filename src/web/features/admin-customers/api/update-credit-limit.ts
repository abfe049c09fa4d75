import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { companiesKey, customersKey } from '#src/web/components/admin/query-keys';
import { customerAuditKey } from './get-customer-audit';

export interface CreditLimitVariables {
  id: number;
  credit_limit: number;
  note?: string;
}

export function updateCreditLimit({ id, ...body }: CreditLimitVariables) {
  return api.put<DoneResponse>(`/api/admin/customers/${id}/credit-limit`, body);
}

export function useUpdateCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditLimit,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKey }),
        // The limit is the company's: its page shows it too.
        queryClient.invalidateQueries({ queryKey: companiesKey }),
        queryClient.invalidateQueries({ queryKey: customerAuditKey(id) }),
      ]),
  });
}
