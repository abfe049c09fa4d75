import { describe, expect, it } from 'vitest';
import { categoryTitle } from './page-titles';

describe('categoryTitle', () => {
  it.each([
    ['kids beds', 'Kids Beds'],
    ['beds', 'Beds'],
    ['MDF boards', 'MDF Boards'],
    ['  two  spaces', '  Two  Spaces'],
    ['', ''],
    ['élan sofas', 'Élan Sofas'],
  ])('turns %j into %j', (input, expected) => {
    expect(categoryTitle(input)).toBe(expected);
  });
});
