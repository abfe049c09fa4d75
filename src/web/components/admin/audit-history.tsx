import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../ui/spinner';
import { formatDateTime } from './format';

/** One row of GET /api/admin/audit. */
export interface AuditEntry {
  id: number;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  actorName: string | null;
  actorEmail: string | null;
}

/** An entry's before/after as a record (absent or non-object values read as empty). */
export const auditRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

interface AuditHistoryProps<Entry extends AuditEntry> {
  query: UseQueryResult<{ entries: Entry[] }>;
  /** Id of the heading that names the section. */
  titleId: string;
  actionLabels: Record<string, string>;
  /** An entry's heading in words of its own ("Payment of €10.00 …"); else its action's label. */
  title?: (entry: Entry) => string | undefined;
  /** The lines that say what an entry changed. */
  changes: (entry: Entry) => string[];
  emptyText: string;
  className: string;
  /** False when something else (e.g. a <summary>) already shows the titleId heading. */
  showTitle?: boolean;
}

/** Admin issue, item 7: who changed a record, when, and what. */
export function AuditHistory<Entry extends AuditEntry>({
  query,
  titleId,
  actionLabels,
  title,
  changes,
  emptyText,
  className,
  showTitle = true,
}: AuditHistoryProps<Entry>) {
  return (
    <section aria-labelledby={titleId} className={className}>
      {showTitle && (
        <h2 id={titleId} className="text-lg font-semibold">
          History
        </h2>
      )}
      {query.isPending ? (
        <Spinner label="Loading the history" className="py-6" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm">
          The history could not load.
        </p>
      ) : query.data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">{emptyText}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {query.data.entries.map((entry) => (
            <li
              key={entry.id}
              className="border-l-2 border-linen-300 pl-3 text-sm [overflow-wrap:anywhere]"
            >
              <p className="font-medium">
                {title?.(entry) ?? actionLabels[entry.action] ?? entry.action}
              </p>
              <p className="text-linen-700">
                {entry.actorName ?? entry.actorEmail ?? 'Someone no longer on staff'} ·{' '}
                {formatDateTime(entry.createdAt)}
              </p>
              <ul className="mt-1 text-linen-800">
                {changes(entry).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
