import { describe, expect, it } from 'vitest';
import { resizedUrl, srcSetOf } from './media';

describe('responsive product pictures', () => {
  it('offers three widths of a product picture', () => {
    expect(srcSetOf('/media/products/uploads/a1.webp')).toBe(
      '/media/w320/products/uploads/a1.webp 320w, /media/w480/products/uploads/a1.webp 480w, /media/w800/products/uploads/a1.webp 800w',
    );
    expect(resizedUrl('/media/products/x.webp', 480)).toBe('/media/w480/products/x.webp');
  });

  it.each([
    null,
    undefined,
    '',
    '/media/hero-poster.webp',
    '/category-images/beds.webp',
    '/media/products/../x.webp',
  ])('offers no srcset for %s', (url) => {
    expect(srcSetOf(url)).toBeUndefined();
  });
});
