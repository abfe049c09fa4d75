/**
 * The room around a piece: wall, floor, soft shadow, a few props and the SALE tag, plus the
 * bedroom of the home page poster. Everything is composed in a fixed design space and the
 * viewBox grows for other aspect ratios, so nothing gets stretched or cropped.
 */
import { darken, lighten, mix, num, pick } from './artwork-colour';
import type { Scene } from './artwork-scene';

export type Prop = 'arch' | 'frames' | 'pendant' | 'plant' | 'none';
const ROOMS: readonly (readonly [string, string])[] = [
  ['#efe9e1', '#dfd3c3'],
  ['#e5ebe4', '#d2d9cf'],
  ['#e6ebf0', '#d3dbe3'],
  ['#f2e7e2', '#e2d1c9'],
  ['#ecebe8', '#dad8d3'],
];
export const PROPS: readonly Prop[] = [
  'arch',
  'plant',
  'frames',
  'pendant',
  'none',
  'arch',
  'plant',
];

// Shared by everything drawn on camera-facing planes (whose local y axis points up).
export const COMMON_DEFS =
  `<linearGradient id="soft" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".13"/>` +
  `<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".09"/></linearGradient>` +
  `<linearGradient id="softs" href="#soft" x1="0" y1="0" x2="0" y2="1"/>`;

export interface Frame {
  width: number;
  height: number;
  /** Design space the picture is composed in; other aspect ratios extend the room around it. */
  w0: number;
  h0: number;
}

export function svgOpen({ width, height, w0, h0 }: Frame): string {
  const vw = Math.max(w0, (h0 * width) / height);
  const vh = Math.max(h0, (w0 * height) / width);
  const vb = [(w0 - vw) / 2, (h0 - vh) / 2, vw, vh].map((n) => num(n, 2)).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="${vb}">`;
}

export interface Placed {
  markup: string;
  floorY: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** Scales a scene into a target box in design space and adds its soft floor shadow. */
export function place(sc: Scene, cx: number, bottom: number, maxW: number, maxH: number): Placed {
  const { minX, maxX, minY, maxY } = sc;
  const s = Math.min(maxW / (maxX - minX), maxH / (maxY - minY));
  const tx = cx - (s * (minX + maxX)) / 2;
  const ty = bottom - s * maxY;
  const floorY = ty + s * sc.floorLine(sc.floorZ);
  const id = sc.uid();
  const blur = (k: string, sd: number): string =>
    `<filter id="${id}${k}" x="-30%" y="-80%" width="160%" height="260%"><feGaussianBlur stdDeviation="${num(sd / s, 2)}"/></filter>`;
  const shadow = sc.shadows.join('');
  const markup =
    `<defs>${blur('a', 14)}${blur('b', 4)}${sc.defs.join('')}</defs>` +
    `<g transform="translate(${num(tx)} ${num(ty)}) scale(${num(s, 4)})">` +
    sc.underlay.join('') +
    `<path d="${shadow}" fill="#3a2e26" opacity=".2" filter="url(#${id}a)"/>` +
    `<path d="${shadow}" fill="#2c231d" opacity=".22" filter="url(#${id}b)" transform="translate(0 ${num(3 / s)})"/>` +
    `${sc.body()}</g>`;
  const box = { x0: tx + s * minX, y0: ty + s * minY, x1: tx + s * maxX, y1: ty + s * maxY };
  return { markup, floorY, box };
}

export function room(
  wall: string,
  floor: string,
  floorY: number,
  x0: number,
  w: number,
  h: number,
): string {
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.35)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="${lighten(floor, 0.25)}"/></linearGradient></defs>` +
    `<rect x="${x0}" y="-2000" width="${w}" height="${num(floorY + 2000)}" fill="url(#wall)"/>` +
    `<rect x="${x0}" y="${num(floorY)}" width="${w}" height="${num(h + 2000)}" fill="url(#floor)"/>` +
    `<rect x="${x0}" y="${num(floorY - 7)}" width="${w}" height="7" fill="${lighten(wall, 0.5)}"/>` +
    `<rect x="${x0}" y="${num(floorY - 0.5)}" width="${w}" height="1.5" fill="${darken(floor, 0.12)}"/>`
  );
}

export function plant(x: number, floorY: number, k: number): string {
  const leaves = [-50, -28, -8, 12, 34, 55]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="${-34 - (i % 2) * 8}" rx="9" ry="30" transform="rotate(${a})" fill="${i % 2 ? '#6f8f6a' : '#58795a'}"/>`,
    )
    .join('');
  return `<g transform="translate(${num(x)} ${num(floorY - 46 * k)}) scale(${num(k, 3)})">${leaves}<path d="M-20 0H20L15 46H-15Z" fill="#c98f6b"/><rect x="-22" y="-3" width="44" height="7" rx="2" fill="#b97d5b"/></g>`;
}

/** Wall and floor decoration kept clear of the product's bounding box. */
export function props(prop: Prop, c: string, wall: string, p: Placed, w0: number): string {
  const { box, floorY } = p;
  const mid = (box.x0 + box.x1) / 2;
  if (prop === 'arch') {
    // Wider than the piece so it reads as an alcove behind it rather than a blob.
    const hw = Math.min(w0 * 0.42, (box.x1 - box.x0) * 0.62);
    const top = Math.max(30, Math.min(box.y0 - 80, floorY - 260));
    const ry = Math.min(hw, (floorY - top) * 0.5);
    return `<path d="M${num(mid - hw)} ${num(floorY)}V${num(top + ry)}A${num(hw)} ${num(ry)} 0 0 1 ${num(mid + hw)} ${num(top + ry)}V${num(floorY)}Z" fill="${mix(darken(wall, 0.04), c, 0.1)}"/>`;
  }
  if (prop === 'frames' && box.y0 > 150) {
    const h = Math.min(120, box.y0 - 80);
    const y = (box.y0 - h) / 2 + 10;
    const art = (x: number, w: number, hue: string): string =>
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="#fbf8f2" stroke="#6e5a48" stroke-width="4"/>` +
      `<circle cx="${num(x + w * 0.62)}" cy="${num(y + h * 0.4)}" r="${num(h * 0.16)}" fill="${hue}"/>` +
      `<path d="M${num(x + 8)} ${num(y + h - 8)}Q${num(x + w * 0.4)} ${num(y + h * 0.45)} ${num(x + w - 8)} ${num(y + h - 8)}Z" fill="${mix(c, '#8aa08a', 0.5)}"/>`;
    return art(mid - h * 0.8 - 10, h * 0.8, '#e2b07a') + art(mid + 10, h * 0.8, lighten(c, 0.35));
  }
  if (prop === 'pendant' && box.y0 > 130) {
    const y = box.y0 - 60;
    return `<path d="M${num(mid)} -600V${num(y)}" stroke="#3c3733" stroke-width="1.5"/><path d="M${num(mid - 34)} ${num(y + 30)}A34 30 0 0 1 ${num(mid + 34)} ${num(y + 30)}Z" fill="#3c3733"/><ellipse cx="${num(mid)}" cy="${num(y + 30)}" rx="34" ry="4" fill="#f6e7c2"/>`;
  }
  if (prop === 'plant') {
    const k = Math.min(1.4, Math.max(0.85, (box.y1 - box.y0) / 250));
    const y = floorY + (box.y1 - floorY) * 0.45;
    const gap = 62 * k;
    if (box.x0 > 2 * gap) return plant(box.x0 - gap, y, k);
    if (box.x1 < w0 - 2 * gap) return plant(box.x1 + gap, y, k);
  }
  return '';
}

function saleTag({ box }: Placed): string {
  const x = Math.min(box.x1 - 20, 690);
  const y = Math.max(box.y0 + 10, 90);
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(14)"><path d="M0 0L18 -26H104Q110 -26 110 -20V20Q110 26 104 26H18Z" fill="#d2453b"/>` +
    `<circle cx="16" cy="0" r="4.5" fill="#f6efe6"/><path d="M16 0C4 -12 -8 -2 -20 -16" stroke="#8d7b6c" stroke-width="1.6" fill="none"/><text x="64" y="9" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="25" fill="#fff">SALE</text></g>`
  );
}

export function compose(
  sc: Scene,
  c: string,
  d: number,
  f: Frame,
  prop: Prop,
  sale: boolean,
): string {
  const [wall, floor] = pick(ROOMS, d, 7);
  const p = place(sc, f.w0 / 2, f.h0 * 0.86, f.w0 * 0.72, f.h0 * 0.66);
  const x0 = -2000;
  return (
    `${svgOpen(f)}<defs>${COMMON_DEFS}</defs>${room(wall, floor, p.floorY, x0, f.w0 + 4000, f.h0)}` +
    `${props(prop, c, wall, p, f.w0)}${p.markup}${sale ? saleTag(p) : ''}</svg>`
  );
}

/** The calm bedroom around the hero scene: window with curtains, art, plant and a warm floor. */
export function bedroom(sc: Scene, f: Frame): string {
  const p = place(sc, 900, 845, 960, 580);
  const wall = '#ebe4da';
  const wy = p.floorY - 110;
  const glow =
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="#fffaf0" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="320" cy="${num(wy * 0.55)}" rx="520" ry="${num(wy * 0.8)}" fill="url(#glow)"/>`;
  const win =
    `<rect x="170" y="110" width="300" height="${num(wy - 110)}" rx="6" fill="#f7f5ef"/>` +
    `<rect x="186" y="126" width="268" height="${num(wy - 142)}" fill="#dde7ec"/>` +
    `<rect x="186" y="126" width="268" height="${num((wy - 142) * 0.55)}" fill="#edf1ee"/>` +
    `<path d="M320 126V${num(wy - 16)}M186 ${num(110 + (wy - 110) / 2)}H454" stroke="#f7f5ef" stroke-width="10"/>` +
    `<rect x="160" y="${num(wy - 6)}" width="320" height="14" rx="3" fill="#f3efe7"/>`;
  const curtain = (x: number): string =>
    `<rect x="${x}" y="86" width="74" height="${num(p.floorY - 84)}" fill="#e6dccb"/>` +
    [12, 32, 52]
      .map(
        (dx) =>
          `<rect x="${x + dx}" y="86" width="7" height="${num(p.floorY - 84)}" fill="#d6c9b3" opacity=".7"/>`,
      )
      .join('');
  const rail = `<rect x="100" y="78" width="440" height="6" rx="3" fill="#9c8466"/>`;
  return (
    `${svgOpen(f)}<defs>${COMMON_DEFS}</defs>${room(wall, '#d8c3a5', p.floorY, -2000, 5600, f.h0)}` +
    `${glow}${win}${curtain(116)}${curtain(450)}${rail}${props('frames', '#8c9c8f', wall, p, f.w0)}` +
    `${plant(1480, p.floorY + 40, 1.8)}${p.markup}</svg>`
  );
}
