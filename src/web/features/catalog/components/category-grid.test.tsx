import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '../../../testing/render';
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
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Beds' }).getAttribute('src')).toBe(
        '/category-images/uploads/b1.webp',
      );
    });
    expect(screen.getByRole('img', { name: 'Kids Beds' }).getAttribute('src')).toBe(
      '/category-images/kids%20beds.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Headboards' })).toBeNull();
  });
});
