import { useRef, type KeyboardEvent } from 'react';
import { ORDER_TABS, type OrderTab } from '#src/shared/domain/orders';

export const tabId = (tab: OrderTab) => `orders-tab-${tab.toLowerCase()}`;
/** One panel shows the selected tab's orders. */
export const PANEL_ID = 'orders-panel';

/** Active / Cancelled / Delivered, as a tablist: arrows, Home and End move between tabs. */
export function OrderTabs({
  selected,
  onSelect,
}: {
  selected: OrderTab;
  onSelect: (tab: OrderTab) => void;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = ORDER_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(ORDER_TABS[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Orders" className="flex gap-1 border-b border-linen-300">
      {ORDER_TABS.map((tab, index) => {
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
              onSelect(tab);
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
            {tab}
          </button>
        );
      })}
    </div>
  );
}
