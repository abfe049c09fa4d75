import type { CartItem } from '../../shared/domain/cart';

/**
 * Asking for a quote (docs/business-rules.md "Quotes") starts on the cart or on a product
 * page and ends on one form (features/quotes). The cart page sends the buyer there plainly:
 * the form reads the cart. The product page hands its one configured line over in the
 * history entry's state, so a reload or Back keeps it and the cart is left alone.
 */
export const QUOTE_REQUEST_PATH = '/quotes/new';

export interface QuoteRequestState {
  quoteLines: CartItem[];
}

export const quoteRequestState = (lines: CartItem[]): QuoteRequestState => ({ quoteLines: lines });

const isLine = (value: unknown): value is CartItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartItem).id === 'number' &&
  typeof (value as CartItem).sizeId === 'number' &&
  typeof (value as CartItem).quantity === 'number' &&
  typeof (value as CartItem).product_name === 'string';

/** The lines a product page handed over, or undefined when the form should read the cart. */
export function quoteLinesOfState(state: unknown): CartItem[] | undefined {
  if (typeof state !== 'object' || state === null || !('quoteLines' in state)) return undefined;
  const { quoteLines } = state;
  return Array.isArray(quoteLines) && quoteLines.length > 0 && quoteLines.every(isLine)
    ? quoteLines
    : undefined;
}
