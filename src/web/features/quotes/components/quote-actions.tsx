import type { QuoteAction } from '#src/shared/domain/quotes';
import type { QuoteVersion } from '#src/shared/schemas/quotes';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import type { AcceptQuoteAnswer } from '../api/accept-quote';
import { useRejectQuote } from '../api/reject-quote';
import { useRequestRevision } from '../api/request-revision';
import { useSubmitQuote } from '../api/submit-quote';
import { useWithdrawQuote } from '../api/withdraw-quote';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import { AnswerDialog } from './answer-dialog';

const sendDraftClassName =
  'rounded-md bg-walnut-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The answers the server lists for this viewer now (`actions`): nothing is offered that it
 * would refuse for the state or the member's role.
 */
export function QuoteActions({
  number,
  actions,
  current,
  onAccepted,
}: {
  number: string;
  actions: readonly QuoteAction[];
  current: QuoteVersion | undefined;
  onAccepted: (answer: AcceptQuoteAnswer) => void;
}) {
  const submit = useSubmitQuote(number);
  const revision = useRequestRevision(number);
  const reject = useRejectQuote(number);
  const withdraw = useWithdrawQuote(number);
  const may = (action: QuoteAction) => actions.includes(action);
  const answerable = current !== undefined;

  if (
    !['submit', 'accept', 'request_revision', 'reject', 'withdraw'].some((a) =>
      may(a as QuoteAction),
    )
  ) {
    return null;
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        {may('submit') && (
          <button
            type="button"
            disabled={submit.isPending}
            onClick={() => {
              submit.mutate();
            }}
            className={sendDraftClassName}
          >
            {submit.isPending ? 'Sending…' : 'Send draft'}
          </button>
        )}
        {may('accept') && answerable && (
          <AcceptQuoteDialog number={number} version={current} onAccepted={onAccepted} />
        )}
        {may('request_revision') && answerable && (
          <AnswerDialog
            trigger="Ask for a revision"
            title={`Ask for a revision of version ${current.version}`}
            description="Say what should change: quantities, prices, lead times, delivery. We answer with a new version."
            confirmLabel="Ask for a revision"
            messageLabel="What should change"
            required
            busy={revision.isPending}
            run={(message) =>
              revision.mutateAsync({ version: current.version, message, file_ids: [] })
            }
          />
        )}
        {may('reject') && answerable && (
          <AnswerDialog
            trigger="Reject"
            title={`Reject ${number}?`}
            description="The quote closes: to buy these lines later, ask for a new quote."
            confirmLabel="Reject the quote"
            messageLabel="Why (helps us quote better)"
            danger
            busy={reject.isPending}
            run={(message) =>
              reject.mutateAsync({ version: current.version, ...(message ? { message } : {}) })
            }
          />
        )}
        {may('withdraw') && (
          <AnswerDialog
            trigger="Withdraw"
            title={`Withdraw ${number}?`}
            description="We stop working on it and the quote closes."
            confirmLabel="Withdraw the request"
            messageLabel="Why"
            danger
            busy={withdraw.isPending}
            run={(message) => withdraw.mutateAsync(message ? { message } : {})}
          />
        )}
      </div>
      {submit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(submit.error) ?? GENERIC_ERROR_MESSAGE}
        </p>
      )}
    </div>
  );
}
