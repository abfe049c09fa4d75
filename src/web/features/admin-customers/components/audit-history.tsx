import {
  AuditHistory as SharedAuditHistory,
  auditRecord,
  type AuditEntry,
} from '#src/web/components/admin/audit-history';
import { formatEuro } from '#src/web/lib/format';
import { useCustomerAudit } from '../api/get-customer-audit';
import { panelClassName } from '../lib/display';

const ACTION_LABELS: Record<string, string> = {
  approve: 'Application approved',
  reject: 'Application rejected',
  'credit-limit': 'Credit limit changed',
  profile: 'Details corrected',
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
  full_name: 'Full name',
  phone_number: 'Phone number',
  country: 'Country',
  office_address: 'Office address',
  office_city: 'Office city',
  office_eir_code: 'Office Eircode',
  delivery_address: 'Delivery address',
  delivery_city: 'Delivery city',
  delivery_eir_code: 'Delivery Eircode',
};

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'credit_limit' && typeof value === 'number') return formatEuro(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "Credit limit: €1,000.00 → €2,500.50" for each field the action set. */
function changes(entry: AuditEntry): string[] {
  const before = auditRecord(entry.before);
  const after = auditRecord(entry.after);
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
  return (
    <SharedAuditHistory
      query={useCustomerAudit(customerId)}
      titleId="audit-title"
      actionLabels={ACTION_LABELS}
      changes={changes}
      emptyText="No staff changes yet."
      className={panelClassName}
    />
  );
}
