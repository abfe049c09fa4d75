import { statusProgress, type StepState } from '#src/shared/domain/orders';
import { useDeliveryStatuses } from '../api/get-delivery-statuses';

const STATE_TEXT: Record<StepState, string> = {
  complete: 'complete',
  current: 'current step',
  pending: 'pending',
};

const MARKER_CLASSES: Record<StepState, string> = {
  complete: 'border-walnut-700 bg-walnut-700 text-white',
  current: 'border-walnut-700 bg-white text-walnut-700 ring-4 ring-walnut-200',
  pending: 'border-linen-300 bg-white text-linen-500',
};

const LABEL_CLASSES: Record<StepState, string> = {
  complete: 'text-linen-900',
  current: 'font-semibold text-walnut-800',
  pending: 'text-linen-600',
};

function Marker({ state, index }: { state: StepState; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold ${MARKER_CLASSES[state]}`}
    >
      {state === 'complete' ? (
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l5 5L19 7" />
        </svg>
      ) : (
        index + 1
      )}
    </span>
  );
}

/**
 * docs/business-rules.md "Delivery statuses": the ordered delivery statuses, those before the
 * order's status complete, its own highlighted, later ones pending. Without the list (still
 * loading, or it failed) nothing is drawn: the status itself is shown beside it.
 */
export function DeliveryProgress({ current }: { current: string }) {
  const statuses = useDeliveryStatuses();
  if (!statuses.data || statuses.data.length === 0) return null;
  const steps = statusProgress(statuses.data, current);

  return (
    <ol
      aria-label="Delivery progress"
      className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-0"
    >
      {steps.map(({ status, state }, index) => (
        <li
          key={status}
          aria-current={state === 'current' ? 'step' : undefined}
          className="flex items-center gap-3 sm:flex-1 sm:flex-col sm:gap-2 sm:text-center"
        >
          <Marker state={state} index={index} />
          <span className={`text-sm ${LABEL_CLASSES[state]}`}>
            {status}
            <span className="sr-only">: {STATE_TEXT[state]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
