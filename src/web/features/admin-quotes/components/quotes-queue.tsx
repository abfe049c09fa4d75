import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATES, QUOTE_STATE_LABELS, type QuoteState } from '#src/shared/domain/quotes';
import type { QuoteQueue, QuoteSummary } from '#src/shared/schemas/quotes';
import { secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { FilterSelect } from '#src/web/components/admin/filter-select';
import { formatDateTime } from '#src/web/components/admin/format';
import { ListResults, type ListColumn } from '#src/web/components/admin/list-results';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useDraftOf } from '#src/web/lib/use-draft-of';
import { useAdminQuotes, type AdminQuotesParams } from '../api/get-admin-quotes';
import { paramsFrom } from '../lib/queue-params';
import { QueueTabs } from './queue-tabs';
import { QuoteStatusBadge } from './quote-status-badge';

const COLUMNS: readonly ListColumn[] = [
  { label: 'Quote' },
  { label: 'Company' },
  { label: 'Requested by' },
  { label: 'Title' },
  { label: 'Status' },
  { label: 'Lines / units', align: 'right' },
  { label: 'Current total', align: 'right' },
  { label: 'Valid until' },
  { label: 'Updated' },
];

const STATUS_OPTIONS: ReadonlyArray<{ value: QuoteState | ''; label: string }> = [
  { value: '', label: 'Any status' },
  ...QUOTE_STATES.map((state) => ({ value: state, label: QUOTE_STATE_LABELS[state] })),
];

const linkClassName = 'font-medium text-walnut-700 underline-offset-4 hover:underline';

function QuoteRow({ quote }: { quote: QuoteSummary }) {
  return (
    <tr className="hover:bg-linen-50">
      <td className="px-4 py-3 whitespace-nowrap">
        <Link to={`/admin/quotes/${quote.number}`} className={linkClassName}>
          {quote.number}
        </Link>
      </td>
      <td className="px-4 py-3">
        <Link to={`/admin/companies/${quote.companyId}`} className={linkClassName}>
          {quote.companyName}
        </Link>
      </td>
      <td className="px-4 py-3">{quote.requestedBy}</td>
      <td className="px-4 py-3">{quote.title ?? '—'}</td>
      <td className="px-4 py-3">
        <QuoteStatusBadge status={quote.status} />
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        {quote.lineCount} / {quote.units}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        {quote.total === null ? '—' : formatEuro(quote.total)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {quote.validUntil ? formatDate(quote.validUntil) : '—'}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(quote.updatedAt)}</td>
    </tr>
  );
}

/** /admin/quotes: the quotes staff answer, queue by queue; the view lives in the address. */
export function QuotesQueue() {
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const query = useAdminQuotes(params);
  const [draft, setDraft] = useDraftOf(params.q);

  const update = (next: Partial<AdminQuotesParams>) => {
    const merged = { ...params, page: 1, ...next };
    const result = new URLSearchParams();
    if (merged.queue !== 'awaiting_staff') result.set('queue', merged.queue);
    if (merged.status) result.set('status', merged.status);
    if (merged.q) result.set('q', merged.q);
    if (merged.page > 1) result.set('page', String(merged.page));
    setSearch(result);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };

  return (
    <section aria-labelledby="quotes-title">
      <h1 id="quotes-title" className="text-2xl">
        Quotes
      </h1>
      <QueueTabs
        current={params.queue}
        counts={query.data?.counts}
        onSelect={(queue: QuoteQueue) => update({ queue })}
      />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={submit} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor="quote-search" className="block text-sm font-medium">
              Search quotes
            </label>
            <input
              id="quote-search"
              type="search"
              placeholder="Number, company or title"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              className={`${inputClassName} mt-1`}
            />
          </div>
          <button type="submit" className={`${secondaryButtonClassName} h-[42px]`}>
            Search
          </button>
        </form>
        <FilterSelect
          id="quote-status"
          label="Status"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
      </div>
      <div id="quote-queue-panel" role="tabpanel" aria-labelledby={`quote-queue-${params.queue}`}>
        <ListResults
          query={query}
          loadingLabel="Loading quotes"
          errorText="The quotes could not load. Please reload the page."
          isEmpty={(data) => data.quotes.length === 0}
          emptyText={
            params.q || params.status ? 'No quotes match this search.' : 'No quotes in this queue.'
          }
          countText={(data) =>
            `${data.pageInfo.total} ${data.pageInfo.total === 1 ? 'quote' : 'quotes'}`
          }
          columns={COLUMNS}
          pages={(data) => ({
            page: data.pageInfo.currentPage,
            totalPages: data.pageInfo.totalPages,
          })}
          onPageChange={(page) => update({ page })}
        >
          {(data) => data.quotes.map((quote) => <QuoteRow key={quote.number} quote={quote} />)}
        </ListResults>
      </div>
    </section>
  );
}
