import {
  AuditHistory,
  auditRecord,
  type AuditEntry,
} from '#src/web/components/admin/audit-history';
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

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** "short name: Galway Bay → Galway Bay Hotels" for each field the action set. */
function changes(entry: AuditEntry): string[] {
  const before = auditRecord(entry.before);
  const after = auditRecord(entry.after);
  const fields = Object.keys(after).length > 0 ? Object.keys(after) : Object.keys(before);
  return fields.map((field) => {
    const label = field.replaceAll('_', ' ');
    if (!(field in after)) return `${label}: ${show(before[field])}`;
    return field in before && before[field] !== after[field]
      ? `${label}: ${show(before[field])} → ${show(after[field])}`
      : `${label}: ${show(after[field])}`;
  });
}

/** Who changed this company, when, and what: staff and its owners alike. */
export function CompanyHistory({ companyId }: { companyId: number }) {
  return (
    <AuditHistory
      query={useCompanyAudit(companyId)}
      titleId="company-history-title"
      actionLabels={ACTION_LABELS}
      changes={changes}
      emptyText="No changes yet."
      className={panelClassName}
    />
  );
}
