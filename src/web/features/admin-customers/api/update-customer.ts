import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '#src/shared/schemas/admin-customers';
import { companiesKey, customersKey } from '#src/web/components/admin/query-keys';
import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { customerAuditKey } from './get-customer-audit';

export type UpdateCustomerVariables = CustomerProfile & { id: number };

/** Staff's correction of a customer's own details (docs/api.md "Console: companies"). */
export function updateCustomer({ id, ...body }: UpdateCustomerVariables) {
  return api.put<DoneResponse>(`/api/admin/customers/${id}`, body);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKey }),
        // Their company's page lists them with their name and phone.
        queryClient.invalidateQueries({ queryKey: companiesKey }),
        queryClient.invalidateQueries({ queryKey: customerAuditKey(id) }),
      ]),
  });
}
