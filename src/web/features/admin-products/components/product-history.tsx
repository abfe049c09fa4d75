import { Spinner } from '../../../components/ui/spinner';
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
  images: 'Images',
  variations: 'Prices',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function show(value: unknown): string {
  if (Array.isArray(value)) return `${value.length}`;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(value);
}

/** "Price: 349 → 329" for each field that changed; lists are counted. */
function changes(entry: ProductAuditEntry): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  return Object.keys(after).flatMap((field) => {
    const label = FIELD_LABELS[field] ?? field;
    const was = before[field];
    const now = after[field];
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    if (field === 'description') return [`${label} edited`];
    return entry.before === null ? [] : [`${label}: ${show(was)} → ${show(now)}`];
  });
}

const dateTime = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});

/** Admin issue, item 7: who changed this product, when, and what. */
export function ProductHistory({ productId }: { productId: number }) {
  const query = useProductAudit(productId);
  return (
    <section aria-labelledby="history-title" className={panelClassName}>
      <h2 id="history-title" className="text-lg font-semibold">
        History
      </h2>
      {query.isPending ? (
        <Spinner label="Loading the history" className="py-6" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm">
          The history could not load.
        </p>
      ) : query.data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-linen-700">No staff changes recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {query.data.entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-linen-300 pl-3 text-sm">
              <p className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</p>
              <p className="text-linen-700">
                {entry.actorName ?? entry.actorEmail ?? 'Someone no longer on staff'} ·{' '}
                {dateTime.format(new Date(entry.createdAt))}
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
