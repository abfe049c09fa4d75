import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { awaitingOf } from '#src/shared/domain/quotes';
import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { panelClassName, secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { usePageTitle } from '#src/web/lib/page-title';
import { useAdminQuote } from '../api/get-admin-quote';
import { currentVersionOf } from '../lib/version-draft';
import { MessageForm } from './message-form';
import { QuoteHeader } from './quote-header';
import { QuoteLines } from './quote-lines';
import { QuoteThread } from './quote-thread';
import { QuoteVersions } from './quote-versions';
import { VersionComposer } from './version-composer';

export const QUOTE_FAILED = 'The quote could not be loaded. Please try again.';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panelClassName}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Open at once while the quote waits for staff; else behind a button. */
function Compose({ detail }: { detail: QuoteDetail }) {
  const waiting = awaitingOf(detail.quote.status) === 'staff';
  const [open, setOpen] = useState(waiting);
  const next = (currentVersionOf(detail.versions)?.version ?? 0) + 1;
  if (!open) {
    return (
      <button type="button" className={secondaryButtonClassName} onClick={() => setOpen(true)}>
        Write version {next}
      </button>
    );
  }
  return (
    <VersionComposer
      // A new version read back starts a fresh form from it.
      key={next}
      detail={detail}
      onCancel={waiting ? undefined : () => setOpen(false)}
      onSent={() => setOpen(false)}
    />
  );
}

/** /admin/quotes/{number}: what was asked, what was answered, the thread, and the next step. */
export function QuotePage({ number }: { number: string }) {
  const query = useAdminQuote(number);
  usePageTitle(query.data && `Quote ${query.data.quote.number}`);
  if (query.isPending) return <Spinner label="Loading the quote" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {missing ? 'There is no such quote.' : (serverMessage(query.error) ?? QUOTE_FAILED)}
        </p>
        <Link to="/admin/quotes" className="underline underline-offset-4">
          Back to quotes
        </Link>
      </div>
    );
  }
  const detail = query.data;
  return (
    <article className="space-y-6">
      <QuoteHeader detail={detail} />
      <Panel title="Lines as asked">
        <QuoteLines lines={detail.lines} />
      </Panel>
      {detail.actions.includes('quote') && (
        <Panel title="New version">
          <Compose detail={detail} />
        </Panel>
      )}
      <Panel title="Versions">
        <QuoteVersions
          number={detail.quote.number}
          versions={detail.versions}
          lines={detail.lines}
        />
      </Panel>
      <Panel title="Thread">
        <QuoteThread events={detail.events} />
        {detail.actions.includes('message') && (
          <div className="mt-4 border-t border-linen-200 pt-4">
            <MessageForm number={detail.quote.number} />
          </div>
        )}
      </Panel>
    </article>
  );
}
