import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import {
  buildCountryData,
  defaultCountries,
  guessCountryByPartialPhoneNumber,
  parseCountry,
  usePhoneInput,
  type ParsedCountry,
} from 'react-international-phone';
import type { FieldControlProps } from './form-field';

// Storefront §9: the phone input's defaults.
export const PHONE_DEFAULT_COUNTRY = 'ie';
export const PHONE_MAX_DIGITS = 15;
const PHONE_PLACEHOLDER = '1 (702) 123-4567';
const DEFAULT_MASK = '... ... ... ... ..';
const SEARCH_PLACEHOLDER = 'search';
const NO_ENTRIES = 'No entries to show';
const SEARCH_DEBOUNCE_MS = 250;

/** The default mask, cut so that dial code plus number never pass 15 digits. */
function maskFor(dialCode: string): string {
  const dots = DEFAULT_MASK.replace(/ /g, '').slice(0, PHONE_MAX_DIGITS - dialCode.length);
  return dots.replace(/(\.{3})(?=\.)/g, '$1 ');
}

const countries = defaultCountries.map((data) => {
  const country = parseCountry(data);
  return country.format ? country : { ...country, format: maskFor(country.dialCode) };
});
const countryData = countries.map((country) => buildCountryData(country));

// The country code stands in for a flag: flag pictures would come from a CDN (not
// offline, not allowed by the CSP) and flag emoji are missing from many system fonts.
const badgeOf = (iso2: string) => iso2.toUpperCase();

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Countries whose numbers keep their leading 0 after the dial code (Italy's landlines,
 * say). Everywhere else a leading 0 is the trunk prefix dialled at home ("087 123 4567"
 * in Ireland), which the international number drops: +353 87 123 4567.
 */
const LEADING_ZERO_KEPT = new Set(['it', 'sm', 'va', 'ci', 'cg', 'ga']);

/** A number typed or pasted in full: "+44 7911 123456" or "0044 7911 123456". */
const INTERNATIONAL = /^\s*(?:\+|00)/;

export interface PhoneFieldProps extends FieldControlProps {
  /** E.164 ("+353871234567"), or "" while only the dial code is there. */
  value: string;
  /** The number, and the country chosen for it (ISO 3166 alpha-2, upper case: "IE"). */
  onChange: (value: string, country: string) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * Storefront §5: Ireland by default, a searchable country list, a dial code that cannot
 * be edited, digits only and at most 15 of them. Numbers are reported in E.164, whether
 * typed as at home ("087 123 4567") or in full ("+353 87 123 4567").
 */
export function PhoneField({ value, onChange, disabled, name, ...control }: PhoneFieldProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [debouncedQuery, setDebouncedQuery] = useState('');
  const debounceRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // A click or focus outside the field closes the country list.
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: PHONE_DEFAULT_COUNTRY,
    value,
    countries: countryData,
    defaultMask: DEFAULT_MASK,
    disableDialCodeAndPrefix: true,
    onChange: ({ phone, country: current }) => {
      if (digitsOf(phone).length > PHONE_MAX_DIGITS) return;
      onChange(digitsOf(phone) === current.dialCode ? '' : phone, current.iso2.toUpperCase());
    },
  });

  /**
   * What people type, made into the number the field holds: a number given in full
   * (pasted from a signature, say) picks its country, and the home trunk prefix is
   * dropped, since the dial code stands before the field.
   */
  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const international = INTERNATIONAL.exec(typed);
    if (international) {
      const digits = digitsOf(typed.slice(international[0].length));
      const guess = guessCountryByPartialPhoneNumber({
        phone: `+${digits}`,
        countries: countryData,
      });
      if (guess.country && guess.fullDialCodeMatch && digits.length <= PHONE_MAX_DIGITS) {
        // Only the dial code so far ("0044", typed): the country changes, the rest follows.
        if (digits === guess.country.dialCode)
          setCountry(guess.country.iso2, { focusOnInput: true });
        // The field follows its value: the country and the national part come from it.
        else onChange(`+${digits}`, guess.country.iso2.toUpperCase());
        return;
      }
    } else if (!LEADING_ZERO_KEPT.has(country.iso2) && /^\D*0\D*[1-9]/.test(typed)) {
      // Only once a digit other than 0 follows: "00" may be the start of "0044…".
      event.target.value = typed.replace(/^(\D*)0/, '$1');
    }
    handlePhoneValueChange(event);
  }

  const visibleCountries = useMemo(() => {
    const q = debouncedQuery.trim().toLowerCase();
    if (!q) return countries;
    return countries.filter(
      (c) =>
        c.name.toLowerCase().includes(q) ||
        c.iso2 === q ||
        c.dialCode.startsWith(q.replace(/^\+/, '')),
    );
  }, [debouncedQuery]);

  useEffect(() => () => clearTimeout(debounceRef.current), []);

  function choose(next: ParsedCountry) {
    // setCountry reports the bare dial code, which onChange above turns into "".
    setCountry(next.iso2, { focusOnInput: true });
    setOpen(false);
    setQuery('');
    setDebouncedQuery('');
  }

  function onSearchChange(text: string) {
    setQuery(text);
    clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => setDebouncedQuery(text), SEARCH_DEBOUNCE_MS);
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <div className="focus-ring-within flex rounded-md border border-linen-400 bg-white focus-within:border-walnut-600 has-[input[aria-invalid=true]]:border-red-700">
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`Country: ${country.name} +${country.dialCode}. Change country`}
          onClick={() => {
            setOpen((v) => !v);
            setTimeout(() => searchRef.current?.focus(), 0);
          }}
          className="flex shrink-0 items-center gap-1 rounded-l-md border-r border-linen-300 px-2 text-sm hover:bg-linen-100"
        >
          <span aria-hidden="true" className="font-semibold">
            {badgeOf(country.iso2)}
          </span>
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
        {/* The dial code is shown, never typed: it follows the chosen country. */}
        <span aria-hidden="true" className="flex items-center pl-2 text-linen-800 select-none">
          +{country.dialCode}
        </span>
        <input
          {...control}
          ref={inputRef}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          disabled={disabled}
          placeholder={PHONE_PLACEHOLDER}
          value={inputValue}
          onChange={onInputChange}
          className="w-0 min-w-0 flex-1 rounded-r-md bg-transparent px-2 py-2 text-linen-950 outline-none placeholder:text-linen-600"
        />
      </div>
      {open && (
        <div
          onKeyDown={onListKeyDown}
          className="absolute z-20 mt-1 w-full max-w-sm rounded-md border border-linen-300 bg-white p-2 shadow-lg"
        >
          <input
            ref={searchRef}
            type="search"
            aria-label="Search countries"
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(e) => onSearchChange(e.target.value)}
            className="mb-2 block w-full rounded border border-linen-400 px-2 py-1 text-sm"
          />
          <ul id={listId} aria-label="Countries" className="max-h-56 overflow-y-auto">
            {visibleCountries.length === 0 && (
              <li className="px-2 py-1 text-sm text-linen-700">{NO_ENTRIES}</li>
            )}
            {visibleCountries.map((c) => (
              <li key={c.iso2}>
                <button
                  type="button"
                  aria-current={c.iso2 === country.iso2 ? 'true' : undefined}
                  onClick={() => choose(c)}
                  className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-linen-100"
                >
                  <span aria-hidden="true" className="w-6 text-xs font-semibold text-linen-700">
                    {badgeOf(c.iso2)}
                  </span>
                  <span className="flex-1">{c.name}</span>
                  <span className="text-linen-700">+{c.dialCode}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
