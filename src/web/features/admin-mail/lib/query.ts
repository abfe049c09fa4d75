import type { MailListParams } from '../types';

export const MAIL_LIST_PAGE_SIZE = 20;

/** The list endpoint's query string for a filter and page. */
export function mailQuery({ filter, page }: MailListParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(MAIL_LIST_PAGE_SIZE) });
  if (filter !== 'all') query.set('state', filter);
  return query.toString();
}
