import type { Queryable } from '#src/db/database';
import * as repo from './content.repo';

/** The news the storefront shows: the latest one, or none. */
export const currentNews = (db: Queryable) => repo.currentNews(db);
