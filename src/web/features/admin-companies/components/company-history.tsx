import {
  AuditHistory,
  auditRecord,
  type AuditEntry,
} from '#src/web/components/admin/audit-history';
import { formatPhone } from '#src/shared/domain/phone';
import { PAYMENT_METHOD_LABELS } from '#src/shared/schemas/invoices';
import { formatDate, formatEuro } from '#src/web/lib/format';
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
  'credit-hold-lifted': 'Credit hold lifted',
  payment: 'Payment recorded',
  allocation: 'Payment allocated',
  refund: 'Refund recorded',
  'credit-note': 'Credit note issued',
};

const euro = (value: unknown) => (typeof value === 'number' ? formatEuro(value) : undefined);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const day = (value: unknown) => (text(value) ? formatDate(value as string) : undefined);
const methodOf = (value: unknown) =>
  PAYMENT_METHOD_LABELS[value as keyof typeof PAYMENT_METHOD_LABELS]?.toLowerCase();

/** The money actions in words: "Payment of €10.00 by bank transfer recorded". */
function moneyTitle(entry: AuditEntry): string | undefined {
  const after = auditRecord(entry.after);
  const amount = euro(after.amount);
  switch (entry.action) {
    case 'payment': {
      const method = methodOf(after.method);
      return amount && `Payment of ${amount}${method ? ` by ${method}` : ''} recorded`;
    }
    case 'refund':
      return amount && `Refund of ${amount} recorded`;
    case 'credit-note':
      return text(after.number) && amount && text(after.invoice)
        ? `Credit note ${text(after.number)} of ${amount} issued on ${text(after.invoice)}`
        : undefined;
    case 'allocation':
      return 'Payment set against invoices';
    default:
      return undefined;
  }
}

/** What else a money action says, a line each; undefined for the company's other actions. */
function moneyLines(entry: AuditEntry): string[] | undefined {
  const after = auditRecord(entry.after);
  const lines = (...all: Array<string | undefined | false>) =>
    all.filter((line): line is string => typeof line === 'string');
  switch (entry.action) {
    case 'payment':
      return lines(
        day(after.receivedOn) && `Received on ${day(after.receivedOn)}`,
        typeof after.paymentId === 'number' && `Payment ${after.paymentId}`,
      );
    case 'refund':
      return lines(
        day(after.refundedOn) && `Paid out on ${day(after.refundedOn)}`,
        typeof after.paymentId === 'number' && `From payment ${after.paymentId}`,
        text(after.bankReference) && `Bank reference: ${text(after.bankReference)}`,
      );
    case 'credit-note':
      return lines(
        after.kind === 'return' ? 'Return' : after.kind === 'cancellation' ? 'Cancellation' : '',
        text(after.reason) && `Reason: ${text(after.reason)}`,
      ).filter(Boolean);
    case 'allocation':
      return lines(
        ...(Array.isArray(after.allocations) ? after.allocations : []).map((a: unknown) => {
          const row = auditRecord(a);
          return euro(row.amount) && text(row.invoice)
            ? `${euro(row.amount)} to ${text(row.invoice)}`
            : undefined;
        }),
        typeof after.paymentId === 'number' && `From payment ${after.paymentId}`,
      );
    case 'credit-hold-lifted':
      return lines(day(after.liftedOn) && `Lifted on ${day(after.liftedOn)}`);
    default:
      return undefined;
  }
}

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
      title={moneyTitle}
      changes={(entry) => moneyLines(entry) ?? changesOf(entry, names)}
      emptyText="No changes yet."
      className={panelClassName}
    />
  );
}
