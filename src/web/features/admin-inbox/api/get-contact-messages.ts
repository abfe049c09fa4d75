import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { inboxQuery } from '../lib/query';
import type { ContactMessageItem, InboxListParams, InboxPagination } from '../types';

export interface ContactMessagesResponse {
  success: true;
  messages: ContactMessageItem[];
  pagination: InboxPagination;
}

export function getContactMessages(
  params: InboxListParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<ContactMessagesResponse>(`/api/admin/inbox/messages?${inboxQuery(params)}`, {
    signal,
  });
}

export function getContactMessagesQueryOptions(params: InboxListParams) {
  return queryOptions({
    queryKey: ['admin', 'inbox', 'messages', params],
    queryFn: ({ signal }) => getContactMessages(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(params: InboxListParams) {
  return useQuery(getContactMessagesQueryOptions(params));
}

/** Where staff download a message's file (a plain link: the browser sends the session). */
export const attachmentUrl = (id: number) => `/api/admin/inbox/messages/${id}/attachment`;
