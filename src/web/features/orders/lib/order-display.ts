import type { OrderCard } from '#src/shared/schemas/orders';

export const CANCEL_FAILED = 'An error occurred while canceling the order.';
export const REORDER_FAILED = 'Reorder failed.';
export const REORDER_NO_ANSWER = 'Failed to place reorder.';
/** docs/screens.md "Timings": toasts close after 2 s, reorder's after 3 s. */
export const CANCEL_TOAST_MS = 2000;
export const REORDER_TOAST_MS = 3000;

export const isCancelledOrder = (order: Pick<OrderCard, 'status'>) =>
  order.status.toLowerCase() === 'cancelled';

/** The special-quote instructions, unless the order has none (the string 'None'). */
export function quoteNote(order: Pick<OrderCard, 'special_quote'>) {
  const quote = order.special_quote;
  if (quote === 'None') return undefined;
  const text = quote.text.trim();
  if (text === '' && !quote.fileName) return undefined;
  return { text, fileName: quote.fileName };
}

export const secondaryButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
