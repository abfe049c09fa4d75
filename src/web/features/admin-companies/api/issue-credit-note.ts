import type { CreditNoteBody, MoneyAction } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { useAccountChange } from './account-change';

export type IssueCreditNoteVariables = {
  companyId: number;
  invoiceNumber: string;
  body: CreditNoteBody;
};

/** POST /api/admin/invoices/{number}/credit-notes: a return or a cancellation, in units. */
export function issueCreditNote({ invoiceNumber, body }: IssueCreditNoteVariables) {
  return api.post<MoneyAction>(
    `/api/admin/invoices/${encodeURIComponent(invoiceNumber)}/credit-notes`,
    body,
  );
}

export const useIssueCreditNote = () => useAccountChange(issueCreditNote);
