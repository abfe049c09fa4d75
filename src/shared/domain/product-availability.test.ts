import { describe, expect, it } from 'vitest';
import { productAvailability } from './product-availability';

const beds = [{ category_name: 'Beds' }];
const sofas = [{ category_name: 'Sofas' }];
const lead = { min_days: 5, max_days: 10 };

describe('a product’s availability', () => {
  it.each([
    [
      'unavailable beats everything',
      { status: 'unavailable', stock: 5, Categories: beds, lead_time: lead },
      'unavailable',
    ],
    ['own lead time on a bed', { stock: 0, Categories: beds, lead_time: lead }, 'own-lead-time'],
    [
      'own lead time, stock left',
      { stock: 3, Categories: sofas, lead_time: lead },
      'own-lead-time',
    ],
    [
      'own lead time, unlimited stock',
      { stock: -1, Categories: sofas, lead_time: lead },
      'own-lead-time',
    ],
    ['own lead time, sold out', { stock: 0, Categories: sofas, lead_time: lead }, 'out-of-stock'],
    ['a bed without its own', { stock: 0, Categories: beds, lead_time: null }, 'beds'],
    ['in stock', { stock: 2, Categories: sofas, lead_time: null }, 'in-stock'],
    ['unlimited', { stock: -1, Categories: sofas }, 'in-stock'],
    ['out of stock', { stock: 0, Categories: sofas, lead_time: null }, 'out-of-stock'],
  ] as const)('%s', (_name, product, expected) => {
    expect(productAvailability(product)).toBe(expected);
  });

  it('counts every card of the Beds category page as Beds', () => {
    expect(productAvailability({ stock: 0, Categories: sofas }, { forceLeadTime: true })).toBe(
      'beds',
    );
  });
});
