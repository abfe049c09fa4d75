import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { news, siteAssets } from '#src/db/schema/content';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import {
  RESERVED_STATUS_NAMES,
  RULE_STATUSES,
  STATUS_DELIVERED_LAST,
  STATUS_FIRST_HAS_A_RULE,
  STATUS_HAS_A_RULE,
  STATUS_IN_USE,
  STATUS_LAST,
  STATUS_NAME_RESERVED,
  STATUS_NAME_TAKEN,
  STATUS_NOT_FOUND,
  STATUS_ORDER_MISMATCH,
  type AdminNews,
  type DeliveryStatus,
} from '#src/shared/schemas/admin-content';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import { sanitizeStaffHtml } from '../../lib/sanitize-html';
import { currentNews } from '../content/content.repo';

const FIELD = 'deliveryStatus';

// ---- news ----

/**
 * Saves the news block, sanitised (docs/business-rules.md "Staff HTML"). The storefront reads it
 * from the database on every request (no server cache), so the next page load shows it.
 */
export async function saveNews(
  db: Database,
  html: string,
  actorUserId: number,
): Promise<AdminNews> {
  const content = sanitizeStaffHtml(html);
  return db.transaction(async (tx) => {
    const before = await currentNews(tx);
    const values = { content, updatedBy: actorUserId, updatedAt: new Date() };
    const [row] = before
      ? await tx.update(news).set(values).where(eq(news.id, before.id)).returning()
      : await tx.insert(news).values(values).returning();
    await recordAudit(tx, {
      actorUserId,
      entityType: 'news',
      entityId: row!.id,
      action: 'update',
      before: before ? { content: before.content } : null,
      after: { content },
    });
    return { id: row!.id, content: row!.content, updatedAt: row!.updatedAt.toISOString() };
  });
}

// ---- delivery statuses ----

const lower = (name: string) => name.trim().toLowerCase();
const hasRule = (name: string) => (RULE_STATUSES as readonly string[]).includes(lower(name));
const DELIVERED: (typeof RULE_STATUSES)[number] = 'order delivered';
const isDelivered = (status: DeliveryStatus) => lower(status.deliveryStatus) === DELIVERED;

/**
 * The list's two fixed points (docs/business-rules.md "Delivery statuses"): new orders start at the
 * first status, which must leave them cancellable; the list ends with Order Delivered.
 */
function checkEnds(ordered: DeliveryStatus[]) {
  if (ordered.some(isDelivered) && !isDelivered(ordered.at(-1)!)) {
    throw new FormError(409, [{ field: 'ids', message: STATUS_DELIVERED_LAST }]);
  }
  if (ordered.length > 1 && hasRule(ordered[0]!.deliveryStatus)) {
    throw new FormError(409, [{ field: 'ids', message: STATUS_FIRST_HAS_A_RULE }]);
  }
}

export const listStatuses = (db: Queryable): Promise<DeliveryStatus[]> =>
  db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));

/** The whole list, locked: every change to it renumbers or checks its neighbours. */
async function lockedStatuses(tx: Queryable): Promise<DeliveryStatus[]> {
  return tx.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position)).for('update');
}

function checkName(list: DeliveryStatus[], name: string, exceptId?: number) {
  if ((RESERVED_STATUS_NAMES as readonly string[]).includes(lower(name))) {
    throw new FormError(400, [{ field: FIELD, message: STATUS_NAME_RESERVED }]);
  }
  if (list.some((s) => s.id !== exceptId && lower(s.deliveryStatus) === lower(name))) {
    throw new FormError(409, [{ field: FIELD, message: STATUS_NAME_TAKEN }]);
  }
}

/**
 * Positions are unique, so rewriting them in one statement could collide half way:
 * move them all out of the way (negative), then number 1..n in the wanted order.
 */
async function renumber(tx: Queryable, ids: number[]) {
  await tx.update(deliveryStatuses).set({ position: sql`-${deliveryStatuses.position} - 1` });
  for (const [index, id] of ids.entries()) {
    await tx
      .update(deliveryStatuses)
      .set({ position: index + 1 })
      .where(eq(deliveryStatuses.id, id));
  }
}

export async function createStatus(db: Database, name: string, actorUserId: number) {
  return db.transaction(async (tx) => {
    const list = await lockedStatuses(tx);
    checkName(list, name);
    const position = Math.max(0, ...list.map((s) => s.position)) + 1;
    let [row] = await tx
      .insert(deliveryStatuses)
      .values({ deliveryStatus: name, position })
      .returning();
    // A new step comes before the delivery itself, which stays last.
    const delivered = list.find(isDelivered);
    if (delivered) {
      const ids = list.filter((s) => s !== delivered).map((s) => s.id);
      await renumber(tx, [...ids, row!.id, delivered.id]);
      [row] = await tx.select().from(deliveryStatuses).where(eq(deliveryStatuses.id, row!.id));
    }
    await recordAudit(tx, {
      actorUserId,
      entityType: 'delivery-status',
      entityId: row!.id,
      action: 'create',
      after: { deliveryStatus: name, position: row!.position },
    });
    return row!;
  });
}

export async function renameStatus(db: Database, id: number, name: string, actorUserId: number) {
  return db.transaction(async (tx) => {
    const list = await lockedStatuses(tx);
    const status = list.find((s) => s.id === id);
    if (!status) throw new FormError(404, [], STATUS_NOT_FOUND);
    if (status.deliveryStatus === name) return status;
    if (hasRule(status.deliveryStatus) && lower(status.deliveryStatus) !== lower(name)) {
      throw new FormError(409, [{ field: FIELD, message: STATUS_HAS_A_RULE }]);
    }
    checkName(list, name, id);
    const [row] = await tx
      .update(deliveryStatuses)
      .set({ deliveryStatus: name })
      .where(eq(deliveryStatuses.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      entityType: 'delivery-status',
      entityId: id,
      action: 'rename',
      before: { deliveryStatus: status.deliveryStatus },
      after: { deliveryStatus: name },
    });
    return row!;
  });
}

export async function reorderStatuses(db: Database, ids: number[], actorUserId: number) {
  return db.transaction(async (tx) => {
    const list = await lockedStatuses(tx);
    const known = new Set(list.map((s) => s.id));
    const unique = new Set(ids);
    if (unique.size !== ids.length || ids.length !== list.length || !ids.every((i) => known.has(i)))
      throw new FormError(409, [{ field: 'ids', message: STATUS_ORDER_MISMATCH }]);
    const byId = new Map(list.map((s) => [s.id, s]));
    checkEnds(ids.map((id) => byId.get(id)!));
    const unchanged = list.every((s, i) => s.id === ids[i]);
    if (!unchanged) {
      await renumber(tx, ids);
      const nameOf = new Map(list.map((s) => [s.id, s.deliveryStatus]));
      await recordAudit(tx, {
        actorUserId,
        entityType: 'delivery-status',
        entityId: 'list',
        action: 'reorder',
        before: list.map((s) => s.deliveryStatus),
        after: ids.map((i) => nameOf.get(i)),
      });
    }
    return listStatuses(tx);
  });
}

export async function deleteStatus(db: Database, id: number, actorUserId: number) {
  return db.transaction(async (tx) => {
    const list = await lockedStatuses(tx);
    const status = list.find((s) => s.id === id);
    if (!status) throw new FormError(404, [], STATUS_NOT_FOUND);
    if (hasRule(status.deliveryStatus)) throw new FormError(409, [], STATUS_HAS_A_RULE);
    if (list.length === 1) throw new FormError(409, [], STATUS_LAST);
    checkEnds(list.filter((s) => s.id !== id));
    // Any order, cancelled or delivered too: its history names this status.
    const [used] = await tx
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.deliveryStatusId, id));
    if (used!.n > 0) throw new FormError(409, [], STATUS_IN_USE);
    await tx.delete(deliveryStatuses).where(eq(deliveryStatuses.id, id));
    await renumber(
      tx,
      list.filter((s) => s.id !== id).map((s) => s.id),
    );
    await recordAudit(tx, {
      actorUserId,
      entityType: 'delivery-status',
      entityId: id,
      action: 'delete',
      before: { deliveryStatus: status.deliveryStatus, position: status.position },
    });
    return listStatuses(tx);
  });
}

// ---- site files (hero poster, video): content.images.ts, content.video.ts ----

/** What the site file's row holds, undefined before it was first replaced. */
export async function siteAssetOf(tx: Queryable, key: string) {
  const [row] = await tx.select().from(siteAssets).where(eq(siteAssets.key, key));
  return row;
}

/** The site file's new address, noted with when it changed. */
export async function saveSiteAsset(tx: Queryable, key: string, url: string) {
  await tx
    .insert(siteAssets)
    .values({ key, url, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteAssets.key, set: { url, updatedAt: sql`now()` } });
}
