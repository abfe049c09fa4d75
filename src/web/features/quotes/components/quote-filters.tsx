import { QUOTE_STATE_LABELS, QUOTE_STATES, type QuoteState } from '#src/shared/domain/quotes';
import { SearchBox } from '#src/web/components/ui/search-box';

export const QUOTE_SEARCH_LABEL = 'Find a quote by its number or project title';

const switchButton = (pressed: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-linen-300 ${
    pressed
      ? 'bg-walnut-700 text-white ring-walnut-700'
      : 'bg-white text-linen-900 hover:bg-linen-100'
  }`;

/** The state filter, each with how many quotes are in it, and the search. */
export function QuoteFilters({
  status,
  q,
  counts,
  onChange,
}: {
  status: QuoteState | undefined;
  q: string;
  counts: Record<string, number> | undefined;
  onChange: (change: { status?: QuoteState | undefined; q?: string }) => void;
}) {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const options: Array<[QuoteState | undefined, string, number | undefined]> = [
    [undefined, 'All', all],
    ...QUOTE_STATES.map(
      (state) =>
        [state, QUOTE_STATE_LABELS[state], counts ? (counts[state] ?? 0) : undefined] as [
          QuoteState,
          string,
          number | undefined,
        ],
    ),
  ];
  return (
    <div className="space-y-4">
      <SearchBox
        label={QUOTE_SEARCH_LABEL}
        showLabel
        placeholder="Q-2026-000123 or project"
        value={q}
        onSearch={(text) => {
          onChange({ q: text });
        }}
      />
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {options.map(([option, label, count]) => (
          <button
            key={label}
            type="button"
            aria-pressed={option === status}
            className={switchButton(option === status)}
            onClick={() => {
              if (option !== status) onChange({ status: option });
            }}
          >
            {label}
            {count !== undefined && <span className="ml-1 tabular-nums">({count})</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
