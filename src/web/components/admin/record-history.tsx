import { useId, useState } from 'react';
import { AuditHistory, auditRecord, type AuditEntry } from './audit-history';
import { useAuditTrail } from './use-audit-trail';

interface RecordHistoryProps {
  entityType: string;
  entityId: string | number;
  /** What the record is called, for screen readers: "History of {name}". */
  name: string;
  actionLabels: Record<string, string>;
  changes: (entry: AuditEntry) => string[];
  emptyText?: string;
  className?: string;
}

/**
 * Admin issue, item 7, for records shown in lists (categories, sizes, fabrics, statuses):
 * a collapsed "History" that asks the server only once someone opens it.
 */
export function RecordHistory({ className = 'mt-2 text-sm', ...props }: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <details
      className={`relative ${className}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary id={titleId} className="cursor-pointer text-linen-700 hover:text-linen-900">
        History<span className="sr-only"> of {props.name}</span>
      </summary>
      {open && <OpenHistory titleId={titleId} {...props} />}
    </details>
  );
}

function OpenHistory({
  entityType,
  entityId,
  actionLabels,
  changes,
  emptyText = 'No staff changes recorded yet.',
  titleId,
}: Omit<RecordHistoryProps, 'name' | 'className'> & { titleId: string }) {
  return (
    <AuditHistory
      query={useAuditTrail(entityType, entityId)}
      titleId={titleId}
      showTitle={false}
      actionLabels={actionLabels}
      changes={changes}
      emptyText={emptyText}
      className="mt-2"
    />
  );
}

function show(value: unknown, format?: (value: unknown) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (format) return format(value);
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(value);
}

/**
 * "Name: Headboards → Beds & Headboards" for each labelled field the entry changed;
 * a created record lists its values, a deleted one what it held. Unlabelled fields
 * (ids, positions kept for the record) are left out.
 */
export function fieldChanges(
  labels: Record<string, string>,
  format: Record<string, (value: unknown) => string> = {},
) {
  return (entry: AuditEntry): string[] => {
    const before = auditRecord(entry.before);
    const after = auditRecord(entry.after);
    const fields = Object.keys(labels).filter((field) => field in before || field in after);
    return fields.flatMap((field) => {
      const label = labels[field]!;
      const was = before[field];
      const now = after[field];
      if (!(field in after)) return [`${label}: ${show(was, format[field])}`];
      if (!(field in before) || entry.before === null)
        return [`${label}: ${show(now, format[field])}`];
      if (JSON.stringify(was) === JSON.stringify(now)) return [];
      return [`${label}: ${show(was, format[field])} → ${show(now, format[field])}`];
    });
  };
}
