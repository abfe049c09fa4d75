import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { mailQuery } from '../lib/query';
import type { MailList, MailListParams } from '../types';

/** Every page and filter of the mail list starts with this key. */
export const mailsKey = ['admin', 'mails'] as const;

/** GET /api/admin/mails: the outbox's envelopes, failing first, then newest (docs/mail.md). */
export function getMails(params: MailListParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MailList>(`/api/admin/mails?${mailQuery(params)}`, { signal });
}

export function getMailsQueryOptions(params: MailListParams) {
  return queryOptions({
    queryKey: [...mailsKey, params],
    queryFn: ({ signal }) => getMails(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMails(params: MailListParams) {
  return useQuery(getMailsQueryOptions(params));
}
