import { StatusBadge as Badge } from '#src/web/components/ui/status-badge';
import { STATUS_CLASSES, STATUS_LABELS } from '../lib/display';
import type { CustomerStatus } from '../types';

export function StatusBadge({ status }: { status: CustomerStatus }) {
  return <Badge tone={STATUS_CLASSES[status]}>{STATUS_LABELS[status]}</Badge>;
}
