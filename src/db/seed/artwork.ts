/**
 * Demo artwork drawn in code, so every picture in the seeded shop is ours to use: no stock
 * photos, fonts or downloads. Furniture comes from artwork-shapes.ts; this module frames it in
 * a room corner, adds small props and turns the SVG into WebP/JPEG files.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { darken, lighten, normalise, num, pick } from './artwork-colour';
import { bedroom, compose, PROPS, svgOpen, type Prop } from './artwork-room';
import { Scene } from './artwork-scene';
import { bedside, drawClearance, drawFootstool, drawSofa } from './artwork-seating';
import { drawBed, drawHeadboardOnly, drawKidsBed, drawMattress } from './artwork-shapes';

export type ArtworkKind =
  'bed' | 'mattress' | 'headboard' | 'sofa' | 'footstool' | 'kids-bed' | 'clearance';
export type RasterFormat = 'webp' | 'jpeg';

type Shot = readonly [yaw: number, camY: number, dist: number, pivotZ: number];
const SHOTS: Record<ArtworkKind, Shot> = {
  bed: [30, 330, 700, 100],
  mattress: [32, 330, 620, 97],
  headboard: [22, 150, 420, 5],
  sofa: [28, 230, 620, 46],
  footstool: [30, 170, 330, 30],
  'kids-bed': [28, 300, 720, 60],
  clearance: [28, 190, 440, 25],
};

const DRAW = {
  bed: drawBed,
  mattress: drawMattress,
  headboard: drawHeadboardOnly,
  sofa: drawSofa,
  footstool: drawFootstool,
  'kids-bed': drawKidsBed,
  clearance: drawClearance,
} satisfies Record<ArtworkKind, (sc: Scene, colour: string, design: number) => void>;

/**
 * A variant is split into a design (v / 3) and a viewpoint (v % 3): a product's gallery asks
 * for consecutive variants, so its pictures show one piece from three angles, while the next
 * product gets a different design.
 */
function drawProduct(kind: ArtworkKind, colour: string, variant: number): Scene {
  const v = Math.trunc(Number.isFinite(variant) ? variant : 0);
  const [yaw, camY, dist, pivotZ] = SHOTS[kind];
  // Three-quarter left, three-quarter right, then straight on.
  const view = ((v % 3) + 3) % 3;
  const turn = [yaw, -yaw * 0.8, 0][view] ?? 0;
  // Straight on, depth only shows on top surfaces, so that shot is taken from higher up.
  const sc = new Scene({ yaw: turn, camY: view === 2 ? camY * 1.3 : camY, dist, pivotZ });
  DRAW[kind](sc, colour, Math.floor(v / 3));
  return sc;
}

export function productSvg(
  kind: ArtworkKind,
  colour: string,
  variant: number,
  width = 800,
  height = 600,
): string {
  const c = normalise(colour);
  // Room and props follow the design, so a product's pictures share one setting.
  const d = Math.floor(Math.trunc(Number.isFinite(variant) ? variant : 0) / 3);
  const sc = drawProduct(kind, c, variant);
  return compose(
    sc,
    c,
    d,
    { width, height, w0: 800, h0: 600 },
    pick(PROPS, d, 8),
    kind === 'clearance',
  );
}

const CATEGORY_LOOK: Record<ArtworkKind, readonly [string, number, Prop]> = {
  bed: ['#6f7c86', 0, 'frames'],
  mattress: ['#eeeae2', 3, 'plant'],
  headboard: ['#1f5e4a', 9, 'arch'],
  sofa: ['#cdbfa6', 3, 'plant'],
  footstool: ['#9b6a43', 3, 'arch'],
  'kids-bed': ['#7fb4c9', 3, 'frames'],
  clearance: ['#8a7767', 0, 'plant'],
};

export function categorySvg(kind: ArtworkKind, width = 600, height = 450): string {
  const [c, v, prop] = CATEGORY_LOOK[kind];
  const sc = drawProduct(kind, c, v);
  return compose(sc, c, 1, { width, height, w0: 800, h0: 600 }, prop, kind === 'clearance');
}

type Texture = 'plain' | 'weave' | 'velvet' | 'boucle' | 'linen';

// Pattern tiles in a 96px swatch's units; the whole swatch is scaled, so texture keeps its look.
function texturePattern(texture: Texture, hi: string, lo: string): string {
  const tile = (w: number, inner: string): string =>
    `<pattern id="tx" width="${w}" height="${w}" patternUnits="userSpaceOnUse">${inner}</pattern>`;
  switch (texture) {
    case 'weave': {
      const h = (x: number, y: number): string =>
        `<rect x="${x + 0.3}" y="${y + 0.3}" width="3.4" height="1.5" rx=".7" fill="${hi}" opacity=".45"/><rect x="${x + 0.3}" y="${y + 2.2}" width="3.4" height="1.5" rx=".7" fill="${hi}" opacity=".3"/>`;
      const v = (x: number, y: number): string =>
        `<rect x="${x + 0.3}" y="${y + 0.3}" width="1.5" height="3.4" rx=".7" fill="${lo}" opacity=".4"/><rect x="${x + 2.2}" y="${y + 0.3}" width="1.5" height="3.4" rx=".7" fill="${lo}" opacity=".3"/>`;
      return tile(8, h(0, 0) + v(4, 0) + v(0, 4) + h(4, 4));
    }
    case 'linen': {
      const rows = [1, 3.5, 4.5, 8, 10.5].map(
        (y, i) =>
          `<rect x="0" y="${y}" width="12" height="${i % 2 ? 0.5 : 0.8}" fill="${i % 2 ? lo : hi}" opacity=".35"/>`,
      );
      const cols = [2, 6.5, 9.5].map(
        (x, i) =>
          `<rect x="${x}" y="0" width="${i ? 0.5 : 0.7}" height="12" fill="${lo}" opacity=".22"/>`,
      );
      return tile(12, rows.join('') + cols.join(''));
    }
    case 'boucle': {
      // Small irregular loops read as a nubbly yarn; larger or regular ones look printed.
      const loops = [
        [1.5, 1.8, 1.3],
        [5.2, 1.1, 1],
        [8.4, 2.6, 1.4],
        [3.1, 5.2, 1.1],
        [6.9, 5.9, 1.5],
        [10.4, 5.4, 1],
        [1.2, 8.8, 1.4],
        [4.9, 9.3, 1],
        [8.6, 9.8, 1.2],
        [11.3, 11.2, 1.1],
      ];
      const inner = loops.map(
        ([x = 0, y = 0, r = 1], i) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${i % 3 ? hi : lo}" stroke-width=".75" opacity="${i % 2 ? 0.45 : 0.3}"/>`,
      );
      return tile(12, inner.join(''));
    }
    default:
      return '';
  }
}

export function swatchSvg(colour: string, texture: Texture, size = 96): string {
  const c = normalise(colour);
  const velvet = texture === 'velvet';
  const [hi, lo] = [lighten(c, 0.3), darken(c, 0.3)];
  const sheen = velvet
    ? [lighten(c, 0.22), c, darken(c, 0.22)]
    : [lighten(c, 0.06), c, darken(c, 0.06)];
  const stops = sheen
    .map((s, i) => `<stop offset="${[0, 0.45, 1][i]}" stop-color="${s}"/>`)
    .join('');
  const pattern = texturePattern(texture, hi, lo);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96"><defs>` +
    `<linearGradient id="sh" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>${pattern}` +
    `<radialGradient id="nap" cx=".3" cy=".28" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vg" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></radialGradient></defs>` +
    `<rect width="96" height="96" fill="url(#sh)"/>${pattern ? '<rect width="96" height="96" fill="url(#tx)"/>' : ''}` +
    (velvet ? '<rect width="96" height="96" fill="url(#nap)"/>' : '') +
    `<rect width="96" height="96" fill="url(#vg)"/></svg>`
  );
}

export function placeholderSvg(width = 800, height = 600): string {
  const line = `fill="none" stroke="#b9c0c8" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"`;
  return (
    `${svgOpen({ width, height, w0: 800, h0: 600 })}<rect x="-4000" y="-4000" width="8800" height="8600" fill="#eef0f2"/>` +
    `<g ${line}><path d="M290 300V238Q290 220 308 220H492Q510 220 510 238V300"/>` +
    `<path d="M290 330V296Q290 280 274 280Q256 280 256 298V372H544V298Q544 280 526 280Q510 280 510 296V330Z"/>` +
    `<path d="M290 330H510M282 372V392M518 372V392"/></g></svg>`
  );
}

export function heroPosterSvg(width = 1600, height = 900): string {
  const sc = new Scene({ yaw: 16, camY: 250, dist: 820, pivotZ: 100, prefix: 'h' });
  const rug = [
    [-175, -80],
    [175, -80],
    [175, 175],
    [-175, 175],
  ].map(([x = 0, z = 0]) => sc.q(x, 0.5, z));
  sc.underlay.push(
    `<path d="M${rug.map((q) => `${num(q.x)} ${num(q.y)}`).join('L')}Z" fill="#efe7da" stroke="#e2d6c4" stroke-width="8" stroke-linejoin="round"/>`,
  );
  // The bedside nearer the camera overlaps the bed, so it is drawn after it.
  const near = sc.nearSide || -1;
  bedside(sc, '#cdb79a', 4, -near * 128, 178);
  drawBed(sc, '#8c9c8f', 5);
  bedside(sc, '#cdb79a', 4, near * 128, 178);
  return bedroom(sc, { width, height, w0: 1600, h0: 900 });
}

/**
 * Renders at the SVG's own size and writes the file atomically (temp name in the same folder,
 * then rename), so an interrupted seed never leaves a truncated image that later runs would
 * mistake for a finished one.
 */
export async function rasterise(
  svg: string,
  file: string,
  format: RasterFormat,
  quality = 80,
): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  // Loaded here, not at the top: only the first start draws (docs/performance.md "Memory").
  const { default: sharp } = await import('sharp');
  const img = sharp(Buffer.from(svg));
  const out =
    format === 'webp'
      ? img.webp({ quality })
      : img.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
  const data = await out.toBuffer();
  const tmp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}
