import { clear, createStore, delMany, get, set, type UseStore } from 'idb-keyval';

/**
 * The cart's quote files, kept in this browser's IndexedDB (docs/decisions/0021). The
 * cart itself lives in localStorage (accounts-and-ordering §3), which holds about 5 MB
 * per site: too little for the 10 MB files DECISIONS #18 allows. A cart line names its
 * file by `specialQuote.fileId`; checkout reads the bytes back from here.
 */

interface KeptQuoteFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** The IndexedDB database and object store that hold them. */
export const QUOTE_FILES_DB = ['trade-shop-quote-files', 'files'] as const;

let quoteStore: UseStore | undefined;
const store = () => (quoteStore ??= createStore(...QUOTE_FILES_DB));

export const QUOTE_FILE_NOT_KEPT =
  'The quote file could not be kept in this browser (it may have no room left). Please try again, or add the line without the file and send it to us by email.';

/** A name no other file of this browser has: random, since a kept file outlives the page. */
function newFileId(): string {
  const random = new Uint32Array(4);
  crypto.getRandomValues(random);
  return Array.from(random, (part) => part.toString(36)).join('');
}

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

/** Lets go of files no cart line names any more. */
export async function forgetQuoteFiles(ids: readonly string[]) {
  if (ids.length > 0) await delMany([...ids], store());
}

/** The cart is empty: every kept file goes, those of unfinished additions included. */
export const forgetAllQuoteFiles = () => clear(store());
