import type { ReactNode } from 'react';

/** Shared frame of the pages whose real content comes in later issues. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-prose text-linen-700">{children}</p>
    </section>
  );
}
