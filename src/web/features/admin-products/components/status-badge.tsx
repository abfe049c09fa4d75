import { StatusBadge } from '#src/web/components/ui/status-badge';
import { PRODUCT_STATUS_LABELS } from '#src/shared/domain/admin-products';
import type { ProductStatus } from '../types';

const CLASSES: Record<ProductStatus, string> = {
  available: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  unavailable: 'bg-amber-100 text-amber-900 ring-amber-300',
  archived: 'bg-linen-200 text-linen-800 ring-linen-400',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <StatusBadge tone={CLASSES[status]}>{PRODUCT_STATUS_LABELS[status]}</StatusBadge>;
}

export const stockLabel = (stock: number) => (stock < 0 ? 'Unlimited' : String(stock));
