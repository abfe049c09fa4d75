export {
  dangerButtonClassName,
  panelClassName,
  readCreditLimit,
  secondaryButtonClassName,
  smallPrimaryClassName,
  textAreaClassName,
} from '#src/web/components/admin/console-forms';
import type { CustomerStatus } from '../types';

export const STATUS_LABELS: Record<CustomerStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const STATUS_CLASSES: Record<CustomerStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-linen-200 text-linen-800 ring-linen-400',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
};

export { formatDateTime } from '#src/web/components/admin/format';
