import { AuditHistory, auditRecord } from '#src/web/components/admin/audit-history';
import { useProductAudit, type ProductAuditEntry } from '../api/get-product-audit';
import { panelClassName } from '../lib/styles';

const ACTION_LABELS: Record<string, string> = {
  created: 'Product created',
  updated: 'Details changed',
  archived: 'Archived',
  'images-added': 'Images added',
  'images-reordered': 'Images reordered',
  'image-deleted': 'Image deleted',
  'variations-replaced': 'Variation prices saved',
};

const FIELD_LABELS: Record<string, string> = {
  product_name: 'Name',
  sku: 'SKU',
  description: 'Description',
  special_instructions: 'Special instructions',
  price_euro: 'Price',
  stock: 'Stock',
  status: 'Status',
  categoryIds: 'Categories',
  sizeIds: 'Sizes',
  fabricIds: 'Fabrics',
  lead_time_min_days: 'Shortest lead time',
  lead_time_max_days: 'Longest lead time',
  fabric_lead_times: 'Fabrics with their own lead time',
  images: 'Images',
  variations: 'Prices',
};

function show(value: unknown): string {
  if (Array.isArray(value)) return `${value.length}`;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(value);
}

/** "Price: 349 → 329" for each field that changed; lists are counted. */
function changes(entry: ProductAuditEntry): string[] {
  const before = auditRecord(entry.before);
  const after = auditRecord(entry.after);
  return Object.keys(after).flatMap((field) => {
    const label = FIELD_LABELS[field] ?? field;
    const was = before[field];
    const now = after[field];
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    if (field === 'description') return [`${label} edited`];
    return entry.before === null ? [] : [`${label}: ${show(was)} → ${show(now)}`];
  });
}

/** Admin issue, item 7: who changed this product, when, and what. */
export function ProductHistory({ productId }: { productId: number }) {
  return (
    <AuditHistory
      query={useProductAudit(productId)}
      titleId="history-title"
      actionLabels={ACTION_LABELS}
      changes={changes}
      emptyText="No staff changes recorded yet."
      className={panelClassName}
    />
  );
}
