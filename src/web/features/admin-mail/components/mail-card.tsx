import { useId } from 'react';
import { formatDateTime } from '#src/web/components/admin/format';
import { StatusBadge } from '#src/web/components/ui/status-badge';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useResendMail } from '../api/resend-mail';
import { mailStateBadge, smallPrimaryClassName } from '../lib/display';
import type { MailItem } from '../types';

export const RESEND_FAILED = 'The mail could not be sent again. Please try again.';
export const NEVER_TWICE = 'Reset links are never sent twice: the customer can ask for a new link.';

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <dt className="text-linen-700">{label}</dt>
      <dd>
        <time dateTime={iso}>{formatDateTime(iso)}</time>
      </dd>
    </div>
  );
}

/** One mail's envelope and outcome (never its body), and Send again (docs/mail.md). */
export function MailCard({ mail }: { mail: MailItem }) {
  const titleId = useId();
  const resend = useResendMail();
  const badge = mailStateBadge(mail);
  const failed = mail.state === 'failing' || mail.state === 'given-up';
  const neverAgain = mail.secret && mail.state === 'sent';
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold break-words text-linen-950">
          {mail.subject}
        </h2>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-linen-700">To</dt>
          <dd className="break-all">{mail.recipient}</dd>
        </div>
        <div>
          <dt className="text-linen-700">Purpose</dt>
          <dd className="break-words">{mail.purpose}</dd>
        </div>
        <div>
          <dt className="text-linen-700">Tries</dt>
          <dd>{mail.attempts}</dd>
        </div>
        <When label="Created" iso={mail.createdAt} />
        {mail.sentAt ? (
          <When label="Sent at" iso={mail.sentAt} />
        ) : (
          mail.nextAttemptAt && <When label="Next try" iso={mail.nextAttemptAt} />
        )}
      </dl>
      {failed && mail.lastError && (
        <div className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">Last error</p>
          <p className="mt-1 font-mono whitespace-pre-wrap break-words">{mail.lastError}</p>
        </div>
      )}
      <footer className="mt-4">
        {neverAgain ? (
          <p className="text-sm text-linen-700">{NEVER_TWICE}</p>
        ) : (
          <button
            type="button"
            disabled={resend.isPending}
            aria-describedby={titleId}
            className={smallPrimaryClassName}
            onClick={() =>
              resend.mutate(mail.id, {
                onSuccess: (answer) => toastSuccess(answer.message),
                onError: (error) => toastError(serverMessage(error) ?? RESEND_FAILED),
              })
            }
          >
            {resend.isPending ? 'Sending again…' : 'Send again'}
          </button>
        )}
      </footer>
    </article>
  );
}
