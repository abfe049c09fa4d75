import { QUOTE_STATES, type QuoteState } from '#src/shared/domain/quotes';
import { QUOTE_QUEUES, type QuoteQueue } from '#src/shared/schemas/quotes';
import type { AdminQuotesParams } from '../api/get-admin-quotes';

/** The tabs of the queue, in the order staff work through them. */
export const QUEUE_TABS: ReadonlyArray<{ queue: QuoteQueue; label: string }> = [
  { queue: 'new', label: 'New' },
  { queue: 'awaiting_staff', label: 'Awaiting staff' },
  { queue: 'awaiting_buyer', label: 'Awaiting buyer' },
  { queue: 'expiring', label: 'Expiring within 7 days' },
  { queue: 'all', label: 'All' },
];

/** The view in the address (?queue=&status=&q=&page=), so Back and bookmarks keep it. */
export function paramsFrom(search: URLSearchParams): AdminQuotesParams {
  const queue = search.get('queue');
  const status = search.get('status');
  return {
    queue: QUOTE_QUEUES.includes(queue as QuoteQueue) ? (queue as QuoteQueue) : 'awaiting_staff',
    status: QUOTE_STATES.includes(status as QuoteState) ? (status as QuoteState) : '',
    q: search.get('q')?.trim() ?? '',
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}
