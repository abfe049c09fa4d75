import { Spinner } from '../../../components/ui/spinner';
import { formatEuro } from '../../../lib/format';
import { useCustomerAudit } from '../api/get-customer-audit';
import { formatDateTime, panelClassName } from '../lib/display';
import type { AuditEntry } from '../types';

const ACTION_LABELS: Record<string, string> = {
  approve: 'Application approved',
  reject: 'Application rejected',
  'credit-limit': 'Credit limit changed',
  suspend: 'Account suspended',
  reactivate: 'Account reactivated',
  'staff-reset': 'Made a staff account',
};

const FIELD_LABELS: Record<string, string> = {
  credit_limit: 'Credit limit',
  status: 'Status',
  reason: 'Reason',
  note: 'Note',
  role: 'Role',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'credit_limit' && typeof value === 'number') return formatEuro(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "Credit limit: €1,000.00 → €2,500.50" for each field the action set. */
function changes(entry: AuditEntry): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  return Object.keys(after).flatMap((field) => {
    const label = FIELD_LABELS[field] ?? field.replaceAll('_', ' ');
    if (after[field] === null && !(field in before)) return [];
    return field in before && before[field] !== after[field]
      ? [`${label}: ${show(field, before[field])} → ${show(field, after[field])}`]
      : [`${label}: ${show(field, after[field])}`];
  });
}

/** Admin issue, item 7: who changed this customer, when, and what. */
export function AuditHistory({ customerId }: { customerId: number }) {
  const query = useCustomerAudit(customerId);
  return (
    <section aria-labelledby="audit-title" className={panelClassName}>
      <h2 id="audit-title" className="text-lg font-semibold">
        History
      </h2>
      {query.isPending ? (
        <Spinner label="Loading the history" className="py-6" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm">
          The history could not load.
        </p>
      ) : query.data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No staff changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {query.data.entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-linen-300 pl-3 text-sm">
              <p className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</p>
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
