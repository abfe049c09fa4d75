/**
 * Numbers as staff type them, read one way in every console form. A comma only groups
 * thousands ("1,250.50"); a decimal comma ("249,99") is refused, not read as 24999 (its
 * comma dropped) or 249.99 (taken for a point): the two readings differ a hundredfold,
 * and an amount of money is not guessed. A leading € is allowed, and a minus sign (for
 * the form to say that the number cannot be negative).
 */
const TYPED_NUMBER = /^-?(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)?(?:\.\d*)?$/;
// "249,99", "12,5", and "0,750" (a group of thousands never starts the number with 0).
const DECIMAL_COMMA = /^€?\s*-?(?:\d+,\d{1,2}|0,\d{3})$/;

export const DECIMAL_COMMA_MESSAGE = 'Use a point for decimals, as in 249.99';

/** A typed number without its € and its thousands commas: "€1,250.50" → "1250.50". */
export const withoutGrouping = (text: string) =>
  text.trim().replace(/^€\s*/, '').replaceAll(',', '');

/** The number typed: undefined when blank, NaN when it cannot be read as one. */
export function parseTypedNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/^€\s*/, '');
  if (cleaned === '') return undefined;
  return TYPED_NUMBER.test(cleaned) ? Number(withoutGrouping(cleaned)) : Number.NaN;
}

/** Whether `text` is a number with a decimal comma ("249,99", "12,5"), which is refused. */
export const isDecimalComma = (text: string) => DECIMAL_COMMA.test(text.trim());
