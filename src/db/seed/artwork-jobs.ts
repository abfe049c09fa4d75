import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  categorySvg,
  heroPosterSvg,
  placeholderSvg,
  productSvg,
  rasterise,
  swatchSvg,
  type RasterFormat,
} from './artwork';
import { HERO_POSTER, HERO_VIDEO } from '../../shared/site/media';
import { projectRoot } from '../project-root';
import { CATEGORIES, FABRICS, PRODUCTS } from './demo-catalogue';
import {
  POOL_SIZE,
  categoryArt,
  demoProductImageUrls,
  poolImageUrl,
  swatchUrl,
} from './media-urls';

interface ArtworkJob {
  /** URL path, which is also the file's path under the public media folder. */
  url: string;
  format: RasterFormat;
  draw: () => string;
}

const MATTRESS_WHITE = '#eeeae2';

const fabricHexes = (names: string[]): string[] =>
  names.flatMap((name) => FABRICS.find((f) => f.name === name)?.colours.map((c) => c.hex) ?? []);

function allJobs(): ArtworkJob[] {
  const jobs: ArtworkJob[] = [
    { url: '/media/placeholder.webp', format: 'webp', draw: () => placeholderSvg() },
    { url: HERO_POSTER, format: 'webp', draw: () => heroPosterSvg() },
  ];
  for (const category of CATEGORIES) {
    jobs.push({
      url: `/category-images/${category.name.toLowerCase()}.jpg`,
      format: 'jpeg',
      draw: () => categorySvg(category.art),
    });
  }
  for (const fabric of FABRICS) {
    for (const colour of fabric.colours) {
      jobs.push({
        url: swatchUrl(fabric.name, colour.name),
        format: 'webp',
        draw: () => swatchSvg(colour.hex, fabric.texture),
      });
    }
  }
  PRODUCTS.forEach((product, index) => {
    const hexes = fabricHexes(product.fabrics);
    demoProductImageUrls(product).forEach((url, n) => {
      const colour = hexes.length ? hexes[(index + n * 2) % hexes.length]! : MATTRESS_WHITE;
      const art = categoryArt(product.category);
      jobs.push({ url, format: 'webp', draw: () => productSvg(art, colour, index * 3 + n) });
    });
  });
  const palette = FABRICS.flatMap((f) => f.colours.map((c) => c.hex));
  for (const category of CATEGORIES) {
    for (let n = 0; n < POOL_SIZE; n++) {
      const colour =
        category.art === 'mattress' ? MATTRESS_WHITE : palette[(n * 5) % palette.length]!;
      jobs.push({
        url: poolImageUrl(category.art, n),
        format: 'webp',
        draw: () => productSvg(category.art, colour, n),
      });
    }
  }
  return jobs;
}

/** Media made ahead of time (the hero video needs ffmpeg: scripts/make-hero-video.ts). */
const SHIPPED = [{ from: 'hero.mp4', url: HERO_VIDEO }];

const missingJobs = (publicDir: string) =>
  allJobs().filter((job) => !existsSync(path.join(publicDir, job.url)));

/** Whether any demo picture is missing under `publicDir`: a first start draws them. */
export function artworkMissing(publicDir: string): boolean {
  return (
    SHIPPED.some((file) => !existsSync(path.join(publicDir, file.url))) ||
    missingJobs(publicDir).length > 0
  );
}

/**
 * Draws the demo artwork that is missing under `publicDir` (docs/decisions/0005-generated-artwork.md): the
 * pictures are made by code in this repository, so the shop owns them. Existing files
 * (including staff uploads that replaced them) are left alone. `onStart` hears how many
 * are to be drawn, `onDrawn` of each one drawn (the first start logs its progress).
 */
export async function ensureArtwork(
  publicDir: string,
  { onStart, onDrawn }: { onStart?: (total: number) => void; onDrawn?: () => void } = {},
): Promise<number> {
  for (const file of SHIPPED) {
    const target = path.join(publicDir, file.url);
    if (!existsSync(target)) {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(projectRoot, 'src', 'db', 'seed', 'assets', file.from), target);
    }
  }
  const missing = missingJobs(publicDir);
  if (missing.length) onStart?.(missing.length);
  // sharp renders on libuv's thread pool: a few at a time keeps all cores busy.
  const queue = [...missing];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await rasterise(job.draw(), path.join(publicDir, job.url), job.format);
      onDrawn?.();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing.length;
}
