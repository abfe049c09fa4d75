import { useSyncExternalStore } from 'react';
import {
  addLine,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  CartFullError,
  hasQuoteFile,
  KEPT_FILE_MARKER,
  lineKey,
  parseCart,
  quoteFileIds,
  removeLine,
  updateLine,
  type CartItem,
} from '../../shared/domain/cart';
import type { ServerCart } from '../../shared/schemas/cart';
import { ApiError } from './api-client';
import { fetchServerCart, isServerFileId, putServerCart, uploadCartFile } from './cart-api';
import { bytesOf, mimeTypeOf } from './quote-file-bytes';
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

export type CartChange = (items: readonly CartItem[]) => CartItem[];

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

/* ---- Keeping the server's cart and this browser's copy in step ---- */

/** The server's cart as this tab last saw it; undefined until read. */
let server: ServerCart | undefined;
/** Changes made here that the server has not taken yet, oldest first. */
let pending: CartChange[] = [];
let syncing = false;
let running: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Whether the first read after signing in has happened (it may adopt this browser's copy). */
let adopted = false;
const RETRY_MS = 5_000;
const MAX_CONFLICTS = 5;

/** Applies changes one by one; a change that no longer fits (the cart is full) is skipped. */
function applied(items: readonly CartItem[], changes: readonly CartChange[]): CartItem[] {
  let result = [...items];
  for (const change of changes) {
    try {
      result = change(result);
    } catch (error) {
      if (!(error instanceof CartFullError)) throw error;
    }
  }
  return result;
}

/** The copy becomes the server's cart with this tab's pending changes on top. */
function showServerCart() {
  if (!server) return;
  const items = applied(server.items, pending);
  const raw = items.length === 0 ? null : JSON.stringify(items);
  if (raw !== (storage()?.getItem(CART_STORAGE_KEY) ?? null)) writeCopy(items);
}

/**
 * Lines whose quote file is not on the server yet (kept by this browser, or inside the line in
 * the specification's shape) get it uploaded; a file this browser no longer has leaves its line.
 */
async function withFilesOnServer(items: CartItem[]): Promise<CartItem[]> {
  return Promise.all(
    items.map(async (item) => {
      const { fileId, fileBase64, fileName } = item.specialQuote;
      if (!hasQuoteFile(item) || isServerFileId(fileId) || !fileName) {
        return fileId && !isServerFileId(fileId) ? withoutFile(item) : item;
      }
      try {
        const bytes = fileId
          ? await (await import('./quote-files')).keptQuoteFile(fileId)
          : new Blob([bytesOf(fileBase64!)]);
        if (!bytes) return withoutFile(item);
        const kept = await uploadCartFile(fileName, mimeTypeOf(fileName), bytes);
        return {
          ...item,
          specialQuote: {
            ...item.specialQuote,
            fileBase64: KEPT_FILE_MARKER,
            fileId: kept.fileId,
            fileName: kept.fileName,
            fileSize: kept.fileSize,
          },
        };
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          return withoutFile(item);
        }
        throw error;
      }
    }),
  );
}

const withoutFile = (item: CartItem): CartItem => ({
  ...item,
  specialQuote: { text: item.specialQuote.text, fileBase64: null, fileName: null },
});

function retryLater() {
  if (retryTimer || !syncing) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sync();
  }, RETRY_MS);
}

/** Reads the server's cart; the first read after signing in may adopt this browser's copy. */
async function pull() {
  const fresh = await fetchServerCart();
  if (!syncing) return;
  server = fresh;
  if (!adopted) {
    adopted = true;
    // A buyer's first cart on the server is the one this browser already had.
    const local = readCart();
    // It already shows the changes made meanwhile, so it replaces them.
    if (fresh.version === 0 && fresh.items.length === 0 && local.length > 0) {
      pending = [() => [...local]];
    }
  }
}

/** Sends the pending changes until the server has them all (one run at a time). */
function sync(): Promise<void> {
  if (running) return running;
  running = (async () => {
    let conflicts = 0;
    try {
      if (!server) await pull();
      while (syncing && server && pending.length > 0) {
        const changes = pending.slice();
        const items = await withFilesOnServer(applied(server.items, changes));
        try {
          server = await putServerCart({ items, version: server.version });
          pending = pending.slice(changes.length);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.status === 409 && conflicts < MAX_CONFLICTS) {
            conflicts += 1;
            server = (error.body as { cart: ServerCart }).cart;
            continue;
          }
          if (error.status >= 400 && error.status < 500 && error.status !== 409) {
            // Refused (signed out, a line the server will not keep): the server's cart stands.
            pending = pending.slice(changes.length);
            if (error.status === 401 || error.status === 403) stopSync();
            break;
          }
          throw error;
        }
      }
      showServerCart();
    } catch {
      // No answer, or the server failed: the copy keeps the changes, sent again shortly.
      retryLater();
    } finally {
      running = undefined;
    }
    // Changes made while the last ones were on their way.
    if (syncing && pending.length > 0 && server && !retryTimer) void sync();
  })();
  return running;
}

/** Reads the server's cart again (a page load, the window shown again). */
async function refresh() {
  if (!syncing || running) return;
  try {
    await pull();
    showServerCart();
    if (pending.length > 0) void sync();
  } catch {
    retryLater();
  }
}

function startSync() {
  if (syncing) return;
  syncing = true;
  adopted = false;
  server = undefined;
  void sync();
}

function stopSync() {
  syncing = false;
  server = undefined;
  pending = [];
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

/** Starts or stops following the server's cart as the buyer signs in or out. */
function followSession() {
  if (signedInNow()) startSync();
  else stopSync();
}

if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_CHANGED, followSession);
  window.addEventListener('online', () => void sync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  // A `cart` written by something other than this store (the specification's own client code,
  // say) and announced with `cartUpdated`: the server takes it as it is.
  window.addEventListener(CART_UPDATED_EVENT, () => {
    if (announcing || !syncing) return;
    const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
    if (raw === ownRaw) return;
    ownRaw = raw;
    const items = parseCart(raw);
    pending.push(() => items);
    void sync();
  });
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
  if (!syncing || JSON.stringify(after) === JSON.stringify(before)) return;
  pending.push(change);
  void sync();
}

/** Test seam: resolves once the server has every change made so far (or gave up for now). */
export const cartSynced = () => running ?? Promise.resolve();

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
  stopSync();
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
