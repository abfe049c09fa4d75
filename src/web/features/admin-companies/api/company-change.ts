import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditTrailKey } from '#src/web/components/admin/use-audit-trail';
import { companiesKey } from './get-companies';

/**
 * A staff change to one company: on success the company's list row, its page and its
 * history read again (every change is audited).
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
        queryClient.invalidateQueries({ queryKey: auditTrailKey('company', id) }),
      ]),
  });
}
