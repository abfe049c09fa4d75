import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '#src/web/testing/render';
import { CategoryGrid } from './category-grid';

const fetchMock = stubFetch();

describe('Explore Our Range', () => {
  it('shows staff’s uploaded picture where there is one, else the generated one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        success: true,
        categories: [
          {
            id: 1,
            category_name: 'Beds',
            image_url: '/category-images/uploads/b1.webp',
            product_count: 8,
          },
          { id: 2, category_name: 'Kids Beds', image_url: null, product_count: 3 },
          { id: 3, category_name: 'Headboards', image_url: null, product_count: 4 },
        ],
      }),
    );
    renderWithQuery(
      <MemoryRouter>
        <CategoryGrid />
      </MemoryRouter>,
    );
    // The fallback tiles show while the categories load; then the shop's own.
    // Each tile is one link named by its category; its picture says nothing more.
    const pictureOf = (name: string) =>
      screen.getByRole('link', { name }).querySelector('img')?.getAttribute('src');
    await waitFor(() => {
      expect(pictureOf('Beds')).toBe('/category-images/uploads/b1.webp');
    });
    expect(pictureOf('Kids Beds')).toBe('/category-images/kids%20beds.jpg');
    expect(screen.getByRole('link', { name: 'Beds' }).querySelector('img')!.alt).toBe('');
    expect(screen.queryByRole('link', { name: 'Headboards' })).toBeNull();
  });
});
