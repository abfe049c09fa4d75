import {
  AuditHistory,
  auditRecord,
  type AuditEntry,
} from '#src/web/components/admin/audit-history';
import { formatPhone } from '#src/shared/domain/phone';
import { panelClassName } from '#src/web/components/admin/console-forms';
import { useCompanyAudit } from '../api/get-company-audit';

const ACTION_LABELS: Record<string, string> = {
  details: 'Company details corrected',
  'credit-limit': 'Credit limit changed',
  member: 'Member changed',
  invited: 'Colleague invited',
  'invitation-withdrawn': 'Invitation withdrawn',
  joined: 'Colleague joined',
  'site-added': 'Delivery site added',
  'site-changed': 'Delivery site changed',
  'site-archived': 'Delivery site removed',
};

const showValue = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Row ids the record keeps to find its row again: they say nothing to a reader. */
const ROW_IDS = new Set(['id', 'invitation']);

/** Who or what a record is about: named even when it did not change. */
const SUBJECTS = new Set(['member', 'email', 'name']);

/**
 * "short name: Galway Bay → Galway Bay Hotels" for each field the action set; a member
 * by name (`names`, the company's members by id), a phone as people write it, row ids
 * left out, and of a change with a before and an after only what changed and whom.
 */
function changesOf(entry: AuditEntry, names: ReadonlyMap<number, string>): string[] {
  const before = auditRecord(entry.before);
  const after = auditRecord(entry.after);
  const both = Object.keys(before).length > 0 && Object.keys(after).length > 0;
  const fields = (Object.keys(after).length > 0 ? Object.keys(after) : Object.keys(before)).filter(
    (field) =>
      !ROW_IDS.has(field) &&
      (!both || SUBJECTS.has(field) || !(field in before) || before[field] !== after[field]),
  );
  const show = (field: string, value: unknown) =>
    field === 'member' && typeof value === 'number'
      ? (names.get(value) ?? `a former member (#${value})`)
      : field.endsWith('phone') && typeof value === 'string' && value !== ''
        ? formatPhone(value)
        : showValue(value);
  return fields.map((field) => {
    const label = field.replaceAll('_', ' ');
    if (!(field in after)) return `${label}: ${show(field, before[field])}`;
    return field in before && before[field] !== after[field]
      ? `${label}: ${show(field, before[field])} → ${show(field, after[field])}`
      : `${label}: ${show(field, after[field])}`;
  });
}

/** Who changed this company, when, and what: staff and its owners alike. */
export function CompanyHistory({
  companyId,
  members,
}: {
  companyId: number;
  members: ReadonlyArray<{ id: number; full_name: string }>;
}) {
  const names = new Map(members.map((member) => [member.id, member.full_name]));
  return (
    <AuditHistory
      query={useCompanyAudit(companyId)}
      titleId="company-history-title"
      actionLabels={ACTION_LABELS}
      changes={(entry) => changesOf(entry, names)}
      emptyText="No changes yet."
      className={panelClassName}
    />
  );
}
