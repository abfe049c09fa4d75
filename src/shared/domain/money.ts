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
