import { clear, createStore, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The cart's quote files, kept in this browser's IndexedDB (docs/decisions/0021). The cart itself
 * lives in localStorage (docs/business-rules.md "Cart"), which holds about 5 MB per site: too
 * little for the 10 MB files docs/business-rules.md "Files" allows. A cart line names its file by
 * `specialQuote.fileId`; checkout reads the bytes back from here.
 */

interface KeptQuoteFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

let quoteStore: UseStore | undefined;
const store = () => (quoteStore ??= createStore('trade-shop-quote-files', 'files'));

export const QUOTE_FILE_NOT_KEPT =
  'The quote file could not be kept in this browser (it may have no room left). Please try again, or add the line without the file and send it to us by email.';

/**
 * A name no other file of this browser has (random, since a kept file outlives the page),
 * led by the time it was kept: a file no line names yet may be an addition in progress.
 */
function newFileId(): string {
  const random = new Uint32Array(3);
  crypto.getRandomValues(random);
  return [Date.now(), ...random].map((part) => part.toString(36)).join('.');
}

/** How long a file no line names is left alone: another tab may be adding its line. */
export const UNNAMED_GRACE_MS = 10 * 60 * 1000;

const keptAt = (id: string) => parseInt(id.split('.')[0] ?? '', 36) || 0;

/** Keeps the file's bytes; answers the id a cart line names it by. Throws if it cannot. */
export async function keepQuoteFile(name: string, type: string, bytes: ArrayBuffer) {
  const id = newFileId();
  const file: KeptQuoteFile = { name, type, bytes };
  await set(id, file, store());
  return id;
}

/** The kept file as a File for a form, or undefined when this browser no longer has it. */
export async function keptQuoteFile(id: string): Promise<File | undefined> {
  const kept = await get<KeptQuoteFile>(id, store());
  return kept && new File([kept.bytes], kept.name, { type: kept.type });
}

/** The ids of every file kept now. */
export const keptQuoteFileIds = () => keys<string>(store());

/** Lets go of these files, which a cart line named and no line names any more. */
export async function forgetQuoteFiles(ids: readonly string[]) {
  if (ids.length > 0) await delMany([...ids], store());
}

/**
 * Lets go of the files no line in `named` names that were kept longer ago than the grace
 * period: what an addition cut short (a tab closed while it stored its file) left behind.
 */
export async function forgetUnnamedQuoteFiles(named: ReadonlySet<string>, now = Date.now()) {
  const stale = (await keptQuoteFileIds()).filter(
    (id) => !named.has(id) && now - keptAt(id) > UNNAMED_GRACE_MS,
  );
  await forgetQuoteFiles(stale);
}

/** Signing out: every kept file goes, whoever's line it was for (a shared computer). */
export const forgetAllQuoteFiles = () => clear(store());
