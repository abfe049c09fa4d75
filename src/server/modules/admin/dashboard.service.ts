import type { Database } from '#src/db/database';
import * as repo from './dashboard.repo';

/** The shop's day at a glance (admin issue, item 8): one statement in dashboard.repo.ts. */
export const dashboard = (db: Database) => repo.dashboardFigures(db);
