import { useMarkCallbackHandled } from '../api/mark-callback-handled';
import { formatDateTime, panelClassName } from '../lib/display';
import type { CallbackRequestItem } from '../types';
import { HandledBadge, HandledState } from './handled-state';
import { formatPhone } from '#src/shared/domain/phone';

/** One callback request: who to ring, about what, and who rang them. */
export function CallbackCard({ callback }: { callback: CallbackRequestItem }) {
  const mark = useMarkCallbackHandled();
  const label = `callback for ${callback.name}`;
  return (
    <article aria-label={`Callback for ${callback.name}`} className={panelClassName}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-linen-950">
            {callback.name}{' '}
            <span className="font-normal text-linen-700">· {callback.companyName}</span>
          </h3>
          <p className="text-sm">
            <a
              href={`tel:${callback.phoneNumber}`}
              className="font-medium text-walnut-700 underline underline-offset-2"
            >
              {formatPhone(callback.phoneNumber)}
            </a>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <time dateTime={callback.createdAt} className="text-sm text-linen-700">
            {formatDateTime(callback.createdAt)}
          </time>
          <HandledBadge handled={callback.handledAt !== null} />
        </div>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-linen-900">{callback.message}</p>
      <footer className="mt-4">
        <HandledState
          handledAt={callback.handledAt}
          handledBy={callback.handledBy}
          label={label}
          pending={mark.isPending}
          onMark={(callbacks) => mark.mutate(callback.id, callbacks)}
        />
      </footer>
    </article>
  );
}
