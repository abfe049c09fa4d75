import type { Database, Queryable } from '#src/db/database';
import type { InboxQuery } from '#src/shared/schemas/admin-inbox';
import * as repo from './inbox.repo';

/** Contact messages, newest first, one page of them. */
export const listContactMessages = (db: Queryable, query: InboxQuery) =>
  repo.listContactMessages(db, query);

/** Callback requests, newest first, one page of them. */
export const listCallbackRequests = (db: Queryable, query: InboxQuery) =>
  repo.listCallbackRequests(db, query);

/** The stored file behind a message's attachment, for the staff download. */
export const contactAttachment = (db: Queryable, id: number) => repo.contactAttachment(db, id);

/**
 * Marks a contact message handled (once: again changes nothing) and answers it as it now
 * stands, or undefined when there is no such message.
 */
export async function markContactMessageHandled(db: Database, id: number, staffId: number) {
  await repo.markContactMessageHandled(db, id, staffId);
  return repo.findContactMessage(db, id);
}

/** The same for a callback request. */
export async function markCallbackRequestHandled(db: Database, id: number, staffId: number) {
  await repo.markCallbackRequestHandled(db, id, staffId);
  return repo.findCallbackRequest(db, id);
}
