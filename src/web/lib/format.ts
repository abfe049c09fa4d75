// One formatter for the whole app: DECISIONS #3, every amount is EUR in en-IE style.
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** 1234.5 -> "€1,234.50" */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/**
 * "kids beds" -> "Kids Beds". Only first letters change, so names such as
 * "MDF boards" keep their capitals.
 */
export function capitaliseWords(value: string): string {
  return value.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
