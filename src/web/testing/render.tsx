import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

// One way for component tests to render a page or a form: a fresh query cache without
// retries, and (for renderAt) a router as app/start.tsx sets it up.

function testQueryClient(staleTime?: number) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, ...(staleTime === undefined ? {} : { staleTime }) },
      mutations: { retry: false },
    },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The path (and query) the app is at now (rendered by renderAt). */
export const currentLocation = () => screen.getByTestId('location').textContent;

export interface RenderAtOptions {
  /** The route pattern, e.g. '/category/:categoryName'; the URL's path by default. */
  path?: string;
  /** History state of the first entry, e.g. `{ from }` left by a guard. */
  state?: unknown;
  /** Queries stay fresh this long (Infinity: never refetched behind the test's back). */
  staleTime?: number;
}

/**
 * Renders `element` at `url` inside a router (navigations render at once, as in
 * app/start.tsx) and a fresh query cache; any other path renders nothing but the location.
 */
export function renderAt(url: string, element: ReactNode, options: RenderAtOptions = {}) {
  const queryClient = testQueryClient(options.staleTime);
  const [pathname = '/', search = ''] = url.split('?');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}
        useTransitions={false}
      >
        <Routes>
          <Route path={options.path ?? pathname} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Renders `ui` with a fresh query cache, no router. */
export function renderWithQuery(ui: ReactElement) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}

/** A JSON answer for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * For a test file: a `fetch` stub installed before each test and reset after it (with
 * the rendered tree unmounted), optionally under fake timers that still advance.
 */
export function stubFetch({ fakeTimers = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    if (fakeTimers) vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
