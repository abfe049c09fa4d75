import type { QuoteLine } from '#src/shared/schemas/quotes';
import { formatEuro } from '#src/web/lib/format';

/** "King, Velvet, Moss, Ottoman": what was chosen; storage only when it is one. */
export function optionsOf(line: QuoteLine): string {
  return (
    [
      line.sizeName,
      line.fabricName,
      line.fabricColorName,
      line.storageType === 'Non Ottoman' ? null : line.storageType,
    ]
      .filter(Boolean)
      .join(', ') || '—'
  );
}

/** The lines in the order asked, gathered under their group labels ("Floor 3"). */
export function groupsOf(lines: readonly QuoteLine[]) {
  const groups = new Map<string, QuoteLine[]>();
  for (const line of lines) {
    const label = line.group_label?.trim() ?? '';
    groups.set(label, [...(groups.get(label) ?? []), line]);
  }
  return [...groups.entries()].map(([label, grouped]) => ({ label, lines: grouped }));
}

/** What the buyer asked a price for, as asked, with today's list price ex VAT. */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  return (
    <div className="space-y-4">
      {groupsOf(lines).map((group) => (
        <div key={group.label}>
          {group.label && <h3 className="text-base font-semibold">{group.label}</h3>}
          <div className="mt-1 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{group.label || 'Lines'}</caption>
              <thead className="text-linen-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Options
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Quantity
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Reference
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Note
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    List price ex VAT
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-linen-200">
                {group.lines.map((line) => (
                  <tr key={line.id}>
                    <td className="py-2 pr-3">{line.productName}</td>
                    <td className="py-2 pr-3">{optionsOf(line)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                    <td className="py-2 pr-3">{line.referenceNumber ?? '—'}</td>
                    <td className="py-2 pr-3 whitespace-pre-line">{line.note ?? '—'}</td>
                    <td className="py-2 text-right tabular-nums">{formatEuro(line.list_price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}
