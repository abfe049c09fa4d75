import { useRef, type KeyboardEvent } from 'react';
import type { InvoicesTab } from '../lib/invoices-params';

const TABS: Array<[InvoicesTab, string]> = [
  ['documents', 'Invoices and credit notes'],
  ['statement', 'Statement'],
];

export const tabId = (tab: InvoicesTab) => `invoices-tab-${tab}`;
export const PANEL_ID = 'invoices-panel';

/** The two views of the account, as a tablist: arrows, Home and End move between tabs. */
export function InvoicesTabs({
  selected,
  onSelect,
}: {
  selected: InvoicesTab;
  onSelect: (tab: InvoicesTab) => void;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(TABS[next]![0]);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Your account" className="flex gap-1 border-b border-linen-300">
      {TABS.map(([tab, label], index) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => {
              if (!active) onSelect(tab);
            }}
            onKeyDown={(event) => {
              move(event, index);
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold transition-colors sm:px-4 ${
              active
                ? 'border-walnut-700 text-walnut-800'
                : 'border-transparent text-linen-700 hover:text-linen-950'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
