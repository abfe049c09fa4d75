/**
 * Money is added up in integer cents so that sums never drift (docs/business-rules.md "Prices").
 * Amounts enter and leave as euro numbers with at most 2 decimals.
 */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
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

/** 1234.5 -> "€1,234.50" */
export function formatEuro(amount: number): string {
  euro ??= new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}
