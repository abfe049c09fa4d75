/**
 * docs/api.md "Orders": the server answers a repeated Idempotency-Key with the first result. A
 * confirm whose answer never arrived (network failure, 5xx) may have placed the order, so pressing
 * Confirm again for the same cart reuses its key — kept in sessionStorage so a reload between the
 * two still counts. A different cart or address gets a new key.
 */
const STORAGE_KEY = 'checkout-idempotency';

type Entry = { signature: string; key: string };

let memory: Entry | undefined;
// True when the last write did not reach sessionStorage (full, disabled): what is stored
// there is then stale or missing, and only `memory` knows the current key. Otherwise
// sessionStorage is the truth, so a reload (or another code path clearing it) counts.
let memoryOnly = false;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): Entry | undefined {
  const store = session();
  if (!store || memoryOnly) return memory;
  try {
    const raw = store.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Entry) : undefined;
  } catch {
    // Unreadable storage: the copy in memory still covers this page's retries.
    return memory;
  }
}

function write(entry: Entry | undefined) {
  memory = entry;
  try {
    const store = session();
    if (!store) throw new Error('No sessionStorage');
    if (entry) store.setItem(STORAGE_KEY, JSON.stringify(entry));
    else store.removeItem(STORAGE_KEY);
    memoryOnly = false;
  } catch {
    // Storage full or disabled: memory only, so a retry still finds this key.
    memoryOnly = true;
  }
}

function newKey(): string {
  // randomUUID exists only in secure contexts (HTTPS, localhost).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh key, for a request that keeps its own (accepting a quote, features/quotes). */
export const newIdempotencyKey = () => newKey();

/** The key of the order with this signature: the earlier one if it was already tried. */
export function idempotencyKeyFor(signature: string): string {
  const entry = read();
  if (entry?.signature === signature) return entry.key;
  const key = newKey();
  write({ signature, key });
  return key;
}

/**
 * After an answer that settles the attempt (placed, or refused), and on sign-out (the
 * next buyer's order is another order): the next attempt gets a new key.
 */
export function forgetIdempotencyKey() {
  write(undefined);
}
