import {
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  CartFullError,
  hasQuoteFile,
  isServerFileId,
  type CartItem,
} from '../../shared/domain/cart';
import type { ServerCart } from '../../shared/schemas/cart';
import { ApiError } from './api-client';
import { fetchServerCart, putServerCart, uploadCartFile, withCartFile } from './cart-api';
import { bytesOf, mimeTypeOf } from './quote-file-bytes';

/**
 * Keeps the server's cart and this browser's copy in step while a buyer is signed in
 * (docs/business-rules.md "Cart", docs/decisions/0028). Loaded by web/lib/cart-store.ts once
 * someone signs in. Every change is a function of the cart: sent applied to the server's cart
 * with the version it was read at; on 409 the same changes are applied to the cart the server
 * answered and sent again.
 */

export type CartChange = (items: readonly CartItem[]) => CartItem[];

/** This browser's copy: read it, and write it (which announces `cartUpdated`). */
export interface CartCopy {
  read(): CartItem[];
  write(items: readonly CartItem[]): void;
  /** On `cartUpdated`: whether the copy was written by other code than the store. */
  foreign(): boolean;
}

export interface CartSync {
  /** Follows the server's cart from now, with the changes made while this was loading. */
  start(early: readonly CartChange[]): void;
  stop(): void;
  active(): boolean;
  push(change: CartChange): void;
  /** Resolves once the server has every change made so far (or gave up for now). */
  synced(): Promise<void>;
}

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

const withoutFile = (item: CartItem): CartItem => ({
  ...item,
  specialQuote: { text: item.specialQuote.text, fileBase64: null, fileName: null },
});

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
        return withCartFile(item, await uploadCartFile(fileName, mimeTypeOf(fileName), bytes));
      } catch (error) {
        // A file the server refuses cannot travel with the line.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          return withoutFile(item);
        }
        throw error;
      }
    }),
  );
}

export function createCartSync(copy: CartCopy): CartSync {
  /** The server's cart as this tab last saw it; undefined until read. */
  let server: ServerCart | undefined;
  /** Changes made here that the server has not taken yet, oldest first. */
  let pending: CartChange[] = [];
  let syncing = false;
  let running: Promise<void> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the first read after signing in has happened (it may adopt this browser's copy). */
  let adopted = false;

  /** The copy becomes the server's cart with this tab's pending changes on top. */
  function showServerCart() {
    if (!server) return;
    const items = applied(server.items, pending);
    const raw = items.length === 0 ? null : JSON.stringify(items);
    if (raw !== (localStorage.getItem(CART_STORAGE_KEY) ?? null)) copy.write(items);
  }

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
      // A buyer's first cart on the server is the one this browser already had; it already
      // shows the changes made meanwhile, so it replaces them.
      const local = copy.read();
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
              if (error.status === 401 || error.status === 403) stop();
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

  /** Reads the server's cart again (the window shown again). */
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

  function stop() {
    syncing = false;
    server = undefined;
    pending = [];
    clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  window.addEventListener('online', () => void sync());
  // A `cart` written by other code (the specification's own client code, say) and announced
  // with `cartUpdated`: the server takes it as it is.
  window.addEventListener(CART_UPDATED_EVENT, () => {
    if (!syncing || !copy.foreign()) return;
    const items = copy.read();
    pending.push(() => [...items]);
    void sync();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });

  return {
    start(early) {
      if (syncing) return;
      syncing = true;
      adopted = false;
      server = undefined;
      pending = [...early];
      void sync();
    },
    stop,
    active: () => syncing,
    push(change) {
      if (!syncing) return;
      pending.push(change);
      void sync();
    },
    synced: async () => {
      await running;
    },
  };
}
