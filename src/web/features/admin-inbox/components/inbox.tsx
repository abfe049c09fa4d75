import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import { useCallbackRequests } from '../api/get-callback-requests';
import { useContactMessages } from '../api/get-contact-messages';
import type { InboxFilter, InboxPagination } from '../types';
import { CallbackCard } from './callback-card';
import { MessageCard } from './message-card';

type Tab = 'messages' | 'callbacks';

const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'messages', label: 'Contact messages' },
  { id: 'callbacks', label: 'Callback requests' },
];

const FILTERS: Array<{ id: InboxFilter; label: string }> = [
  { id: 'unhandled', label: 'Unhandled' },
  { id: 'handled', label: 'Handled' },
  { id: 'all', label: 'All' },
];

export const INBOX_LOAD_FAILED = 'The inbox could not load. Please try again.';

const EMPTY: Record<Tab, Record<InboxFilter, string>> = {
  messages: {
    unhandled: 'No unhandled contact messages. All caught up.',
    handled: 'No handled contact messages yet.',
    all: 'No contact messages yet.',
  },
  callbacks: {
    unhandled: 'No unhandled callback requests. All caught up.',
    handled: 'No handled callback requests yet.',
    all: 'No callback requests yet.',
  },
};

/** The tab, filter and page live in the address, so a reload or a shared link keeps them. */
function useInboxState() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'callbacks' ? 'callbacks' : 'messages';
  const show = params.get('show');
  const filter: InboxFilter = show === 'handled' || show === 'all' ? show : 'unhandled';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { tab?: Tab; filter?: InboxFilter; page?: number }) => {
    const values = { tab, filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (values.tab !== 'messages') query.set('tab', values.tab);
    if (values.filter !== 'unhandled') query.set('show', values.filter);
    if (values.page > 1) query.set('page', String(values.page));
    setParams(query);
  };
  return { tab, filter, page, update };
}

/** Contact messages and callback requests, newest first, unhandled ones by default. */
export function Inbox() {
  const { tab, filter, page, update } = useInboxState();
  return (
    <section>
      <h1 className="text-2xl">Inbox</h1>
      <p className="mt-1 text-linen-700">
        What visitors sent through the contact form and the callback request, newest first.
      </p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div role="tablist" aria-label="Inbox" className="flex gap-1 rounded-lg bg-linen-200 p-1">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`inbox-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="inbox-panel"
              onClick={() => update({ tab: t.id, filter })}
              className={`rounded-md px-4 py-2 text-sm font-medium ${
                tab === t.id
                  ? 'bg-white text-linen-950 shadow-sm'
                  : 'text-linen-800 hover:bg-linen-100'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-linen-900">
          Show
          <select
            value={filter}
            onChange={(e) => update({ filter: e.target.value as InboxFilter })}
            className="rounded-md border border-linen-400 bg-white px-3 py-2"
          >
            {FILTERS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="tabpanel" id="inbox-panel" aria-labelledby={`inbox-tab-${tab}`} className="mt-6">
        {tab === 'messages' ? (
          <MessageList filter={filter} page={page} onPage={(p) => update({ page: p })} />
        ) : (
          <CallbackList filter={filter} page={page} onPage={(p) => update({ page: p })} />
        )}
      </div>
    </section>
  );
}

interface ListProps {
  filter: InboxFilter;
  page: number;
  onPage: (page: number) => void;
}

function MessageList({ filter, page, onPage }: ListProps) {
  const query = useContactMessages({ filter, page });
  return (
    <ListFrame
      query={query}
      empty={EMPTY.messages[filter]}
      pagination={query.data?.pagination}
      onPage={onPage}
    >
      {query.data?.messages.map((message) => (
        <li key={message.id}>
          <MessageCard message={message} />
        </li>
      ))}
    </ListFrame>
  );
}

function CallbackList({ filter, page, onPage }: ListProps) {
  const query = useCallbackRequests({ filter, page });
  return (
    <ListFrame
      query={query}
      empty={EMPTY.callbacks[filter]}
      pagination={query.data?.pagination}
      onPage={onPage}
    >
      {query.data?.callbacks.map((callback) => (
        <li key={callback.id}>
          <CallbackCard callback={callback} />
        </li>
      ))}
    </ListFrame>
  );
}

interface ListFrameProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: string;
  pagination: InboxPagination | undefined;
  onPage: (page: number) => void;
  children: ReactNode[] | undefined;
}

function ListFrame({ query, empty, pagination, onPage, children }: ListFrameProps) {
  if (query.isPending) return <Spinner label="Loading the inbox" className="py-16" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {INBOX_LOAD_FAILED}{' '}
        <button type="button" onClick={() => query.refetch()} className="underline">
          Retry
        </button>
      </div>
    );
  }
  if (!children || children.length === 0) {
    return <p className="rounded-lg bg-white p-6 text-center text-linen-700">{empty}</p>;
  }
  return (
    <>
      {pagination && (
        <p className="mb-3 text-sm text-linen-700">
          {pagination.total} {pagination.total === 1 ? 'item' : 'items'}
        </p>
      )}
      <ul className="space-y-4">{children}</ul>
      {pagination && (
        <Pagination
          className="mt-6"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={onPage}
        />
      )}
    </>
  );
}
