/**
 * Reusable furniture parts: legs, upholstered headboards and round bodies. Shared by several
 * products (beds, headboards, sofas, footstools) so their details stay consistent.
 */
import { darken, lighten, mix, num, shades, WOOD, type Shades } from './artwork-colour';
import { rect, type Scene } from './artwork-scene';

export type LegStyle = 'plinth' | 'taper' | 'metal' | 'bun';
export const LEGS: readonly LegStyle[] = ['taper', 'plinth', 'metal', 'bun'];
export const LEG_H: Record<LegStyle, number> = { plinth: 4, taper: 15, metal: 13, bun: 8 };

/** Four legs (back pair first, so the front pair overlaps them) or a recessed plinth. */
export function legs(
  sc: Scene,
  style: LegStyle,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  h: number,
): void {
  if (style === 'plinth') {
    sc.box([x0 + 4, x1 - 4, 0, h, z0 + 4, z1 - 4], shades('#3a3431'));
    return;
  }
  for (const z of [z1, z0]) {
    for (const x of [x0, x1]) {
      const leg =
        style === 'taper'
          ? `<path d="M${x - 2.4} ${h}L${x + 2.4} ${h}L${x + 1.1} 0L${x - 1.1} 0Z" fill="${WOOD.walnut}"/>`
          : style === 'metal'
            ? rect(x - 1, 0, 2, h, 0.5, WOOD.black) + rect(x - 2.2, 0, 4.4, 1.2, 0.4, WOOD.brass)
            : `<ellipse cx="${x}" cy="${h / 2}" rx="4.2" ry="${h / 2}" fill="${WOOD.oak}"/>`;
      sc.plane(z, leg, x - 3, 0, x + 3, h);
    }
  }
}

/** Covered button: dark dimple with a small catch-light, readable on any fabric. */
export function button(x: number, y: number, sh: Shades, r = 1.7): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${r}" fill="${darken(sh.front, 0.35)}"/>` +
    `<circle cx="${num(x - r * 0.3)}" cy="${num(y + r * 0.3)}" r="${num(r * 0.45)}" fill="${lighten(sh.front, 0.35)}"/>`
  );
}

export type HbShape = 'square' | 'arch' | 'shoulder' | 'scallop' | 'tall';
export type HbDeco = 'buttons' | 'channels' | 'panels' | 'piped';
export const HB_SHAPES: readonly HbShape[] = ['arch', 'square', 'shoulder', 'scallop', 'tall'];
export const HB_DECOS: readonly HbDeco[] = ['buttons', 'channels', 'piped', 'panels'];

function hbPath(shape: HbShape, w: number, y0: number, h: number): string {
  const hw = w / 2;
  const top = y0 + h;
  const n = (v: number): string => num(v);
  switch (shape) {
    case 'square':
    case 'tall': {
      const r = shape === 'tall' ? 16 : 5;
      return `M${n(-hw)} ${n(y0)}V${n(top - r)}Q${n(-hw)} ${n(top)} ${n(-hw + r)} ${n(top)}H${n(hw - r)}Q${n(hw)} ${n(top)} ${n(hw)} ${n(top - r)}V${n(y0)}Z`;
    }
    case 'arch': {
      const a = h * 0.28;
      const k = 0.5523;
      return `M${n(-hw)} ${n(y0)}V${n(top - a)}C${n(-hw)} ${n(top - a + a * k)} ${n(-hw * k)} ${n(top)} 0 ${n(top)}C${n(hw * k)} ${n(top)} ${n(hw)} ${n(top - a + a * k)} ${n(hw)} ${n(top - a)}V${n(y0)}Z`;
    }
    case 'shoulder': {
      const s = y0 + h * 0.76;
      const i = hw * 0.7;
      return `M${n(-hw)} ${n(y0)}V${n(s - 4)}Q${n(-hw)} ${n(s)} ${n(-hw + 4)} ${n(s)}H${n(-i - 6)}Q${n(-i)} ${n(s)} ${n(-i)} ${n(s + 6)}V${n(top - 8)}Q${n(-i)} ${n(top)} ${n(-i + 8)} ${n(top)}H${n(i - 8)}Q${n(i)} ${n(top)} ${n(i)} ${n(top - 8)}V${n(s + 6)}Q${n(i)} ${n(s)} ${n(i + 6)} ${n(s)}H${n(hw - 4)}Q${n(hw)} ${n(s)} ${n(hw)} ${n(s - 4)}V${n(y0)}Z`;
    }
    case 'scallop': {
      const y1 = top - h * 0.2;
      const b1 = h * 0.16 * 1.33;
      const b2 = h * 0.2 * 1.33;
      const t = hw / 3;
      return `M${n(-hw)} ${n(y0)}V${n(y1)}C${n(-hw)} ${n(y1 + b1)} ${n(-t)} ${n(y1 + b1)} ${n(-t)} ${n(y1)}C${n(-t)} ${n(y1 + b2)} ${n(t)} ${n(y1 + b2)} ${n(t)} ${n(y1)}C${n(t)} ${n(y1 + b1)} ${n(hw)} ${n(y1 + b1)} ${n(hw)} ${n(y1)}V${n(y0)}Z`;
    }
  }
}

function hbDeco(
  deco: HbDeco,
  sh: Shades,
  w: number,
  y0: number,
  h: number,
  outline: string,
): string {
  const hw = w / 2;
  const lines: string[] = [];
  const hi: string[] = [];
  if (deco === 'buttons') {
    const dx = 17;
    const dy = 15;
    for (let row = 0, y = y0 + 14; y < y0 + h + dy; row++, y += dy) {
      for (let x = -hw + (row % 2 ? dx : dx / 2); x < hw; x += dx) {
        lines.push(`M${num(x)} ${num(y)}l${dx / 2} ${dy}M${num(x)} ${num(y)}l${-dx / 2} ${dy}`);
        hi.push(button(x, y, sh));
      }
    }
  } else if (deco === 'channels') {
    for (let x = -hw + 13; x < hw - 4; x += 13) lines.push(`M${num(x)} ${y0}V${num(y0 + h + 40)}`);
  } else if (deco === 'panels') {
    for (const x of [-w / 6, w / 6]) lines.push(`M${num(x)} ${y0}V${num(y0 + h + 40)}`);
    lines.push(`M${-hw} ${num(y0 + h * 0.48)}H${hw}`);
  } else {
    const s = 0.9;
    const cy = y0 + h * 0.45;
    hi.push(
      `<path d="${outline}" transform="translate(0 ${num(cy * (1 - s))}) scale(${s})" fill="none" stroke="${sh.line}" stroke-width="1.1"/>`,
    );
  }
  const path = lines.join('');
  const light = lighten(sh.front, 0.22);
  return (
    (path
      ? `<path d="${path}" fill="none" stroke="${light}" stroke-width="1.2" stroke-opacity=".6" transform="translate(.8 0)"/>` +
        `<path d="${path}" fill="none" stroke="${sh.line}" stroke-width=".9" stroke-opacity=".75"/>`
      : '') + hi.join('')
  );
}

/** Upholstered headboard on a camera-facing plane; thickness comes from stacked darker copies. */
export function headboard(
  sc: Scene,
  sh: Shades,
  shape: HbShape,
  deco: HbDeco,
  z: number,
  w: number,
  y0: number,
  h: number,
): void {
  const hh = shape === 'tall' ? h * 1.22 : h;
  const d = hbPath(shape, w, y0, hh);
  const top = y0 + hh;
  for (const [dz, fill] of [
    [8, darken(sh.side, 0.1)],
    [5, sh.side],
    [2.5, sh.top],
  ] as const) {
    sc.plane(
      z + dz,
      `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="1" stroke-linejoin="round"/>`,
      -w / 2,
      y0,
      w / 2,
      top,
    );
  }
  const clip = sc.uid();
  sc.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  sc.plane(
    z,
    `<path d="${d}" fill="${sh.front}"/><g clip-path="url(#${clip})">${hbDeco(deco, sh, w, y0, hh, d)}</g>` +
      `<path d="${d}" fill="url(#soft)" stroke="${sh.line}" stroke-width=".6" stroke-opacity=".5"/>`,
    -w / 2,
    y0,
    w / 2,
    top,
  );
}

/** Vertical cylinder (round pouf, lamp base) with a rounded side gradient. */
export function cylinder(
  sc: Scene,
  x: number,
  z: number,
  r: number,
  y0: number,
  y1: number,
  sh: Shades,
): { cx: number; cy: number; rx: number; ry: number } {
  const b = sc.ellipse(x, y0, z, r);
  const t = sc.ellipse(x, y1, z, r);
  const id = sc.uid();
  sc.defs.push(
    `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${sh.side}"/><stop offset=".35" stop-color="${mix(sh.front, sh.top, 0.5)}"/><stop offset=".62" stop-color="${sh.front}"/><stop offset="1" stop-color="${darken(sh.side, 0.1)}"/></linearGradient>`,
  );
  const n = num;
  sc.add(
    `<path d="M${n(t.cx - t.rx)} ${n(t.cy)}L${n(b.cx - b.rx)} ${n(b.cy)}A${n(b.rx)} ${n(b.ry)} 0 0 0 ${n(b.cx + b.rx)} ${n(b.cy)}L${n(t.cx + t.rx)} ${n(t.cy)}A${n(t.rx)} ${n(t.ry)} 0 0 1 ${n(t.cx - t.rx)} ${n(t.cy)}Z" fill="url(#${id})"/>` +
      `<ellipse cx="${n(t.cx)}" cy="${n(t.cy)}" rx="${n(t.rx)}" ry="${n(t.ry)}" fill="${sh.top}"/>`,
  );
  return t;
}
