import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import {
  PHONE_DEFAULT_COUNTRY,
  PHONE_MAX_DIGITS,
  PHONE_PLACEHOLDER,
} from '#src/shared/domain/phone';
import type { FieldControlProps } from './form-field';

// docs/screens.md "Enquiry forms": the phone input's country search.
const SEARCH_PLACEHOLDER = 'search';
const NO_ENTRIES = 'No entries to show';
const SEARCH_DEBOUNCE_MS = 250;

export interface Country {
  code: CountryCode;
  name: string;
  dialCode: string;
}

let countryList: Country[] | undefined;
/** Every country libphonenumber-js numbers, named in English by the browser, A to Z. */
export function countries(): Country[] {
  if (countryList) return countryList;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  countryList = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countryList;
}
const countryOf = (code: string) => countries().find((c) => c.code === code) ?? countries()[0]!;

/** A number given in full: "+353 87 123 4567" or "00353 87 123 4567". */
const INTERNATIONAL = /^\s*(?:\+|00)/;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What the field keeps of a keystroke or a paste: digits and spaces, and a "+" only in front
 * (docs/screens.md "Enquiry forms": other input is ignored; the number cannot start with a minus).
 */
function written(text: string): string {
  const kept = text.replace(/[^\d\s+]/g, '');
  return (/^\s*\+/.test(kept) ? '+' : '') + kept.replace(/\+/g, '').trimStart();
}

/** The number after its dial code, spaced as its country writes it ("87 123 4567"). */
function nationalText(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return '';
  return number.formatInternational().slice(`+${number.countryCallingCode} `.length);
}

/** Whether `text` starts with the trunk prefix its country drops after the dial code. */
function trunkPrefixTyped(text: string, country: CountryCode): boolean {
  const formatter = new AsYouType(country);
  formatter.input(text);
  return digitsOf(formatter.getNationalNumber()).length < digitsOf(text).length;
}

interface Reading {
  /** E.164 so far, or "" while there is no digit of the number itself. */
  value: string;
  country: CountryCode;
  /** Complete and valid: the text can be shown in its national form. */
  valid: boolean;
}

/** What `text` says, typed with `country` chosen (shared/domain/phone's reading). */
function read(text: string, country: CountryCode): Reading {
  const international = INTERNATIONAL.exec(text);
  if (!international) {
    const formatter = new AsYouType(country);
    formatter.input(text);
    const number = formatter.getNumber();
    return {
      // A trunk prefix alone ("0") is no digit of the number yet.
      value: formatter.getNationalNumber() ? (formatter.getNumberValue() ?? '') : '',
      country,
      valid: number?.isValid() ?? false,
    };
  }
  const digits = digitsOf(text.slice(international[0].length));
  const formatter = new AsYouType();
  formatter.input(`+${digits}`);
  const callingCode = formatter.getCallingCode();
  if (!callingCode) return { value: '', country, valid: false };
  const number = parsePhoneNumberFromString(`+${digits}`);
  // A dial code shared by several countries (+1, +44) is told apart by the number once it
  // is whole; until then the chosen country stays if it has that code, else the code's
  // main country (the United Kingdom for +44, not Guernsey).
  const guessed = number?.isValid()
    ? number.country
    : getCountryCallingCode(country) === callingCode
      ? country
      : metadata.country_calling_codes[callingCode]?.[0];
  return {
    value: digits === callingCode ? '' : `+${digits}`,
    country: guessed ?? country,
    valid: number?.isValid() ?? false,
  };
}

export interface PhoneFieldProps extends FieldControlProps {
  /** E.164 ("+353871234567"), or "" while there is no number. */
  value: string;
  /** The number, and the country chosen for it (ISO 3166 alpha-2, upper case: "IE"). */
  onChange: (value: string, country: string) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * docs/screens.md "Enquiry forms": Ireland by default, a searchable country list, a dial code shown
 * before the number and never typed, at most 15 digits. A number typed or pasted as at home ("087
 * 123 4567") or in full ("+353 87 123 4567", "0044 7911 123456") is reported in E.164; one given in
 * full picks its country and is then shown in its national form.
 */
export function PhoneField({ value, onChange, disabled, name, ...control }: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(
    () => parsePhoneNumberFromString(value)?.country ?? PHONE_DEFAULT_COUNTRY,
  );
  const [text, setText] = useState(() => (value ? nationalText(value) : ''));
  /** The value this field last reported: any other one was set from outside. */
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    // A number set from outside (the saved profile arriving, a form reset).
    const number = value ? parsePhoneNumberFromString(value) : undefined;
    const next = number?.country ?? country;
    setReported(value);
    setCountry(next);
    setText(value ? nationalText(value) : '');
  }

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [debouncedQuery, setDebouncedQuery] = useState('');
  const debounceRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
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
  useEffect(() => () => clearTimeout(debounceRef.current), []);

  function report(next: string, nextCountry: CountryCode) {
    setReported(next);
    onChange(next, nextCountry);
  }

  function onInputChange(typed: string) {
    const kept = written(typed);
    const reading = read(kept, country);
    if (digitsOf(reading.value).length > PHONE_MAX_DIGITS) return;
    setCountry(reading.country);
    // A number given in full, once complete, shows as the rest do: its national part
    // after the dial code of the country it picked.
    setText(INTERNATIONAL.test(kept) && reading.valid ? nationalText(reading.value) : kept);
    report(reading.value, reading.country);
  }

  /** Leaving the field spaces a valid number as its country writes it. */
  function onBlur() {
    const reading = read(text, country);
    if (reading.valid) setText(nationalText(reading.value));
  }

  const visibleCountries = useMemo(() => {
    const q = debouncedQuery.trim().toLowerCase();
    if (!q) return countries();
    return countries().filter(
      (c) =>
        c.name.toLowerCase().includes(q) ||
        c.code.toLowerCase() === q ||
        c.dialCode.startsWith(q.replace(/^\+/, '')),
    );
  }, [debouncedQuery]);

  function choose(next: Country) {
    // A number typed as at home stays, read now as a number of the chosen country.
    const kept = INTERNATIONAL.test(text) ? '' : text;
    setCountry(next.code);
    setText(kept);
    report(read(kept, next.code).value, next.code);
    setOpen(false);
    setQuery('');
    setDebouncedQuery('');
    setTimeout(() => inputRef.current?.focus(), 0);
  }

  function onSearchChange(typed: string) {
    setQuery(typed);
    clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => setDebouncedQuery(typed), SEARCH_DEBOUNCE_MS);
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  const current = countryOf(country);
  // While a number is typed in full, its own dial code stands in the field; while one is
  // typed as at home, with its trunk prefix ("087…"), "+353 087" would read wrong.
  const showDialCode = !INTERNATIONAL.test(text) && !trunkPrefixTyped(text, country);

  return (
    <div ref={rootRef} className="relative">
      <div className="focus-ring-within flex rounded-md border border-linen-400 bg-white focus-within:border-walnut-600 has-[input[aria-invalid=true]]:border-red-700">
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`Country: ${current.name} +${current.dialCode}. Change country`}
          onClick={() => {
            setOpen((v) => !v);
            setTimeout(() => searchRef.current?.focus(), 0);
          }}
          className="flex shrink-0 items-center gap-1 rounded-l-md border-r border-linen-300 px-2 text-sm hover:bg-linen-100"
        >
          {/* The country code stands in for a flag: flag pictures would come from a CDN
              (not offline, not allowed by the CSP), and flag emoji are missing from
              many system fonts. */}
          <span aria-hidden="true" className="font-semibold">
            {current.code}
          </span>
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
        {showDialCode && (
          <span aria-hidden="true" className="flex items-center pl-2 text-linen-800 select-none">
            +{current.dialCode}
          </span>
        )}
        <input
          {...control}
          ref={inputRef}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          disabled={disabled}
          placeholder={PHONE_PLACEHOLDER}
          value={text}
          onChange={(event) => onInputChange(event.target.value)}
          onBlur={onBlur}
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
              <li key={c.code}>
                <button
                  type="button"
                  aria-current={c.code === country ? 'true' : undefined}
                  onClick={() => choose(c)}
                  className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-linen-100"
                >
                  <span aria-hidden="true" className="w-6 text-xs font-semibold text-linen-700">
                    {c.code}
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
