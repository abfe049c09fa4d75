import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { Statement } from '#src/shared/schemas/invoices';
import { api } from '#src/web/lib/api-client';
import { ACCOUNT_DOCUMENTS_QUERY_KEY } from './get-documents';

export interface StatementPeriod {
  from: IsoDate;
  to: IsoDate;
}

export const statementSearch = ({ from, to }: StatementPeriod) =>
  new URLSearchParams({ from, to }).toString();

/**
 * GET /api/account/statement (docs/api.md "Invoices"): the account's movements between two
 * days, with the balances before and after and the aged balance. 403 as the documents.
 */
export function getStatement(period: StatementPeriod, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Statement>(`/api/account/statement?${statementSearch(period)}`, { signal });
}

export function getStatementQueryOptions(period: StatementPeriod, enabled = true) {
  return queryOptions({
    enabled,
    // Under the documents' root: what changes the documents changes the statement too.
    queryKey: [...ACCOUNT_DOCUMENTS_QUERY_KEY, 'statement', period.from, period.to],
    queryFn: ({ signal }) => getStatement(period, { signal }),
  });
}

/** `enabled` false: a period known to be refused is not asked for. */
export function useStatement(period: StatementPeriod, enabled = true) {
  return useQuery(getStatementQueryOptions(period, enabled));
}
