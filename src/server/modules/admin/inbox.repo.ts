import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { uploadedFiles } from '#src/db/schema/files';
import { callbackRequests, contactMessages } from '#src/db/schema/inbox';
import type {
  CallbackRequestItem,
  ContactMessageItem,
  InboxPagination,
  InboxQuery,
} from '#src/shared/schemas/admin-inbox';
import { recordAudit } from '../../lib/audit';

type Table = typeof contactMessages | typeof callbackRequests;

const handledFilter = (table: Table, handled: InboxQuery['handled']): SQL | undefined =>
  handled === undefined
    ? undefined
    : handled === 'true'
      ? isNotNull(table.handledAt)
      : isNull(table.handledAt);

function paginationOf(total: number, { page, limit }: InboxQuery): InboxPagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    total,
    totalPages,
    currentPage: page,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}

const handledByOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? 'Former staff member' };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const messageColumns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  phoneNumber: contactMessages.phoneNumber,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledById: contactMessages.handledBy,
  handledByName: users.fullName,
  fileName: uploadedFiles.originalName,
  fileType: uploadedFiles.mimeType,
  fileSize: uploadedFiles.sizeBytes,
};

type MessageRow = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null;
};

function toMessage(row: MessageRow): ContactMessageItem {
  return {
    id: row.id!,
    fullName: row.fullName!,
    email: row.email!,
    phoneNumber: row.phoneNumber!,
    message: row.message!,
    createdAt: row.createdAt!.toISOString(),
    attachment:
      row.fileName === null
        ? null
        : { name: row.fileName, mimeType: row.fileType!, sizeBytes: row.fileSize! },
    handledAt: iso(row.handledAt),
    handledBy: handledByOf(row.handledById, row.handledByName),
  };
}

function selectMessages(db: Queryable) {
  return db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, contactMessages.attachmentFileId))
    .leftJoin(users, eq(users.id, contactMessages.handledBy));
}

/** Contact messages, newest first, one page of them. */
export async function listContactMessages(db: Queryable, query: InboxQuery) {
  const where = handledFilter(contactMessages, query.handled);
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toMessage), pagination: paginationOf(total!.n, query) };
}

export async function findContactMessage(db: Queryable, id: number) {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  return row ? toMessage(row) : undefined;
}

/** The stored file behind a message's attachment, for the staff download. */
export async function contactAttachment(db: Queryable, id: number) {
  const [row] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      originalName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
    })
    .from(contactMessages)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, contactMessages.attachmentFileId))
    .where(eq(contactMessages.id, id));
  return row;
}

const callbackColumns = {
  id: callbackRequests.id,
  name: callbackRequests.name,
  companyName: callbackRequests.companyName,
  phoneNumber: callbackRequests.phoneNumber,
  message: callbackRequests.message,
  createdAt: callbackRequests.createdAt,
  handledAt: callbackRequests.handledAt,
  handledById: callbackRequests.handledBy,
  handledByName: users.fullName,
};

type CallbackRow = {
  [K in keyof typeof callbackColumns]: (typeof callbackColumns)[K]['_']['data'] | null;
};

function toCallback(row: CallbackRow): CallbackRequestItem {
  return {
    id: row.id!,
    name: row.name!,
    companyName: row.companyName!,
    phoneNumber: row.phoneNumber!,
    message: row.message!,
    createdAt: row.createdAt!.toISOString(),
    handledAt: iso(row.handledAt),
    handledBy: handledByOf(row.handledById, row.handledByName),
  };
}

function selectCallbacks(db: Queryable) {
  return db
    .select(callbackColumns)
    .from(callbackRequests)
    .leftJoin(users, eq(users.id, callbackRequests.handledBy));
}

/** Callback requests, newest first, one page of them. */
export async function listCallbackRequests(db: Queryable, query: InboxQuery) {
  const where = handledFilter(callbackRequests, query.handled);
  const [rows, [total]] = await Promise.all([
    selectCallbacks(db)
      .where(where)
      .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(callbackRequests).where(where),
  ]);
  return { items: rows.map(toCallback), pagination: paginationOf(total!.n, query) };
}

export async function findCallbackRequest(db: Queryable, id: number) {
  const [row] = await selectCallbacks(db).where(eq(callbackRequests.id, id));
  return row ? toCallback(row) : undefined;
}

/**
 * Marks an item handled by this member of staff, once: a second call (a double click,
 * a colleague at the same time) changes nothing and keeps the first who/when.
 */
async function markHandled(
  db: Database,
  table: Table,
  entityType: 'contact-message' | 'callback-request',
  id: number,
  actorUserId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const changed = await tx
      .update(table)
      .set({ handledAt: now, handledBy: actorUserId })
      .where(and(eq(table.id, id), isNull(table.handledAt)))
      .returning({ id: table.id });
    if (changed.length === 0) return false;
    await recordAudit(tx, {
      actorUserId,
      entityType,
      entityId: id,
      action: 'mark-handled',
      before: { handledAt: null, handledBy: null },
      after: { handledAt: now.toISOString(), handledBy: actorUserId },
    });
    return true;
  });
}

export const markContactMessageHandled = (db: Database, id: number, actorUserId: number) =>
  markHandled(db, contactMessages, 'contact-message', id, actorUserId);

export const markCallbackRequestHandled = (db: Database, id: number, actorUserId: number) =>
  markHandled(db, callbackRequests, 'callback-request', id, actorUserId);
