import { useId, useState } from 'react';

export interface Choice {
  id: number;
  name: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: Choice[];
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
}

/** A multi-select as a list of checkboxes, with a filter once the list is long. */
export function ChoiceList({
  legend,
  choices,
  selected,
  onChange,
  error,
  emptyText,
}: ChoiceListProps) {
  const [filter, setFilter] = useState('');
  const errorId = useId();
  const shown = filter
    ? choices.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()))
    : choices;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={`rounded-md border p-3 ${error ? 'border-red-700' : 'border-linen-300'}`}
    >
      <legend className="px-1 text-sm font-medium text-linen-900">
        {legend} <span className="font-normal text-linen-700">({selected.length} chosen)</span>
      </legend>
      {choices.length > 8 && (
        <input
          type="search"
          aria-label={`Filter ${legend.toLowerCase()}`}
          placeholder="Filter…"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mb-2 block w-full rounded-md border border-linen-300 px-2 py-1 text-sm"
        />
      )}
      {choices.length === 0 ? (
        <p className="text-sm text-linen-700">{emptyText}</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {shown.map((c) => (
            <li key={c.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={selected.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                  className="size-4 accent-walnut-700"
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
