import { dublinDate, isIsoDate, monthStart } from '#src/shared/domain/calendar-dates';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '#src/shared/schemas/invoices';
import { pageParam } from '#src/web/lib/page-param';
import type { DocumentListParams } from '../api/get-documents';
import type { StatementPeriod } from '../api/get-statement';

// What the page shows lives in its address (?tab=, ?kind=&status=&search=&page=,
// ?from=&to=), so Back, Forward and reload keep it. Anything unknown reads as the default.

export type InvoicesTab = 'documents' | 'statement';

export const tabOf = (params: URLSearchParams): InvoicesTab =>
  params.get('tab') === 'statement' ? 'statement' : 'documents';

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

export function documentParamsOf(params: URLSearchParams): DocumentListParams {
  return {
    kind: oneOf(DOCUMENT_KINDS, params.get('kind')),
    status: oneOf(DOCUMENT_STATUSES, params.get('status')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: pageParam(params),
  };
}

/** The address of a list: only what differs from the defaults. */
export function documentSearchOf({ kind, status, search, page }: DocumentListParams) {
  const params: Record<string, string> = {};
  if (kind) params.kind = kind;
  if (status) params.status = status;
  if (search) params.search = search;
  if (page > 1) params.page = String(page);
  return params;
}

/** By default, this month so far (in Dublin), as the server's own default. */
export function periodOf(params: URLSearchParams, today = dublinDate()): StatementPeriod {
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: from && isIsoDate(from) ? from : monthStart(today),
    to: to && isIsoDate(to) ? to : today,
  };
}
