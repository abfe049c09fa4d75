import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { CataloguePage } from './catalogue-page';

const fetchMock = stubFetch();

describe('the catalogue section', () => {
  it('opens on the products tab, with tabs for the catalogue’s other screens', async () => {
    fetchMock.mockImplementation(async (input) =>
      (input instanceof Request ? input.url : input.toString()).includes('form-options')
        ? jsonResponse({ success: true, categories: [], sizes: [], fabrics: [] })
        : jsonResponse({ success: true, products: [], total: 0, page: 1, totalPages: 0 }),
    );
    renderAt('/admin/catalogue', <CataloguePage />, { path: '/admin/catalogue/*' });
    await waitFor(() => expect(currentLocation()).toBe('/admin/catalogue/products'));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Catalogue' });
    for (const [name, href] of [
      ['Products', '/admin/catalogue/products'],
      ['Categories', '/admin/catalogue/categories'],
      ['Sizes', '/admin/catalogue/sizes'],
      ['Fabrics & colours', '/admin/catalogue/fabrics'],
      ['Storage prices', '/admin/catalogue/storage-prices'],
    ]) {
      expect(tabs.querySelector(`a[href="${href}"]`)?.textContent).toBe(name);
    }
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
