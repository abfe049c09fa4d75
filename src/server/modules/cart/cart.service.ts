import type { FastifyBaseLogger } from 'fastify';
import { MAX_CART_LINES, type CartItem } from '#src/shared/domain/cart';
import {
  CART_FILE_UNKNOWN,
  CART_TOO_MANY_FILES,
  cartItemSchema,
  type CartFile,
  type ServerCart,
} from '#src/shared/schemas/cart';
import type { Database } from '#src/db/database';
import type { FileStorage, StagedFile } from '../../lib/file-storage';
import { FormError } from '../../lib/form-validation';
import {
  cartFile,
  cartFilesOf,
  countCartFiles,
  deleteCartFiles,
  deleteCartsUntouchedSince,
  deleteUnnamedCartFiles,
  lockCart,
  readCart,
  writeCart,
  type Db,
} from './cart.repo';

export interface CartDeps {
  db: Database;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/** How long a cart nobody changes is kept (docs/business-rules.md "Cart"). */
export const CART_KEPT_DAYS = 30;
/** How long an uploaded quote file may wait for its line (an addition in progress). */
export const UNNAMED_CART_FILE_HOURS = 24;
/** Quote files a cart may hold, its lines' and those waiting for a line. */
export const MAX_CART_FILES = MAX_CART_LINES;

const DAY = 24 * 60 * 60 * 1000;

/** The stored lines, read again through the schema: a row is never trusted blindly. */
function itemsOf(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const parsed = cartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

const fileIdsOf = (items: readonly CartItem[]) =>
  new Set(items.flatMap((item) => (item.specialQuote.fileId ? [item.specialQuote.fileId] : [])));

export async function getCart(db: Db, userId: number): Promise<ServerCart> {
  const row = await readCart(db, userId);
  return { items: itemsOf(row?.items), version: row?.version ?? 0 };
}

export type PutCartOutcome = { saved: ServerCart } | { conflict: ServerCart };

/**
 * Replaces the cart when `version` is the version it was read at; otherwise answers the cart
 * as it is now, for the browser to apply its change to again (docs/api.md "Cart"). Lines name
 * only quote files this buyer uploaded; files no line names any more are forgotten.
 */
export async function putCart(
  deps: CartDeps,
  userId: number,
  wanted: ServerCart,
): Promise<PutCartOutcome> {
  const { outcome, removed } = await deps.db.transaction(
    async (
      tx,
    ): Promise<{
      outcome: PutCartOutcome;
      removed: Array<{ storageKey: string }>;
    }> => {
      const current = await lockCart(tx, userId);
      const currentVersion = current?.version ?? 0;
      const before = itemsOf(current?.items);
      if (wanted.version !== currentVersion) {
        return { outcome: { conflict: { items: before, version: currentVersion } }, removed: [] };
      }
      const named = fileIdsOf(wanted.items);
      const known = new Map((await cartFilesOf(tx, userId, [...named])).map((f) => [f.fileId, f]));
      if (known.size !== named.size) {
        throw new FormError(422, [{ field: 'items', message: CART_FILE_UNKNOWN }]);
      }
      // The file's name and size as the server keeps them: what the line shows and is keyed by.
      const items = wanted.items.map((item) => {
        const file = item.specialQuote.fileId && known.get(item.specialQuote.fileId);
        return file
          ? {
              ...item,
              specialQuote: {
                ...item.specialQuote,
                fileName: file.fileName,
                fileSize: file.fileSize,
              },
            }
          : item;
      });
      const written = await writeCart(tx, userId, items, currentVersion + 1);
      if (!written) return { outcome: { conflict: await getCart(tx, userId) }, removed: [] };
      const gone = [...fileIdsOf(before)].filter((id) => !named.has(id));
      return {
        outcome: { saved: { items, version: written.version } },
        removed: await deleteCartFiles(tx, userId, gone),
      };
    },
  );
  await forgetBytes(deps, removed);
  return outcome;
}

async function forgetBytes(deps: CartDeps, removed: ReadonlyArray<{ storageKey: string }>) {
  for (const { storageKey } of removed) {
    // The row is gone, so nothing can reach these bytes: a failure only takes disk space.
    await deps.files.remove(storageKey).catch((error: unknown) => {
      deps.log.warn({ err: error, storageKey }, 'could not remove a cart quote file');
    });
  }
}

/**
 * Keeps an uploaded quote file for a line about to be added (checked by size and content as
 * every quote file is). Refused past MAX_CART_FILES waiting or named files.
 */
export async function keepCartFile(
  deps: CartDeps,
  userId: number,
  staged: StagedFile,
): Promise<CartFile> {
  try {
    if ((await countCartFiles(deps.db, userId)) >= MAX_CART_FILES) {
      throw new FormError(422, [{ field: 'file', message: CART_TOO_MANY_FILES }]);
    }
    const fileId = await deps.files.save(deps.db, staged, {
      purpose: 'cart_quote',
      ownerUserId: userId,
    });
    return {
      fileId,
      fileName: staged.originalName,
      fileSize: staged.sizeBytes,
      mimeType: staged.mimeType,
    };
  } catch (error) {
    await deps.files.discard(staged);
    throw error;
  }
}

export const findCartFile = (db: Database, userId: number, id: string) => cartFile(db, userId, id);

/**
 * Housekeeping: carts nobody changed for CART_KEPT_DAYS go with their files, and files no
 * line names that were uploaded more than UNNAMED_CART_FILE_HOURS ago. Safe from every
 * instance at once.
 */
export async function sweepCarts(deps: CartDeps, now = new Date()) {
  const carts = await deleteCartsUntouchedSince(
    deps.db,
    new Date(now.getTime() - CART_KEPT_DAYS * DAY),
  );
  const files = await deleteUnnamedCartFiles(
    deps.db,
    new Date(now.getTime() - (UNNAMED_CART_FILE_HOURS * DAY) / 24),
  );
  await forgetBytes(deps, files);
  return { carts: carts.length, files: files.length };
}
