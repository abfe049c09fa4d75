import { isWholeCents, MAX_PRICE } from '../../../../shared/domain/admin-products';

/** "€1,250.5" typed by staff → 1250.5; undefined for blank; NaN for anything else. */
export function parseEuro(text: string): number | undefined {
  const cleaned = text.replace(/[€,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Why a typed price cannot be saved, or undefined when it can (blank included). */
export function euroProblem(text: string): string | undefined {
  const value = parseEuro(text);
  if (value === undefined) return undefined;
  if (Number.isNaN(value)) return 'Enter an amount such as 249.00';
  if (value > MAX_PRICE) return 'This amount is too large';
  if (!isWholeCents(value)) return 'Use at most 2 decimals';
  return undefined;
}

/** A price as staff type it: 249 → "249.00". */
export const euroText = (value: number) => value.toFixed(2);
