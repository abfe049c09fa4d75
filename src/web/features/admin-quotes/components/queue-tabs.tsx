import type { QuoteQueue } from '#src/shared/schemas/quotes';
import { QUEUE_TABS } from '../lib/queue-params';

/** The queues as tabs, each with how many quotes it holds (unknown until the first answer). */
export function QueueTabs({
  current,
  counts,
  onSelect,
}: {
  current: QuoteQueue;
  counts: Record<string, number> | undefined;
  onSelect: (queue: QuoteQueue) => void;
}) {
  return (
    <div role="tablist" aria-label="Queues" className="mt-4 flex flex-wrap gap-1">
      {QUEUE_TABS.map((tab) => {
        const selected = tab.queue === current;
        const count = counts?.[tab.queue];
        return (
          <button
            key={tab.queue}
            type="button"
            role="tab"
            id={`quote-queue-${tab.queue}`}
            aria-selected={selected}
            aria-controls="quote-queue-panel"
            onClick={() => onSelect(tab.queue)}
            className={`rounded-md px-3 py-2 text-sm font-medium ${
              selected
                ? 'bg-walnut-700 text-white'
                : 'bg-white text-linen-800 ring-1 ring-linen-300 hover:bg-linen-100'
            }`}
          >
            {tab.label}
            {count !== undefined && ' '}
            {count !== undefined && (
              <span
                className={`ml-2 rounded-full px-2 py-0.5 text-xs tabular-nums ${
                  selected ? 'bg-walnut-800' : 'bg-linen-100'
                }`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
