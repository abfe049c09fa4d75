/**
 * Colour, variant and number helpers for the code-drawn seed artwork. Kept apart from the
 * drawings so the shading rules (one base fabric colour -> a family of tones) live in one place.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The tones one fabric colour breaks into so flat boxes read as lit solids. */
export interface Shades {
  top: string;
  front: string;
  side: string;
  line: string;
}

// A neutral the shop would never sell as a "fabric", so a bad seed row is easy to spot.
const FALLBACK: Rgb = { r: 0x8a, g: 0x8f, b: 0x96 };

/**
 * Accepts `#rgb` or `#rrggbb`. Anything else becomes a neutral grey: the colour is spliced into
 * SVG markup, so only strings we rebuilt ourselves may ever reach it.
 */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = m?.[1];
  if (digits === undefined) return { ...FALLBACK };
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Lower-case `#rrggbb`, so callers and tests can find the colour verbatim in the markup. */
export function normalise(hex: string): string {
  return toHex(parseHex(hex));
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

// Shadows go towards a warm near-black; pure black makes pale fabrics look dirty.
export function darken(c: string, t: number): string {
  return mix(c, '#231f1c', t);
}

/** Relative luminance (0 = black, 1 = white), used to keep details visible on dark fabrics. */
export function luminance(c: string): number {
  const { r, g, b } = parseHex(c);
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function shades(base: string): Shades {
  const dark = luminance(base) < 0.06;
  return {
    top: lighten(base, dark ? 0.2 : 0.16),
    front: base,
    side: darken(base, dark ? 0.12 : 0.2),
    line: dark ? lighten(base, 0.18) : darken(base, 0.3),
  };
}

/**
 * Picks option `salt` of a product variant. Salt 0 is the plain remainder so neighbouring
 * variants always differ in their main feature; other salts are hashed so features do not
 * all cycle in lock-step and 40+ products get distinct combinations.
 */
export function variantIndex(variant: number, salt: number, n: number): number {
  const v = Math.trunc(variant);
  if (salt === 0) return ((v % n) + n) % n;
  let h = Math.imul(v ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f);
  h ^= h >>> 13;
  return (h >>> 0) % n;
}

export function pick<T>(list: readonly T[], variant: number, salt: number): T {
  const item = list[variantIndex(variant, salt, list.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Short decimals keep the SVG small and byte-stable between runs. */
export function num(n: number, digits = 1): string {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
}

export const WOOD = { walnut: '#7a5438', oak: '#c09467', black: '#2f2d2e', brass: '#b8974e' };
