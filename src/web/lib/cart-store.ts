import { useSyncExternalStore } from 'react';
import {
  addLine,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  lineKey,
  parseCart,
  quoteFileIds,
  removeLine,
  updateLine,
  type CartItem,
} from '../../shared/domain/cart';

/**
 * The cart lives in the browser under `cart` (docs/business-rules.md "Cart"). Every change goes
 * through here and fires `cartUpdated`, so the header badge, the popover, the cart page and
 * checkout stay in step; another tab's change arrives as a `storage` event.
 */

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: the cart is simply empty.
    return undefined;
  }
}

export function readCart(): CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

/**
 * Stores the cart and announces it, then lets go of the quote files (web/lib/quote-files)
 * that no line names any more: `added` is the file of a line just added, which may have
 * merged into a line that has the same file already. Throws when the browser refuses to
 * store the cart (quota full).
 */
export function writeCart(items: readonly CartItem[], added: readonly string[] = []): void {
  const before = quoteFileIds(readCart());
  const store = storage();
  if (items.length === 0) store?.removeItem(CART_STORAGE_KEY);
  else store?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  const written = new Set(quoteFileIds(items));
  const unnamed = [...before, ...added].filter((id) => !written.has(id));
  if (unnamed.length > 0) void forgetFiles(unnamed);
}

/** Loaded only by a cart that has had a quote file (web/lib/quote-files, ADR 0021). */
async function forgetFiles(unnamed: readonly string[]) {
  try {
    const files = await import('./quote-files');
    // The cart as it is now: another tab may have named one of them meanwhile.
    const named = new Set(quoteFileIds(readCart()));
    await files.forgetQuoteFiles(unnamed.filter((id) => !named.has(id)));
    await files.forgetUnnamedQuoteFiles(named);
  } catch {
    // A kept file only takes room: the next change of the cart tries again.
  }
}

export const addToCart = (item: CartItem) =>
  writeCart(addLine(readCart(), item), quoteFileIds([item]));

export const updateCartLine = (
  key: string,
  change: Partial<Pick<CartItem, 'quantity' | 'referenceNumber'>>,
) => writeCart(updateLine(readCart(), key, change));

export const removeFromCart = (key: string) => writeCart(removeLine(readCart(), key));

export const clearCart = () => writeCart([]);

/** The order is placed: its lines leave the cart, not those another tab added meanwhile. */
export function removeOrderedLines(ordered: readonly CartItem[]) {
  const keys = new Set(ordered.map(lineKey));
  writeCart(readCart().filter((item) => !keys.has(lineKey(item))));
}

/** Signing out: the cart and every quote file this browser keeps go (a shared computer). */
export function clearCartAndQuoteFiles() {
  clearCart();
  void import('./quote-files')
    .then((files) => files.forgetAllQuoteFiles())
    .catch(() => {
      // Nothing more to do: the files stay until the next sign-out.
    });
}

export interface TodaysPrice {
  price: number;
  vat: number;
}

/** Puts today's unit price and VAT on the lines named by their key (features/checkout). */
export function repriceCart(prices: ReadonlyMap<string, TodaysPrice>) {
  writeCart(
    readCart().map((item) => {
      const today = prices.get(lineKey(item));
      return today ? { ...item, price: today.price, vat: today.vat } : item;
    }),
  );
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const noItems: CartItem[] = [];

/** The cart's lines, re-rendering on every change (this tab or another). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => noItems);
}
