import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ListedProduct, ProductPage } from '../types';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `url` inside a router and a fresh query cache, no retries. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* As in main.tsx: navigations render at once, without a transition. */}
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return view;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function product(overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id: 1,
    product_name: 'Navan Low Bed',
    sku: 'BED-NAV-001',
    description: '<p>A low bed.</p>',
    price_euro: null,
    stock: 3,
    status: 'available',
    createdAt: '2026-11-01T00:00:00.000Z',
    product_image: '/media/products/bed.webp',
    images: [],
    Categories: [{ id: 2, category_name: 'Sofas' }],
    ...overrides,
  };
}

export function productPage(
  products: ListedProduct[],
  { totalProducts = products.length, totalPages = 1, currentPage = 1 } = {},
): ProductPage {
  return {
    success: true,
    products,
    pagination: {
      totalProducts,
      totalPages,
      currentPage,
      hasNextPage: currentPage < totalPages,
      hasPreviousPage: currentPage > 1,
    },
  };
}
