import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSuccess } from '#src/web/lib/toast';
import type { MoneyAction } from '#src/shared/schemas/invoices';
import { receivablesKey } from '#src/web/components/admin/query-keys';
import { auditTrailKey } from '#src/web/components/admin/use-audit-trail';
import { adminInvoicesKey } from './get-admin-invoice';
import { companyKey } from './get-company';
import { companyDocumentsKey } from './get-company-documents';
import { companyPaymentsKey } from './get-company-payments';
import { companyStatementKey } from './get-company-statement';
import { companiesKey } from './get-companies';

/**
 * A change to a company's account (a payment, an allocation, a refund, a credit note, a
 * lifted hold): its documents, payments, statement and page read again, with the list's
 * available credit, the receivables and the invoices staff may be correcting.
 */
export function useAccountChange<Variables extends { companyId: number }>(
  mutationFn: (variables: Variables) => Promise<MoneyAction>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The toast is said here, not by the form: a form whose row the change removes (a
    // credit note that credits everything left, a hold lifted) is gone before its own
    // callback could say it. The message names what was made ("Credit note issued: CN-…").
    onSuccess: (answer, { companyId }) => {
      toastSuccess(answer.message, 3000);
      return Promise.all(
        [
          companyDocumentsKey(companyId),
          companyPaymentsKey(companyId),
          companyStatementKey(companyId),
          companyKey(companyId),
          [...companiesKey, 'list'],
          receivablesKey,
          adminInvoicesKey,
          auditTrailKey('company', companyId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
