// The original client's storefront calls, as a visitor makes them (spec-client.test-setup.ts).
import { describe, expect, it } from 'vitest';
import { pdf } from '../../test/multipart';
import { pagination, setUpSpecClientTestApp } from './spec-client.test-setup';

const { SpecClient } = setUpSpecClientTestApp();

describe('a client written from the specifications', () => {
  it('storefront calls: categories, menus, sizes, filter, listing, news, category pages', async () => {
    const visitor = new SpecClient();
    const categories = await visitor.call('GET', '/api/category/categories');
    expect(categories.status).toBe(200);
    const list = categories.body.categories as Array<{ id: number; category_name: string }>;
    expect(list.map((c) => c.category_name)).toContain('Beds');

    const menus = await visitor.call('POST', '/api/category/menus-categories-products', {
      category_names: ['Headboards', 'Mattresses'],
    });
    expect(menus.status).toBe(200);
    expect(Object.keys(menus.body.data as object).sort()).toEqual(['Headboards', 'Mattresses']);

    const sizes = await visitor.call('GET', '/api/product/sizes');
    expect(sizes.status).toBe(200);
    const sizeNames = (sizes.body.sizes as Array<{ id: number; size: string }>).map((s) => s.size);
    expect(sizeNames.length).toBeGreaterThan(0);

    const filter = await visitor.call('POST', '/api/product/products/filter', {
      categories: ['Beds'],
      sizes: [sizeNames[0]],
      priceRange: { min: 1, max: 1000 },
      page: 1,
      limit: 8,
    });
    expect(filter.status).toBe(200);
    expect(filter.body).toMatchObject({ success: true, pagination });
    expect(Array.isArray(filter.body.products)).toBe(true);

    const listing = await visitor.call('GET', '/api/product/products-listing?page=1&limit=8');
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({ pagination });
    expect((listing.body.products as unknown[]).length).toBe(8);

    const news = await visitor.call('GET', '/api/admin/news');
    expect(news.status).toBe(200);
    expect(news.body.news).toMatchObject({ content: expect.any(String) as unknown });

    for (const path of ['/api/category/beds/products', '/api/category/Beds/products']) {
      const category = await visitor.call('GET', path);
      expect(category.status, path).toBe(200);
      expect(category.body).toMatchObject({
        success: true,
        message: expect.any(String) as unknown,
      });
      expect((category.body.products as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('storefront calls: the contact form (multipart, with a file) and a callback request', async () => {
    const visitor = new SpecClient();
    const contact = await visitor.form(
      '/api/user/contact-us',
      {
        fullName: 'Seán Ó Briain',
        email: 'sean@example.ie',
        phoneNumber: '087 765 4321',
        message: 'A quote for 40 bunk beds, please.',
      },
      [{ field: 'file', name: 'rooms.pdf', bytes: pdf }],
    );
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    expect(contact.body.message).toEqual(expect.any(String));

    const callback = await visitor.call('POST', '/api/user/request-call', {
      name: 'Seán Ó Briain',
      companyName: 'Ó Briain Hostels',
      phoneNumber: '01 234 5678',
      message: 'Please call about an order.',
    });
    expect(callback.status, JSON.stringify(callback.body)).toBe(201);
    expect(callback.body.message).toEqual(expect.any(String));
  });
});
