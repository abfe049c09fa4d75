import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySvg,
  heroPosterSvg,
  placeholderSvg,
  productSvg,
  rasterise,
  swatchSvg,
  type ArtworkKind,
  type RasterFormat,
} from './artwork';

const KINDS: ArtworkKind[] = [
  'bed',
  'mattress',
  'headboard',
  'sofa',
  'footstool',
  'kids-bed',
  'clearance',
];
const TEXTURES = ['plain', 'weave', 'velvet', 'boucle', 'linen'] as const;
const COLOUR = '#6b7b8c';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'artwork-test-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function renderAndCheck(
  svg: string,
  name: string,
  format: RasterFormat,
  width: number,
  height: number,
): Promise<void> {
  const file = path.join(dir, 'nested', name);
  await rasterise(svg, file, format);
  const meta = await sharp(file).metadata();
  expect(meta.format, name).toBe(format);
  expect([meta.width, meta.height], name).toEqual([width, height]);
}

describe('productSvg', () => {
  it('rasterises every kind in two variants as 800x600 WebP', async () => {
    await Promise.all(
      KINDS.flatMap((kind) =>
        [0, 4].map((variant) =>
          renderAndCheck(
            productSvg(kind, COLOUR, variant),
            `${kind}-${variant}.webp`,
            'webp',
            800,
            600,
          ),
        ),
      ),
    );
  });

  it('draws a different picture for each variant of a kind', () => {
    for (const kind of KINDS) {
      // Neighbouring variants differ in viewpoint, variants three apart in design.
      const [a, b, c] = [0, 1, 3].map((v) => productSvg(kind, COLOUR, v));
      expect(a, kind).not.toBe(b);
      expect(a, kind).not.toBe(c);
      expect(productSvg(kind, COLOUR, 7), kind).toBe(productSvg(kind, COLOUR, 7));
    }
  });

  it('colours the piece with the given fabric colour', () => {
    for (const kind of KINDS) {
      expect(productSvg(kind, '#6B7B8C', 2).toLowerCase(), kind).toContain(COLOUR);
      expect(productSvg(kind, '#a7abb0', 5), kind).toContain('#a7abb0');
    }
  });

  it('never lets a malformed colour into the markup', () => {
    const svg = productSvg('sofa', '"/><script>alert(1)</script>', 0);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
  });

  it('fills other aspect ratios without distortion', async () => {
    await renderAndCheck(productSvg('bed', COLOUR, 2, 400, 400), 'square.webp', 'webp', 400, 400);
  });
});

describe('other artwork', () => {
  it('renders a category tile as a 600x450 JPEG', async () => {
    await renderAndCheck(categorySvg('sofa'), 'sofas.jpg', 'jpeg', 600, 450);
    for (const kind of KINDS) expect(categorySvg(kind), kind).toContain('<svg');
  });

  it('renders a 96px swatch for every texture', async () => {
    await Promise.all(
      TEXTURES.map((t) => renderAndCheck(swatchSvg('#2f6f73', t), `${t}.webp`, 'webp', 96, 96)),
    );
    expect(new Set(TEXTURES.map((t) => swatchSvg('#2f6f73', t))).size).toBe(TEXTURES.length);
    expect(swatchSvg('#2F6F73', 'plain')).toContain('#2f6f73');
  });

  it('renders the placeholder and the hero poster', async () => {
    await renderAndCheck(placeholderSvg(), 'placeholder.webp', 'webp', 800, 600);
    await renderAndCheck(heroPosterSvg(), 'hero-poster.webp', 'webp', 1600, 900);
  });
});

describe('rasterise', () => {
  it('leaves only finished files behind, replacing an existing one', async () => {
    const sub = path.join(dir, 'atomic', 'deeper');
    const file = path.join(sub, 'placeholder.jpg');
    await rasterise(placeholderSvg(200, 150), file, 'jpeg');
    await rasterise(placeholderSvg(320, 240), file, 'jpeg', 60);
    expect(await readdir(sub)).toEqual(['placeholder.jpg']);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
  });
});
