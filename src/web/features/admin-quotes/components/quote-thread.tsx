import type { QuoteEvent } from '#src/shared/schemas/quotes';
import { formatDateTime } from '#src/web/components/admin/format';
import { quoteFileUrl } from '../api/download-quote-file';

// The server names an event after the step taken (quotes.service): "request_revision", "accept"…
const KIND_LABELS: Record<string, string> = {
  draft: 'Saved a draft',
  requested: 'Asked for a quote',
  quoted: 'Sent a version',
  message: 'Wrote',
  request_revision: 'Asked for a revision',
  accept: 'Accepted',
  reject: 'Rejected',
  withdraw: 'Withdrew the quote',
  extend: 'Extended the validity',
  expire: 'The quote expired',
};

/** What happened, in words; a kind this screen does not know yet reads as its name. */
export const kindLabel = (kind: string) =>
  KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll('_', ' ');

/** The quote's thread, oldest first: who said or did what, with the files they sent. */
export function QuoteThread({ events }: { events: readonly QuoteEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-linen-700">Nothing yet.</p>;
  return (
    <ol aria-label="Thread" className="space-y-3">
      {events.map((event) => (
        <li
          key={event.id}
          className={`rounded-lg p-3 text-sm ring-1 ${
            event.byStaff ? 'bg-walnut-50 ring-walnut-100' : 'bg-white ring-linen-200'
          }`}
        >
          <p className="text-linen-700">
            <span className="font-medium text-linen-950">
              {event.by ?? 'The shop'}
              {event.byStaff && ' (staff)'}
            </span>{' '}
            · {kindLabel(event.kind)}
            {event.version !== null && ` · version ${event.version}`} ·{' '}
            {formatDateTime(event.createdAt)}
          </p>
          {event.message && <p className="mt-1 whitespace-pre-line">{event.message}</p>}
          {event.files.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-x-4">
              {event.files.map((file) => (
                <li key={file.fileId}>
                  <a
                    href={quoteFileUrl(file.fileId)}
                    download
                    className="text-walnut-800 underline underline-offset-4"
                  >
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
