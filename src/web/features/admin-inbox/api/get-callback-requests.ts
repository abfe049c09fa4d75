import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { inboxQuery } from '../lib/query';
import type { CallbackRequestItem, InboxListParams, InboxPagination } from '../types';

export interface CallbackRequestsResponse {
  success: true;
  callbacks: CallbackRequestItem[];
  pagination: InboxPagination;
}

export function getCallbackRequests(
  params: InboxListParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<CallbackRequestsResponse>(`/api/admin/inbox/callbacks?${inboxQuery(params)}`, {
    signal,
  });
}

export function getCallbackRequestsQueryOptions(params: InboxListParams) {
  return queryOptions({
    queryKey: ['admin', 'inbox', 'callbacks', params],
    queryFn: ({ signal }) => getCallbackRequests(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCallbackRequests(params: InboxListParams) {
  return useQuery(getCallbackRequestsQueryOptions(params));
}
