import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKey, customersKey } from '#src/web/components/admin/query-keys';
import { auditTrailKey } from '#src/web/components/admin/use-audit-trail';

/**
 * A staff change to one company: on success the company's list row, its page and its
 * history read again (every change is audited), and the customer pages that show it.
 * `companiesKey` covers the page's Account section too (`companyAccountKey`), whose
 * summary shows the payment terms and credit hold days staff may just have changed.
 */
export function useCompanyChange<Variables extends { id: number }, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesKey }),
        queryClient.invalidateQueries({ queryKey: customersKey }),
        queryClient.invalidateQueries({ queryKey: auditTrailKey('company', id) }),
      ]),
  });
}
