import type { Queryable } from '#src/db/database';
import * as repo from './delivery-statuses.repo';

/** The delivery statuses in their order (staff edit them on the content screen). */
export const listDeliveryStatuses = (db: Queryable) => repo.listDeliveryStatuses(db);
