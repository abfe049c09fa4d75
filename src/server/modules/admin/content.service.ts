import type { Database } from '#src/db/database';
import * as repo from './content.repo';

// The content screen's writes: each one transaction with its audit record, in content.repo.ts.

/** Saves the home page news block, sanitised before it is stored. */
export const saveNews = (db: Database, html: string, staffId: number) =>
  repo.saveNews(db, html, staffId);

/** Adds a delivery status at the end of the list, before Order Delivered. */
export const createStatus = (db: Database, name: string, staffId: number) =>
  repo.createStatus(db, name, staffId);

export const renameStatus = (db: Database, id: number, name: string, staffId: number) =>
  repo.renameStatus(db, id, name, staffId);

/** Every id exactly once, first to last. */
export const reorderStatuses = (db: Database, ids: number[], staffId: number) =>
  repo.reorderStatuses(db, ids, staffId);

/** Only a status no order has ever had. */
export const deleteStatus = (db: Database, id: number, staffId: number) =>
  repo.deleteStatus(db, id, staffId);
