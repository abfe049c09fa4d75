/** Sofas, footstools and the clearance pieces (bedside locker, armchair, bench). */
import { darken, lighten, num, pick, shades, variantIndex, WOOD } from './artwork-colour';
import { cylinder, LEG_H, legs } from './artwork-parts';
import { pillow, rect, type Scene } from './artwork-scene';

const ACCENTS = ['#d9c4a0', '#c57b52', '#f2eee7', '#6d7a5f', '#d4ad4c', '#8f9db0'];

export function drawSofa(sc: Scene, c: string, d: number, seatsOverride?: number): void {
  const sh = shades(c);
  const seats = seatsOverride ?? pick([2, 3], d, 0);
  const arm = pick(['track', 'roll', 'slim'] as const, d, 1);
  const tight = variantIndex(d, 2, 3) === 2;
  const legStyle = pick(['taper', 'metal', 'bun', 'plinth'] as const, d, 3);
  const armW = arm === 'roll' ? 20 : arm === 'slim' ? 11 : 17;
  const hw = (seats * 60) / 2 + armW;
  const D = 92;
  const lh = LEG_H[legStyle];
  const [baseTop, armTop, backTop] = [lh + 26, lh + 50, lh + 80];
  const seatTop = baseTop + 14;
  const inner = hw - armW;
  sc.floorZ = D + 15;
  sc.shadow(-hw - 3, hw + 3, -3, D + 3);
  legs(sc, legStyle, -hw + 4, hw - 4, 4, D - 4, lh);
  sc.box([-hw, hw, lh, backTop, 72, D], sh);
  // The arm nearer the camera hides part of the seat, so it is drawn last.
  const armAt = (s: number): void => {
    const [x0, x1] = s < 0 ? [-hw, -inner] : [inner, hw];
    sc.box([x0, x1, lh, armTop, 0, 72], sh);
    if (arm === 'roll') {
      const cx = (x0 + x1) / 2 - s * 1.5;
      const r = armW / 2 + 1.5;
      sc.plane(
        -0.3,
        `<circle cx="${cx}" cy="${armTop - r + 1}" r="${r}" fill="${sh.front}"/><circle cx="${cx}" cy="${armTop - r + 1}" r="${r * 0.55}" fill="none" stroke="${sh.line}" stroke-width=".8"/><circle cx="${cx}" cy="${armTop - r + 1}" r="${r}" fill="url(#soft)"/>`,
        cx - r,
        armTop - 2 * r,
        cx + r,
        armTop,
      );
    }
  };
  for (const s of [-1, 1]) if (s !== sc.nearSide) armAt(s);
  if (tight) {
    sc.box([-inner, inner, baseTop, backTop - 3, 64, 72], shades(lighten(c, 0.04)));
    const seams = Array.from(
      { length: seats - 1 },
      (_, i) => `M${num(-inner + (i + 1) * 60)} ${baseTop}V${backTop - 5}`,
    ).join('');
    if (seams)
      sc.plane(
        63.8,
        `<path d="${seams}" stroke="${sh.line}" stroke-width=".8"/>`,
        -inner,
        baseTop,
        inner,
        backTop,
      );
  } else {
    const backs = Array.from({ length: seats }, (_, i) =>
      pillow(-inner + 30 + i * 60, seatTop - 4, 57, backTop - seatTop + 4, lighten(c, 0.05)),
    );
    sc.plane(66, backs.join(''), -inner, seatTop, inner, backTop + 4);
  }
  sc.box([-inner, inner, lh, baseTop, 0, 70], sh);
  const order = Array.from({ length: seats }, (_, i) => i);
  for (const i of sc.nearSide < 0 ? order.reverse() : order) {
    const x0 = -inner + i * 60;
    sc.box([x0 + 0.6, x0 + 59.4, baseTop, seatTop, 0.5, 66], shades(lighten(c, 0.03)));
    // Piping on the front edge is what makes a block read as a cushion.
    sc.line(
      [
        [x0 + 1.5, seatTop - 0.6, 0.5],
        [x0 + 58.5, seatTop - 0.6, 0.5],
      ],
      sh.line,
      1.1,
    );
  }
  const scatter = variantIndex(d, 4, 3);
  const accent = pick(ACCENTS, d, 6);
  const sc1 = pillow(-inner + 22, seatTop - 1, 38, 36, accent, -9);
  const sc2 = pillow(inner - 22, seatTop - 1, 38, 36, scatter === 2 ? accent : lighten(c, 0.35), 9);
  if (scatter > 0 && seats > 1)
    sc.plane(58, sc1 + (scatter === 2 || tight ? sc2 : ''), -inner, seatTop, inner, seatTop + 40);
  if (sc.nearSide) armAt(sc.nearSide);
}

/** A padded top with piping over a slimmer base: the cue that turns a box into a footstool. */
export function drawFootstool(sc: Scene, c: string, d: number, formOverride?: 'bench'): void {
  const sh = shades(c);
  const base = shades(darken(c, 0.08));
  const form = formOverride ?? pick(['square', 'round', 'bench'] as const, d, 0);
  const top = pick(['buttons', 'piped', 'channels'] as const, d, 1);
  const legStyle = pick(['taper', 'bun', 'metal'] as const, d, 2);
  const lh = LEG_H[legStyle];
  const [H, pad] = [44, 13];
  const pipe = `fill="none" stroke="${sh.line}" stroke-width="1.3"`;
  const dot = (x: number, z: number): void => {
    const q = sc.p(x, H, z);
    const r = sc.s(x, z) * 1.7;
    sc.add(`<circle cx="${num(q.x)}" cy="${num(q.y)}" r="${num(r)}" fill="${darken(c, 0.35)}"/>`);
  };
  if (form === 'round') {
    sc.floorZ = 75;
    sc.shadow(-28, 28, 2, 58);
    legs(sc, legStyle, -17, 17, 13, 47, lh);
    cylinder(sc, 0, 30, 28.5, lh, H - pad, base);
    const t = cylinder(sc, 0, 30, 30, H - pad, H, sh);
    const e = sc.ellipse(0, H - pad, 30, 30);
    sc.add(
      `<ellipse cx="${num(t.cx)}" cy="${num(t.cy)}" rx="${num(t.rx)}" ry="${num(t.ry)}" ${pipe}/>` +
        `<path d="M${num(e.cx - e.rx)} ${num(e.cy)}A${num(e.rx)} ${num(e.ry)} 0 0 0 ${num(e.cx + e.rx)} ${num(e.cy)}" ${pipe}/>`,
    );
    if (top !== 'piped') {
      dot(0, 30);
      for (let i = 0; i < 6; i++) dot(16 * Math.cos(i * 1.047), 30 + 16 * Math.sin(i * 1.047));
    }
    return;
  }
  const [w, D] = form === 'bench' ? [112, 44] : [62, 62];
  const [x0, x1] = [-w / 2, w / 2];
  sc.floorZ = D + 18;
  sc.shadow(x0 - 2, x1 + 2, -2, D + 2);
  legs(sc, legStyle, x0 + 5, x1 - 5, 5, D - 5, lh);
  sc.box([x0 + 1.5, x1 - 1.5, lh, H - pad, 1.5, D - 1.5], base);
  const b = [x0, x1, H - pad, H, 0, D] as const;
  sc.box(b, sh);
  const outline = sc.topFace(b).map((q) => `${num(q.x)} ${num(q.y)}`);
  sc.add(`<path d="M${outline.join('L')}Z" ${pipe} stroke-linejoin="round"/>`);
  const low = H - pad;
  const side = sc.eyeX < x0 ? x0 : sc.eyeX > x1 ? x1 : undefined;
  sc.line(
    side === undefined
      ? [
          [x0, low, 0],
          [x1, low, 0],
        ]
      : side === x0
        ? [
            [x1, low, 0],
            [x0, low, 0],
            [x0, low, D],
          ]
        : [
            [x0, low, 0],
            [x1, low, 0],
            [x1, low, D],
          ],
    sh.line,
    1.3,
  );
  if (top === 'buttons') {
    const nx = form === 'bench' ? 5 : 3;
    for (let i = 0; i < nx; i++) {
      for (const j of [0, 1]) dot(x0 + (w / nx) * (i + 0.25 + j * 0.5), D * (j ? 0.68 : 0.32));
    }
  } else if (top === 'channels') {
    const n = form === 'bench' ? 8 : 5;
    for (let i = 1; i < n; i++)
      sc.line(
        [
          [x0 + (w / n) * i, H, 2],
          [x0 + (w / n) * i, H, D - 2],
        ],
        sh.line,
        1,
      );
  }
}

export function drawClearance(sc: Scene, c: string, d: number): void {
  const form = pick(['bedside', 'chair', 'bench'] as const, d, 0);
  if (form === 'chair') return drawSofa(sc, c, d, 1);
  if (form === 'bench') return drawFootstool(sc, c, d, 'bench');
  bedside(sc, c, d, 0, 0);
}

/** Bedside locker with a lamp; also furnishes the hero bedroom. */
export function bedside(sc: Scene, c: string, d: number, ox: number, oz: number): void {
  const sh = shades(c);
  const legStyle = pick(['taper', 'plinth', 'metal'] as const, d, 2);
  const lh = LEG_H[legStyle];
  const drawers = 1 + variantIndex(d, 3, 3);
  const H = lh + 50;
  sc.floorZ = Math.max(sc.floorZ, oz + 55);
  sc.shadow(ox - 26, ox + 26, oz - 2, oz + 42);
  legs(sc, legStyle, ox - 20, ox + 20, oz + 4, oz + 36, lh);
  sc.box([ox - 25, ox + 25, lh, H, oz, oz + 40], sh);
  const fronts: string[] = [];
  const dh = 46 / drawers;
  for (let i = 0; i < drawers; i++) {
    const y = lh + 2 + i * dh;
    fronts.push(
      rect(ox - 23, y, 46, dh - 1.2, 1, lighten(c, 0.05), ` stroke="${sh.line}" stroke-width=".4"`),
    );
    fronts.push(`<circle cx="${ox}" cy="${num(y + dh / 2)}" r="1.6" fill="${WOOD.brass}"/>`);
  }
  sc.plane(oz - 0.3, fronts.join(''), ox - 25, lh, ox + 25, H);
  cylinder(sc, ox, oz + 22, 6, H, H + 3, shades('#d9d2c7'));
  sc.plane(oz + 22, rect(ox - 0.8, H + 3, 1.6, 22, 0.8, WOOD.brass), ox - 1, H, ox + 1, H + 25);
  const shade = `M${ox - 14} ${H + 21}L${ox + 14} ${H + 21}L${ox + 10} ${H + 41}L${ox - 10} ${H + 41}Z`;
  sc.plane(
    oz + 20,
    `<path d="${shade}" fill="#f4ecdc" stroke="#e2d6bf" stroke-width=".6"/><path d="${shade}" fill="url(#soft)"/>`,
    ox - 14,
    H + 21,
    ox + 14,
    H + 41,
  );
}
