import { fieldChanges } from '#src/web/components/admin/record-history';
import type { AuditEntry } from '#src/web/components/admin/audit-history';

// What each content action is called in a record's History (admin issue, item 7).

export const newsHistory = {
  actionLabels: { update: 'News saved' },
  // The text is HTML and long: say that it changed rather than print it.
  changes: (entry: AuditEntry) => (entry.before === null ? ['First version'] : ['Text edited']),
};

export const deliveryStatusHistory = {
  actionLabels: { create: 'Added', rename: 'Renamed', delete: 'Deleted' },
  changes: fieldChanges({ deliveryStatus: 'Name' }),
};
