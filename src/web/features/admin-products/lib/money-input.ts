import { MAX_PRICE } from '#src/shared/domain/admin-products';
import { isWholeCents } from '#src/shared/domain/money';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';

/** Why a typed price cannot be saved, or undefined when it can (blank included). */
export function euroProblem(text: string): string | undefined {
  const value = parseTypedNumber(text);
  if (value === undefined) return undefined;
  if (Number.isNaN(value)) {
    return isDecimalComma(text) ? DECIMAL_COMMA_MESSAGE : 'Enter an amount such as 249.00';
  }
  if (value <= 0) return 'A price must be more than €0.00';
  if (value > MAX_PRICE) return 'This amount is too large';
  if (!isWholeCents(value)) return 'Use at most 2 decimals';
  return undefined;
}

/** A price as staff type it: 249 → "249.00". */
export const euroText = (value: number) => value.toFixed(2);
