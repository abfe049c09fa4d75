import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserDetails } from '../../../../shared/schemas/accounts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The path (and query) the app is at now. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * Renders `element` at `url` (with optional history state) inside a router and a fresh
 * query cache without retries; any other path renders nothing but the location probe.
 */
export function renderAt(url: string, element: ReactNode, { state }: { state?: unknown } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const [pathname = '/', search = ''] = url.split('?');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}
        useTransitions={false}
      >
        <Routes>
          <Route path={pathname} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The non-empty alert texts on screen, in document order. */
export const alertTexts = () =>
  screen
    .queryAllByRole('alert')
    .map((element) => element.textContent)
    .filter(Boolean);

export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    full_name: 'Aoife Byrne',
    email: 'aoife@byrnebeds.ie',
    invoice_email: 'accounts@byrnebeds.ie',
    phone_number: '+353871234567',
    country: 'IE',
    company_name: 'Byrne Beds',
    office_address: '1 Main Street',
    office_city: 'Navan',
    office_eir_code: 'C15 AB12',
    delivery_address: 'Unit 4, Business Park',
    delivery_city: 'Navan',
    delivery_eir_code: 'C15 CD34',
    credit_limit: 5000,
    subscribe: true,
    role: 'trade',
    available_credit: 1234.5,
    ...overrides,
  };
}
