import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';

// docs/business-rules.md "Search": what buyers type, found on both engines.

interface Card {
  id: number;
  product_name: string;
  sku: string;
  price_euro: number | null;
  Categories: Array<{ category_name: string }>;
}
interface SearchPage {
  success: true;
  products: Card[];
  pagination: { totalProducts: number };
  suggestions: string[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A maker's name with fadas, as staff would type it.
  await t.database.db.execute(sql`with p as (insert into products (product_name, sku, price_euro)
      values ('Ní Bhriain Wingback Headboard', 'HB-NIB-901', 240) returning id)
    insert into product_categories (product_id, category_id)
      select p.id, c.id from p, categories c where c.category_name = 'Headboards'`);
});
afterAll(() => t.close());

const search = async (payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/search', payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchPage>();
};
const names = (page: SearchPage) => page.products.map((p) => p.product_name);

/** A product's sizes and fabrics, from its page. */
async function optionsOf(id: number) {
  const res = await t.app.inject({ url: `/api/product/${id}` });
  const { product } = res.json<{
    product: { Sizes: Array<{ size: string }>; Fabrics: Array<{ fabric_name: string }> };
  }>();
  return {
    sizes: product.Sizes.map((s) => s.size),
    fabrics: product.Fabrics.map((f) => f.fabric_name),
  };
}

const isBed = (card: Card) => card.Categories.some((c) => /beds/i.test(c.category_name));

describe('several words, in any order, across name, description, category, size and fabric', () => {
  it('lists king-size beds first for "king size bed", then what has fewer of the words', async () => {
    const page = await search({ search: 'king size bed', limit: 48 });
    const hasKing = async (card: Card) =>
      (await optionsOf(card.id)).sizes.join(' ').includes('King');
    const firstOther = page.products.findIndex(
      (card) => !card.Categories.some((c) => c.category_name === 'Beds'),
    );
    expect(firstOther).toBeGreaterThan(3);
    for (const card of page.products.slice(0, firstOther)) expect(await hasKing(card)).toBe(true);
    // After them, products with one of the words: a bed without a king size, a mattress
    // made in king size.
    for (const card of page.products.slice(firstOther)) {
      expect(isBed(card) && (await hasKing(card))).toBe(false);
    }
    expect(names(page).indexOf('Comfort Pocket 1000')).toBeGreaterThan(firstOther);
    expect(names(page).indexOf('Twin Bunk Bed')).toBeGreaterThan(firstOther);
  });

  it('finds the same products whatever the order of the words', async () => {
    const one = await search({ search: 'bed king', limit: 48 });
    const other = await search({ search: 'KING bed', limit: 48 });
    expect(other.products.map((p) => p.id)).toEqual(one.products.map((p) => p.id));
    expect(one.pagination.totalProducts).toBeGreaterThan(0);
  });

  it('finds by fabric and category names the product text does not hold', async () => {
    const page = await search({ search: 'chenille sofas' });
    const first = page.products[0]!;
    expect(first.Categories.map((c) => c.category_name)).toContain('Sofas');
    expect(first.product_name).not.toMatch(/chenille/i);
    expect((await optionsOf(first.id)).fabrics).toContain('Chenille');
  });

  it('keeps the parts of one word together: "gas-lift" is gas and lift', async () => {
    expect(names(await search({ search: 'gas-lift' }))).toEqual(['Kilkenny Ottoman Bed']);
  });

  it('sorts the same matches by name when asked', async () => {
    const page = await search({ search: 'king bed', sort: 'name', limit: 48 });
    const sorted = [...names(page)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(names(page)).toEqual(sorted);
  });
});

describe('typos and missing fadas', () => {
  it.each([
    ['kilkeny', 'Kilkenny Ottoman Bed'],
    ['ashborne divan', 'Ashbourne Divan Bed'],
    ['Kilkenny ottman', 'Kilkenny Ottoman Bed'],
  ])('finds "%s" with a letter missing', async (typed, expected) => {
    expect(names(await search({ search: typed }))[0]).toBe(expected);
  });

  it.each(['Ni Bhriain', 'ní bhriain', 'NÍ BHRIAIN', 'bhriain ni'])(
    'finds "%s" with or without its fada',
    async (typed) => {
      expect(names(await search({ search: typed }))[0]).toBe('Ní Bhriain Wingback Headboard');
    },
  );

  it('finds a fabric named with an accent without it, and with it', async () => {
    const plain = await search({ search: 'boucle', limit: 48 });
    const accented = await search({ search: 'bouclé', limit: 48 });
    expect(plain.pagination.totalProducts).toBeGreaterThan(0);
    expect(accented.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    expect((await optionsOf(plain.products[0]!.id)).fabrics).toContain('Bouclé');
  });
});

describe('SKUs', () => {
  it('matches a SKU by its beginning, that SKU first', async () => {
    const page = await search({ search: 'BED-KI' });
    expect(page.products[0]?.sku).toBe('BED-KIL-002');
    const family = await search({ search: 'hb-', limit: 48 });
    expect(family.products.filter((p) => p.sku.startsWith('HB-')).length).toBeGreaterThan(5);
  });

  it('matches any piece of a SKU, in any case', async () => {
    for (const piece of ['il-002', 'KIL-00', 'kil-002']) {
      expect((await search({ search: piece })).products.map((p) => p.sku)).toContain('BED-KIL-002');
    }
  });
});

describe('no results', () => {
  it('suggests the closest product names', async () => {
    const page = await search({ search: 'wiklo' });
    expect(page.products).toEqual([]);
    expect(page.pagination.totalProducts).toBe(0);
    expect(page.suggestions).toContain('Wicklow Upholstered Bed');
  });

  it('suggests nothing when something was found, or nothing is near', async () => {
    expect((await search({ search: 'kilkenny' })).suggestions).toEqual([]);
    const nothing = await search({ search: 'zzxq' });
    expect(nothing.products).toEqual([]);
    expect(nothing.suggestions).toEqual([]);
  });
});

describe('prices in search answers', () => {
  it('are hidden from visitors and shown to trade buyers', async () => {
    const asked = { search: 'kilkeny bed', limit: 48 };
    const visitor = await search(asked);
    expect(visitor.products.length).toBeGreaterThan(1);
    expect(visitor.products.every((p) => p.price_euro === null)).toBe(true);
    const buyer = await search(asked, asBearer(await newCustomer(t)));
    expect(buyer.products.every((p) => typeof p.price_euro === 'number')).toBe(true);
  });
});

describe('the words of a product follow its changes', () => {
  it('finds a renamed product and a renamed fabric by their new words', async () => {
    await t.database.db.execute(
      sql`update products set product_name = 'Inishmore Low Bed' where sku = 'BED-NAV-009'`,
    );
    await t.database.db.execute(
      sql`update fabrics set fabric_name = 'Connemara Tweed' where fabric_name = 'Faux Leather'`,
    );
    expect(names(await search({ search: 'inishmore' }))).toEqual(['Inishmore Low Bed']);
    expect(names(await search({ search: 'inishmor' }))).toEqual(['Inishmore Low Bed']);
    const tweed = await search({ search: 'conemara tweed', limit: 48 });
    expect(tweed.products.length).toBeGreaterThan(0);
    for (const card of tweed.products) {
      expect((await optionsOf(card.id)).fabrics).toContain('Connemara Tweed');
    }
  });
});
