import type { QuoteLine } from '#src/shared/schemas/quotes';
import { optionsText } from '../lib/quote-line-text';

/** The lines by their group label, in the order they were asked; ungrouped ones last. */
export function groupsOf(lines: readonly QuoteLine[]): Array<[string | null, QuoteLine[]]> {
  const groups = new Map<string | null, QuoteLine[]>();
  for (const line of lines) {
    const label = line.group_label?.trim() || null;
    groups.set(label, [...(groups.get(label) ?? []), line]);
  }
  const ungrouped = groups.get(null);
  groups.delete(null);
  return [...groups.entries(), ...(ungrouped ? [[null, ungrouped] as [null, QuoteLine[]]] : [])];
}

export const lineOptionsText = (line: QuoteLine) =>
  optionsText({
    size: line.sizeName,
    fabric: line.fabricName,
    fabricColor: line.fabricColorName,
    storageType: line.storageType,
  });

function Line({ line }: { line: QuoteLine }) {
  return (
    <li className="py-2 text-sm">
      <span className="block font-medium text-linen-950">
        {line.quantity} × {line.productName}
      </span>
      <span className="block text-linen-700">{lineOptionsText(line)}</span>
      {line.referenceNumber && (
        <span className="block text-linen-700">Reference: {line.referenceNumber}</span>
      )}
      {line.note && <span className="block text-linen-700">Note: {line.note}</span>}
    </li>
  );
}

/** What was asked for, grouped as the buyer grouped it. */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const groups = groupsOf(lines);
  const grouped = groups.some(([label]) => label !== null);
  return (
    <section aria-labelledby="quote-lines-heading" className="space-y-3">
      <h2 id="quote-lines-heading" className="text-xl">
        What you asked for
      </h2>
      {groups.map(([label, members]) => (
        <div key={label ?? ''}>
          {grouped && (
            <h3 className="text-sm font-semibold tracking-wide text-linen-800 uppercase">
              {label ?? 'Other lines'}
            </h3>
          )}
          <ul className="divide-y divide-linen-200">
            {members.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
