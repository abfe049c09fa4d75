import { useState } from 'react';
import { Link } from 'react-router';
import { QUOTE_NOT_FOUND, type QuoteDetail } from '#src/shared/schemas/quotes';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import type { AcceptQuoteAnswer } from '../api/accept-quote';
import { useQuote } from '../api/get-quote';
import { AcceptResult, ordersPlacedText } from './accept-result';
import { MessageBox } from './message-box';
import { QuoteActions } from './quote-actions';
import { QuoteHeader } from './quote-header';
import { QuoteLines } from './quote-lines';
import { QuoteThread } from './quote-thread';
import { OlderVersion, QuoteVersionBody } from './quote-version-card';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';
const card = 'rounded-lg bg-white p-4 shadow-sm ring-1 ring-linen-200 sm:p-6';

/** The version the buyer answers: the one the quote names, else the latest. */
/** What the page says where a version would be, when none was sent. */
const NO_VERSION_TEXT: Partial<Record<QuoteDetail['quote']['status'], string>> = {
  draft: 'This is a draft: send it when it is ready and we will quote it.',
  requested: 'We are preparing your quote: we answer within two working days.',
  withdrawn: 'This quote was withdrawn before we sent a version.',
};

export function currentVersionOf({ quote, versions }: QuoteDetail) {
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return sorted.find((v) => v.version === quote.currentVersion) ?? sorted[0];
}

/**
 * A quote (docs/business-rules.md "Quotes"): what was asked, the current version up front,
 * the earlier ones folded, the thread, and the answers the server allows this viewer now.
 */
export function QuoteDetailView({ number }: { number: string }) {
  const query = useQuote(number);
  const [accepted, setAccepted] = useState<AcceptQuoteAnswer>();

  if (query.isPending) return <Spinner label="Loading the quote" />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        notFoundMessage={QUOTE_NOT_FOUND}
        back={{ to: '/account/quotes', label: 'Back to your quotes', className: linkClassName }}
      />
    );
  }
  const detail = query.data;
  const { quote, lines, events, actions } = detail;
  const current = currentVersionOf(detail);
  const older = detail.versions.filter((v) => v !== current).sort((a, b) => b.version - a.version);

  return (
    <div className="space-y-8">
      <Link to="/account/quotes" className={`text-sm ${linkClassName}`}>
        ← All quotes
      </Link>
      <QuoteHeader quote={quote} />
      {accepted ? (
        <AcceptResult answer={accepted} />
      ) : (
        quote.status === 'accepted' &&
        quote.checkoutNumber && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            {ordersPlacedText(quote.checkoutNumber)}.{' '}
            <Link
              to={`/checkout/confirmation/${encodeURIComponent(quote.checkoutNumber)}`}
              className={linkClassName}
            >
              See the order confirmation
            </Link>
          </p>
        )
      )}
      {current ? (
        <section aria-labelledby="current-version-heading" className={card}>
          <h2 id="current-version-heading" className="text-xl">
            Version {current.version}
            {current.superseded ? ' — superseded' : ''}
            {quote.status === 'revision_requested' && (
              <span className="block text-sm font-normal text-linen-700">
                You asked for a revision: we are preparing a new version.
              </span>
            )}
          </h2>
          <div className="mt-4">
            <QuoteVersionBody number={quote.number} version={current} lines={lines} />
          </div>
        </section>
      ) : (
        <p className={`${card} text-linen-800`}>
          {NO_VERSION_TEXT[quote.status] ?? 'No version was sent.'}
        </p>
      )}
      <QuoteActions
        number={quote.number}
        actions={actions}
        current={current}
        onAccepted={setAccepted}
      />
      <div className={card}>
        <QuoteLines lines={lines} />
      </div>
      {older.length > 0 && (
        <section aria-labelledby="older-versions-heading" className="space-y-3">
          <h2 id="older-versions-heading" className="text-xl">
            Earlier versions
          </h2>
          {older.map((version) => (
            <OlderVersion
              key={version.version}
              number={quote.number}
              version={version}
              lines={lines}
            />
          ))}
        </section>
      )}
      <div className={`${card} space-y-6`}>
        <QuoteThread events={events} />
        {actions.includes('message') && <MessageBox number={quote.number} />}
      </div>
    </div>
  );
}
