import { useRef, type KeyboardEvent } from 'react';
import { useCategories } from '../api/get-categories';

export const ALL_ITEMS = 'All items';

type SearchCategoryTabsProps = {
  /** The chosen category name, '' for all items. */
  value: string;
  onChange: (category: string) => void;
  /** The id of the element the tabs control (the results). */
  controls: string;
};

const tabBase =
  'shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-walnut-700';
const selectedTab = 'border-walnut-700 text-walnut-800';
const otherTab = 'border-transparent text-linen-700 hover:border-linen-300 hover:text-linen-900';

/**
 * 'All items' and one tab per category. Arrow keys, Home and End move the focus; Enter,
 * Space or a click chooses (manual activation: each choice is a server request).
 */
export function SearchCategoryTabs({ value, onChange, controls }: SearchCategoryTabsProps) {
  const categories = useCategories();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { name: '', label: ALL_ITEMS },
    ...(categories.data ?? []).map((c) => ({ name: c.category_name, label: c.category_name })),
  ];
  // The server matches category names case-insensitively; so do the tabs.
  const chosen = value.toLowerCase();
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.name.toLowerCase() === chosen),
  );

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const target = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Categories"
      onKeyDown={moveFocus}
      className="flex overflow-x-auto border-b border-linen-200"
    >
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={tab.name ? `category:${tab.name}` : 'all'}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.name);
            }}
            className={`${tabBase} ${selected ? selectedTab : otherTab}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
