import type { QuoteEvent } from '#src/shared/schemas/quotes';
import { quoteFilePath } from '../api/quote-file-path';
import { formatBytes } from '../lib/format-bytes';
import { formatDateTime } from '../lib/format-date-time';

/** What each step of the quote's life reads as in the thread. */
const KINDS: Record<string, string | ((version: number | null) => string)> = {
  draft: 'Saved a draft',
  created: 'Asked for a quote',
  requested: 'Asked for a quote',
  submitted: 'Sent the request',
  quoted: (version) => (version ? `Sent version ${version}` : 'Sent a quote'),
  revision_requested: (version) =>
    version ? `Asked for a revision of version ${version}` : 'Asked for a revision',
  accepted: (version) => (version ? `Accepted version ${version}` : 'Accepted the quote'),
  rejected: (version) => (version ? `Rejected version ${version}` : 'Rejected the quote'),
  withdrawn: 'Withdrew the quote',
  expired: 'The quote expired',
  extended: 'Extended the validity',
  message: 'Wrote',
};

export function eventTitle(event: QuoteEvent): string {
  const kind = KINDS[event.kind];
  if (typeof kind === 'function') return kind(event.version);
  return kind ?? event.kind.replace(/_/g, ' ');
}

/** Who wrote what and when, oldest first, with the files to download. */
export function QuoteThread({ events }: { events: readonly QuoteEvent[] }) {
  return (
    <section aria-labelledby="quote-thread-heading" className="space-y-3">
      <h2 id="quote-thread-heading" className="text-xl">
        Messages and history
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-linen-700">Nothing yet.</p>
      ) : (
        <ol aria-label="Thread" className="space-y-3">
          {events.map((event) => (
            <li
              key={event.id}
              className={`rounded-lg p-3 text-sm ring-1 ${
                event.byStaff ? 'bg-linen-50 ring-linen-200' : 'bg-white ring-linen-200'
              }`}
            >
              <p className="flex flex-wrap justify-between gap-x-3 text-linen-700">
                <span>
                  <span className="font-semibold text-linen-950">
                    {event.by ?? (event.byStaff ? 'Our team' : 'System')}
                  </span>
                  {event.byStaff && event.by && ' (our team)'} · {eventTitle(event)}
                </span>
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </p>
              {event.message && (
                <p className="mt-2 break-words whitespace-pre-line text-linen-950">
                  {event.message}
                </p>
              )}
              {event.files.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {event.files.map((file) => (
                    <li key={file.fileId}>
                      <a
                        href={quoteFilePath(file.fileId)}
                        download={file.fileName}
                        className="font-medium break-all text-walnut-700 underline hover:text-walnut-800"
                      >
                        {file.fileName}
                      </a>{' '}
                      <span className="text-linen-700">({formatBytes(file.fileSize)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
