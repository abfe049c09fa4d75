import type { InboxListParams } from '../types';

export const INBOX_PAGE_SIZE = 20;

/** The list endpoints' query string for a filter and page. */
export function inboxQuery({ filter, page }: InboxListParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(INBOX_PAGE_SIZE) });
  if (filter !== 'all') query.set('handled', filter === 'handled' ? 'true' : 'false');
  return query.toString();
}
