import { useSyncExternalStore } from 'react';
import {
  addLine,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  isServerFileId,
  lineKey,
  parseCart,
  quoteFileIds,
  removeLine,
  updateLine,
  type CartItem,
} from '../../shared/domain/cart';
import type { CartChange, CartSync } from './cart-sync';
import { SESSION_CHANGED, signedInNow } from './session';

/**
 * The cart (docs/business-rules.md "Cart"). A signed-in buyer's cart lives on the server and
 * follows them to every browser; this browser keeps a copy under the specification's `cart`
 * key and fires `cartUpdated` on every change, so the header badge, the popover, the cart
 * page and checkout stay in step (another tab's change arrives as a `storage` event).
 *
 * Every change is a function of the cart (`CartChange`): applied here at once, then sent to
 * the server applied to the server's cart, with the version it was read at. When another
 * browser changed the cart meanwhile the server answers with its cart, and the same changes
 * are applied to that one and sent again: nothing either browser did is lost.
 */

export type { CartChange };

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: the copy is simply empty.
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

/** What this tab last wrote under `cart`: a `cartUpdated` for anything else is someone else's. */
let ownRaw: string | null | undefined;
let announcing = false;

/**
 * Stores the browser's copy and announces it, then lets go of the files this browser kept
 * (web/lib/quote-files, lines from before the cart followed the buyer) that no line names any
 * more. Throws when the browser refuses to store it (quota full).
 */
function writeCopy(items: readonly CartItem[], added: readonly string[] = []): void {
  const before = quoteFileIds(readCart());
  const store = storage();
  if (items.length === 0) store?.removeItem(CART_STORAGE_KEY);
  else store?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  ownRaw = store?.getItem(CART_STORAGE_KEY) ?? null;
  announcing = true;
  try {
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  } finally {
    announcing = false;
  }
  const written = new Set(quoteFileIds(items));
  const unnamed = [...before, ...added].filter((id) => !written.has(id) && !isServerFileId(id));
  if (unnamed.length > 0) void forgetFiles(unnamed);
}

/** Loaded only by a cart that has had a file kept in this browser (ADR 0021). */
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

/* ---- The server's cart, followed while a buyer is signed in (web/lib/cart-sync.ts) ---- */

/** Loaded only once someone signs in: a visitor's pages carry none of it. */
let sync: CartSync | undefined;
let loading: Promise<CartSync> | undefined;
let following = false;
/** Changes made while the sync was loading: it starts with them. */
let early: CartChange[] = [];

function loadSync(): Promise<CartSync> {
  loading ??= import('./cart-sync')
    .then(
      ({ createCartSync }) =>
        (sync = createCartSync({
          read: readCart,
          write: writeCopy,
          // A `cart` written by something other than this store, and announced.
          foreign: () => {
            if (announcing) return false;
            const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
            if (raw === ownRaw) return false;
            ownRaw = raw;
            return true;
          },
        })),
    )
    .catch((error: unknown) => {
      // No connection for the chunk: the next sign-in or change tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Starts or stops following the server's cart as the buyer signs in or out. */
function followSession() {
  if (!signedInNow()) {
    following = false;
    early = [];
    sync?.stop();
    return;
  }
  if (following) return;
  following = true;
  loadSync()
    .then((loaded) => {
      if (!following) return;
      loaded.start(early);
      early = [];
    })
    .catch(() => {
      following = false;
    });
}

/** A change of the copy, for the server's cart too when a buyer is signed in. */
function toServer(change: CartChange) {
  if (!following) return;
  if (sync?.active()) sync.push(change);
  else early.push(change);
}

if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_CHANGED, followSession);
  followSession();
}

/**
 * Changes the cart: this browser's copy at once (throwing, with nothing changed, when the
 * change does not fit), then the server's. `added` names a file kept in this browser for a
 * line just added.
 */
export function changeCart(change: CartChange, added: readonly string[] = []): void {
  const before = readCart();
  const after = change(before);
  writeCopy(after, added);
  // Nothing changed (prices already today's, say): nothing to send.
  if (JSON.stringify(after) !== JSON.stringify(before)) toServer(change);
}

/** Test seam: resolves once the server has every change made so far (or gave up for now). */
export async function cartSynced(): Promise<void> {
  await loading?.catch(() => undefined);
  await sync?.synced();
}

export const addToCart = (item: CartItem) =>
  changeCart((items) => addLine(items, item), quoteFileIds([item]));

/**
 * Adds several lines as one change, each as addToCart would; a line that no longer fits when
 * the change reaches the server is left out there (the copy then shows what the server kept).
 */
export const addLinesToCart = (lines: readonly CartItem[]) =>
  changeCart((items) => lines.reduce<CartItem[]>((cart, line) => addLine(cart, line), [...items]));

export const updateCartLine = (
  key: string,
  change: Partial<Pick<CartItem, 'quantity' | 'referenceNumber'>>,
) => changeCart((items) => updateLine(items, key, change));

export const removeFromCart = (key: string) => changeCart((items) => removeLine(items, key));

export const clearCart = () => changeCart(() => []);

/** The order is placed: its lines leave the cart, not those another tab added meanwhile. */
export function removeOrderedLines(ordered: readonly CartItem[]) {
  const keys = new Set(ordered.map(lineKey));
  changeCart((items) => items.filter((item) => !keys.has(lineKey(item))));
}

/**
 * Signing out: this browser's copy and every file it keeps go (a shared computer); the
 * server keeps the cart for the buyer's next sign-in.
 */
export function clearCartAndQuoteFiles() {
  following = false;
  early = [];
  sync?.stop();
  writeCopy([]);
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
  changeCart((items) =>
    items.map((item) => {
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
