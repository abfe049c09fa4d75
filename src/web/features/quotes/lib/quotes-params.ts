import { QUOTE_STATES } from '#src/shared/domain/quotes';
import { pageParam } from '#src/web/lib/page-param';
import type { QuoteListParams } from '../api/get-quotes';

// The list lives in its address (?status=&q=&page=), so Back and reload keep it; anything
// unknown reads as the default.

export function quoteListParamsOf(params: URLSearchParams): QuoteListParams {
  const status = params.get('status');
  return {
    status: QUOTE_STATES.find((state) => state === status),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageParam(params),
  };
}

/** The address of a list: only what differs from the defaults. */
export function quoteListSearchOf({ status, q, page }: QuoteListParams) {
  const params: Record<string, string> = {};
  if (status) params.status = status;
  if (q) params.q = q;
  if (page > 1) params.page = String(page);
  return params;
}
