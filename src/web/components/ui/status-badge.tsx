import type { ReactNode } from 'react';

/** A small rounded label for a record's state; `tone` gives its colours (bg, text, ring). */
export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}
