import type { QuoteEvent } from '#src/shared/schemas/quotes';
import { quoteFilePath } from '../api/quote-file-path';
import { formatBytes } from '../lib/format-bytes';
import { formatDateTime } from '../lib/format-date-time';

const revision = (version: number | null) =>
  version ? `Asked for a revision of version ${version}` : 'Asked for a revision';
const accepted = (version: number | null) =>
  version ? `Accepted version ${version}` : 'Accepted the quote';
const rejected = (version: number | null) =>
  version ? `Rejected version ${version}` : 'Rejected the quote';

/**
 * What each step of the quote's life reads as in the thread. The server names a step by
 * its action (`request_revision`, `accept`, …); the state's name reads the same.
 */
const KINDS: Record<string, string | ((version: number | null) => string)> = {
  draft: 'Saved a draft',
  requested: 'Asked for a quote',
  quoted: (version) => (version ? `Sent version ${version}` : 'Sent a quote'),
  request_revision: revision,
  revision_requested: revision,
  accept: accepted,
  accepted,
  reject: rejected,
  rejected,
  withdraw: 'Withdrew the quote',
  withdrawn: 'Withdrew the quote',
  expire: 'The quote expired',
  expired: 'The quote expired',
  extend: 'Extended the validity',
  extended: 'Extended the validity',
  approval_declined: 'The company’s approvers declined the orders',
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
