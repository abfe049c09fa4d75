import { describe, expect, it } from 'vitest';
import { availabilityLabel } from './availability';

const beds = [{ id: 1, category_name: 'Beds' }];
const kidsBeds = [{ id: 7, category_name: 'Kids Beds' }];
const sofas = [{ id: 4, category_name: 'Sofas' }];

describe('availabilityLabel (docs/business-rules.md "Catalogue": lead time beats In Stock beats Out of Stock)', () => {
  it.each([
    {
      case: 'a bed in stock',
      stock: 5,
      categories: beds,
      force: false,
      label: 'Lead time: 2 to 4 weeks',
    },
    {
      case: 'a bed out of stock',
      stock: 0,
      categories: beds,
      force: false,
      label: 'Lead time: 2 to 4 weeks',
    },
    {
      case: 'a sofa, forced',
      stock: 0,
      categories: sofas,
      force: true,
      label: 'Lead time: 2 to 4 weeks',
    },
    { case: 'a sofa in stock', stock: 1, categories: sofas, force: false, label: 'In Stock' },
    { case: 'unlimited stock', stock: -1, categories: sofas, force: false, label: 'In Stock' },
    { case: 'no stock', stock: 0, categories: sofas, force: false, label: 'Out of Stock' },
    {
      case: 'negative stock other than -1',
      stock: -2,
      categories: sofas,
      force: false,
      label: 'Out of Stock',
    },
    {
      case: 'kids beds are not Beds',
      stock: 0,
      categories: kidsBeds,
      force: false,
      label: 'Out of Stock',
    },
    { case: 'no category at all', stock: 2, categories: [], force: false, label: 'In Stock' },
    {
      case: 'Beds among several',
      stock: 0,
      categories: [...sofas, ...beds],
      force: false,
      label: 'Lead time: 2 to 4 weeks',
    },
  ])('$case → $label', ({ stock, categories, force, label }) => {
    expect(availabilityLabel({ stock, Categories: categories }, { forceLeadTime: force })).toBe(
      label,
    );
  });

  it.each([
    { stock: 5, categories: sofas, force: false },
    { stock: -1, categories: sofas, force: false },
    { stock: 0, categories: beds, force: false },
    { stock: 3, categories: sofas, force: true },
  ])('an unavailable product (stock $stock) is Unavailable, never In Stock', (row) => {
    expect(
      availabilityLabel(
        { stock: row.stock, Categories: row.categories, status: 'unavailable' },
        { forceLeadTime: row.force },
      ),
    ).toBe('Unavailable');
  });

  const lead_time = { min_days: 3, max_days: 8, label: 'Made to order: ready in 3–8 working days' };
  it.each([
    { case: 'a bed with its own', stock: 0, categories: beds, label: lead_time.label },
    { case: 'a sofa in stock with its own', stock: 2, categories: sofas, label: lead_time.label },
    { case: 'unlimited, with its own', stock: -1, categories: sofas, label: lead_time.label },
    { case: 'sold out, with its own', stock: 0, categories: sofas, label: 'Out of Stock' },
  ])('own lead time: $case → $label', ({ stock, categories, label }) => {
    expect(availabilityLabel({ stock, Categories: categories, lead_time })).toBe(label);
  });
});
