import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const ONE_MINUTE = 60_000;

// A client error (400-499) will not change on retry; retry once for the rest (network, 5xx).
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ONE_MINUTE,
        retry: shouldRetry,
        // Trade users switch tabs a lot (email, ERP): refetching on every return is noise.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
