import type { ReactNode } from 'react';

/** One term and its value in a `<dl>` of an order's details (order page, tracking page). */
export function DetailField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-linen-700">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-linen-950">{children}</dd>
    </div>
  );
}
