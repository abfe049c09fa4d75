/**
 * Money is added up in integer cents so that sums never drift (DECISIONS.md #2).
 * Amounts enter and leave as euro numbers with at most 2 decimals.
 */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds half away from zero to 2 decimals, working around binary fractions (1.005). */
export function roundEuro(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100)) / 100;
}

// DECISIONS #3: every amount is EUR in en-IE style. Made on first use, not when the
// module loads: the browser's first Intl object loads its locale data (10-25 ms on a
// phone), on the way of every page's first script though most show no price.
let euro: Intl.NumberFormat | undefined;

/** 1234.5 -> "€1,234.50" */
export function formatEuro(amount: number): string {
  euro ??= new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}
