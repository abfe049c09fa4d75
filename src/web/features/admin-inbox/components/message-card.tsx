import { attachmentUrl } from '../api/get-contact-messages';
import { useMarkMessageHandled } from '../api/mark-message-handled';
import { formatBytes, formatDateTime, panelClassName } from '../lib/display';
import type { ContactMessageItem } from '../types';
import { HandledBadge, HandledState } from './handled-state';
import { formatPhone } from '#src/shared/domain/phone';

/** One contact message: sender, what they wrote, their file, and who dealt with it. */
export function MessageCard({ message }: { message: ContactMessageItem }) {
  const mark = useMarkMessageHandled();
  const label = `message from ${message.fullName}`;
  return (
    <article aria-label={`Message from ${message.fullName}`} className={panelClassName}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-linen-950">{message.fullName}</h3>
          <p className="text-sm text-linen-700">
            <a href={`mailto:${message.email}`} className="underline underline-offset-2">
              {message.email}
            </a>
            {' · '}
            <a href={`tel:${message.phoneNumber}`} className="underline underline-offset-2">
              {formatPhone(message.phoneNumber)}
            </a>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <time dateTime={message.createdAt} className="text-sm text-linen-700">
            {formatDateTime(message.createdAt)}
          </time>
          <HandledBadge handled={message.handledAt !== null} />
        </div>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-linen-900">{message.message}</p>
      {message.attachment && (
        <p className="mt-3 text-sm">
          <a
            href={attachmentUrl(message.id)}
            download={message.attachment.name}
            className="inline-flex items-center gap-1 font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800"
          >
            <span aria-hidden="true">📎</span>
            {message.attachment.name}
          </a>{' '}
          <span className="text-linen-600">({formatBytes(message.attachment.sizeBytes)})</span>
        </p>
      )}
      <footer className="mt-4">
        <HandledState
          handledAt={message.handledAt}
          handledBy={message.handledBy}
          label={label}
          pending={mark.isPending}
          onMark={(callbacks) => mark.mutate(message.id, callbacks)}
        />
      </footer>
    </article>
  );
}
