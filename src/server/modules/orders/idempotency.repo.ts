import { and, eq } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { idempotencyKeys } from '#src/db/schema/orders';

// ---- Idempotency-Key (docs/business-rules.md "Orders and checkouts") ----

export interface StoredAnswer {
  requestHash: string;
  status: number | null;
  body: unknown;
}

/**
 * Claims the key inside the order's transaction. A second request with the same key
 * waits on the first's uncommitted row, then finds it: it gets the stored answer.
 * Undefined means the key is now this request's.
 */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | undefined> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return {
    requestHash: row?.requestHash ?? '',
    status: row?.responseStatus ?? null,
    body: row?.responseBody ?? null,
  };
}

export async function storeIdempotentAnswer(
  db: Db,
  userId: number,
  key: string,
  status: number,
  body: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
