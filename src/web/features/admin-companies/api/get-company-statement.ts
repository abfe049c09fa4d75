import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { companyAccountKey } from './get-company-documents';

export const companyStatementKey = (id: number) => [...companyAccountKey(id), 'statement'] as const;

export interface StatementPeriod {
  from: string;
  to: string;
}

/** The period as a query string; a blank date is left to the server's default. */
export function statementQuery({ from, to }: StatementPeriod) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The statement as a PDF: a plain link, the browser downloads it. */
export const statementPdfUrl = (id: number, period: StatementPeriod) =>
  `/api/admin/companies/${id}/statement/pdf${statementQuery(period)}`;

/** GET /api/admin/companies/{id}/statement: opening, entries, closing and aged balance. */
export function getCompanyStatement(
  id: number,
  period: StatementPeriod,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Statement> {
  return api.get<Statement>(`/api/admin/companies/${id}/statement${statementQuery(period)}`, {
    signal,
  });
}

export function getCompanyStatementQueryOptions(id: number, period: StatementPeriod) {
  return queryOptions({
    queryKey: [...companyStatementKey(id), period],
    queryFn: ({ signal }) => getCompanyStatement(id, period, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyStatement(id: number, period: StatementPeriod) {
  return useQuery(getCompanyStatementQueryOptions(id, period));
}
