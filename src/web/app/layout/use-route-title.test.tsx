import { act, render } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../../lib/page-title';
import { useRouteTitle, type RouteHandle } from './use-route-title';

function Product({ name }: { name: string | undefined }) {
  usePageTitle(name);
  return <p>product</p>;
}

function App({ routes }: { routes: RouteObject[] }) {
  useRouteTitle(routes);
  return useRoutes(routes);
}

const routesWith = (name: string | undefined): RouteObject[] => [
  { path: '/products', handle: { title: 'All Products' } satisfies RouteHandle, element: <p /> },
  {
    path: '/products/:id',
    handle: { title: 'Product' } satisfies RouteHandle,
    element: <Product name={name} />,
  },
];

describe('the browser tab names the page', () => {
  it("uses the route's title, then the product's own name once it has loaded", async () => {
    const view = render(
      <MemoryRouter initialEntries={['/products/7']}>
        <App routes={routesWith(undefined)} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Product | Trade Beds & Furniture');
    await act(async () =>
      view.rerender(
        <MemoryRouter initialEntries={['/products/7']}>
          <App routes={routesWith('Kilkenny Ottoman Bed')} />
        </MemoryRouter>,
      ),
    );
    expect(document.title).toBe('Kilkenny Ottoman Bed | Trade Beds & Furniture');
  });

  it('does not keep a product name on another page', () => {
    render(
      <MemoryRouter initialEntries={['/products']}>
        <App routes={routesWith('Kilkenny Ottoman Bed')} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('All Products | Trade Beds & Furniture');
  });
});
