import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { product } from '../testing/fixtures';
import { ProductCard } from './product-card';

afterEach(cleanup);

function renderCard(...args: Parameters<typeof product>) {
  return render(
    <MemoryRouter>
      <ProductCard product={product(...args)} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('links to the product and shows the stripped, truncated description', () => {
    renderCard({ id: 42, description: `<p><strong>${'Solid oak '.repeat(20)}</strong></p>` });
    expect(screen.getByRole('link', { name: 'Navan Low Bed' }).getAttribute('href')).toBe(
      '/products/42',
    );
    const text = screen.getByText(/^Solid oak/);
    expect(text.innerHTML).not.toContain('<');
    expect((text.textContent ?? '').endsWith('…')).toBe(true);
    expect((text.textContent ?? '').length).toBeLessThanOrEqual(101);
  });

  it('hides the price from visitors and offers sign in instead', () => {
    renderCard({ price_euro: null });
    expect(screen.queryByText(/€/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign in to see trade prices' }).getAttribute('href'),
    ).toBe('/signin');
  });

  it('shows the "From" price a buyer can pay when the server sends one', () => {
    // The product's own price is no configuration's price: the card shows the cheapest one.
    renderCard({ price_euro: 1500, from_price_euro: 1234.5 });
    expect(screen.getByRole('article').textContent).toContain('From€1,234.50');
    expect(screen.queryByText('€1,500.00')).toBeNull();
    expect(screen.queryByText('Sign in to see trade prices')).toBeNull();
  });

  it('gives the image fixed dimensions, lazy loading and a placeholder on error', () => {
    const { container } = renderCard({ product_image: '/media/broken.webp' });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('loading')).toBe('lazy');
    image.dispatchEvent(new Event('error'));
    return expect.poll(() => image.getAttribute('src')).toBe('/media/placeholder.webp');
  });

  it('labels availability', () => {
    renderCard({ stock: 0 });
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it.each([
    [5, 'Sofas'],
    [-1, 'Sofas'],
    [0, 'Sofas'],
    [-1, 'Beds'],
  ])(
    'says an unavailable product (stock %i, %s) is Unavailable and nothing else',
    (stock, category) => {
      renderCard({
        stock,
        status: 'unavailable',
        Categories: [{ id: 1, category_name: category }],
      });
      expect(screen.getByText('Unavailable')).toBeTruthy();
      expect(screen.queryByText(/In Stock|Out of Stock|Lead time/)).toBeNull();
    },
  );

  it('says "Made to order…" for a product with its own lead time, on the Beds page too', () => {
    const lead_time = {
      min_days: 5,
      max_days: 10,
      label: 'Made to order: ready in 5–10 working days',
    };
    const { unmount } = renderCard({ stock: 3, lead_time });
    expect(screen.getByText('Made to order: ready in 5–10 working days')).toBeTruthy();
    expect(screen.queryByText(/In Stock|Lead time/)).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <ProductCard product={product({ stock: 0, lead_time })} forceLeadTime />
      </MemoryRouter>,
    );
    expect(screen.getByText('Made to order: ready in 5–10 working days')).toBeTruthy();
  });
});
