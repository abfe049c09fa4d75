/**
 * Money is whole cents from the database to the API's edge: every sum, VAT and surcharge
 * is computed on integers, so nothing drifts (docs/business-rules.md "Prices"). Euro
 * numbers with 2 decimals exist only where the API and the screens show them:
 * `fromCents` on the way out, `toCents` on the way in; the database's numeric text is
 * read and written exactly by `centsFromDecimal` and `decimalFromCents`.
 */

/** A euro number with at most 2 decimals (JSON, a form) as whole cents. */
export function toCents(euro: number): number {
  const cents = Math.round(euro * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount of euro: ${euro}`);
  return cents;
}

/**
 * Whether a euro number from a form or a JSON body is whole cents: 10.5 and 10.55 are
 * amounts, 10.555 is not (the tolerance absorbs the binary form of 10.55 × 100).
 */
export const isWholeCents = (euro: number): boolean =>
  Number.isFinite(euro) && Math.abs(Math.round(euro * 100) - euro * 100) < 1e-6;

/** Whole cents as the euro number the API and the screens show. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A PostgreSQL `numeric` with at most 2 decimals, as the drivers give it ("1234.50",
 * "-0.05", "12"), in whole cents: read from its digits, never through a float.
 */
export function centsFromDecimal(text: string): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not an amount with at most 2 decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount out of range: ${text}`);
  return sign === '-' ? -cents : cents;
}

/** Whole cents as numeric text for the database: 123450 -> "1234.50". */
export function decimalFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * `numerator / denominator` of two whole numbers, rounded half away from zero: the one
 * rounding rule of every amount (docs/business-rules.md "Prices"). Exact: the quotient
 * and remainder are whole numbers, never a binary fraction such as 1.005.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0)
    throw new RangeError(`divideRounded needs whole numbers: ${numerator} / ${denominator}`);
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let quotient = Math.floor(n / d);
  let remainder = n - quotient * d;
  // The float division may be a unit off for large numbers: the remainder says so.
  while (remainder < 0) [quotient, remainder] = [quotient - 1, remainder + d];
  while (remainder >= d) [quotient, remainder] = [quotient + 1, remainder - d];
  return sign * (2 * remainder >= d ? quotient + 1 : quotient) || 0;
}

// docs/business-rules.md "Prices": every amount is EUR in en-IE style. Made on first use, not when
// the module loads: the browser's first Intl object loads its locale data (10-25 ms on a phone), on
// the way of every page's first script though most show no price.
let euro: Intl.NumberFormat | undefined;

/** 123450 cents -> "€1,234.50" (mails, documents). */
export const formatCents = (cents: number) => formatEuro(fromCents(cents));

/** 1234.5 -> "€1,234.50" */
export function formatEuro(amount: number): string {
  euro ??= new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}
