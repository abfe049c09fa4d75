import { describe, expect, it } from 'vitest';
import { lineImageOf, variationKey } from './order-lines';

// An order's picture is the chosen colour's when there is one (issue 33, "Storefront truths").
describe('lineImageOf', () => {
  const product = {
    image: '/media/products/bed-1.webp',
    variationImages: new Map([
      [variationKey(1, 10, 100), '/media/products/bed-double-moss.webp'],
      [variationKey(2, 10, 101), '/media/products/bed-king-ink.webp'],
    ]),
  };

  it.each([
    [
      'the variation of that size, fabric and colour',
      1,
      10,
      100,
      '/media/products/bed-double-moss.webp',
    ],
    ['that colour pictured in another size', 1, 10, 101, '/media/products/bed-king-ink.webp'],
    ['a colour with no picture: the product', 1, 10, 102, '/media/products/bed-1.webp'],
    ['no colour chosen: the product', 1, 10, null, '/media/products/bed-1.webp'],
    ['the same colour id of another fabric: the product', 1, 11, 100, '/media/products/bed-1.webp'],
  ])('%s', (_, sizeId, fabricId, fabricColorId, image) => {
    expect(lineImageOf(product, { sizeId, fabricId, fabricColorId })).toBe(image);
  });
});
