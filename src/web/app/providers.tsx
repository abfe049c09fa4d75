import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// The toast container (and its styles) loads after the page: toasts only follow actions.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  // Created once per mount so tests and hot reloads never share a cache by accident.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
