import { useEffect, useId, useRef, useState } from 'react';
import { inputClassName } from './form-field';

/** docs/screens.md "Timings": typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;
/** The server refuses longer search texts (products and orders alike). */
export const SEARCH_MAX_LENGTH = 100;

type SearchBoxProps = {
  /** What is searched ("Search products"): read out, and shown when `showLabel`. */
  label: string;
  /** Shown above the box: where another search box is near, this one says what it finds. */
  showLabel?: boolean;
  placeholder: string;
  /** The search text in force (the URL's ?q=, trimmed). */
  value: string;
  /** Called with the trimmed text once typing settles, or at once on Enter. */
  onSearch: (text: string) => void;
  /** On a bare /search the box is the only thing to do, so it takes the focus. */
  autoFocus?: boolean;
};

/** The search text box: debounced while typing, immediate on submit. */
export function SearchBox({
  label,
  showLabel = false,
  placeholder,
  value,
  onSearch,
  autoFocus = false,
}: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL can change under the box (Back, a link to /search?q=…). Only then does the
  // box follow it; its own debounced commit must not eat a trailing space being typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }

  // The page re-renders (results arriving) with a new callback; that must not restart
  // the wait, so the timer reads the latest callback through a ref.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const pending = draft.trim() !== value;
  useEffect(() => {
    if (!pending) return;
    // Each keystroke re-runs this effect, so the clean-up restarts the wait.
    const timer = setTimeout(() => {
      onSearchRef.current(draft.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, pending]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) onSearch(draft.trim());
      }}
      className="flex flex-wrap gap-x-3 gap-y-1"
    >
      <label
        htmlFor={id}
        className={showLabel ? 'w-full text-sm font-medium text-linen-900' : 'sr-only'}
      >
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        className={`${inputClassName} h-12 max-w-xl min-w-0 flex-1`}
      />
      <button
        type="submit"
        className="h-12 rounded-md bg-walnut-700 px-6 font-semibold text-white hover:bg-walnut-800"
      >
        Search
      </button>
    </form>
  );
}
