/**
 * Beds, mattresses, headboards and kids beds, built from the primitives in artwork-scene.ts and
 * artwork-parts.ts. Each drawer takes a design number and derives every option from it.
 */
import {
  darken,
  lighten,
  luminance,
  mix,
  num,
  pick,
  shades,
  variantIndex,
  WOOD,
} from './artwork-colour';
import { headboard, HB_DECOS, HB_SHAPES, LEG_H, LEGS, legs } from './artwork-parts';
import { pillow, rect, type Scene } from './artwork-scene';

const LINENS = ['#f6f3ee', '#ece5d9', '#e1e6e8', '#f1e7df'];
const WHITE = '#fbfaf7';

/** Upholstered divan made up with linen and a throw; also the centre of the hero bedroom. */
export function drawBed(sc: Scene, c: string, d: number): void {
  const sh = shades(c);
  const legStyle = pick(LEGS, d, 2);
  const lh = LEG_H[legStyle];
  const L = 200;
  const baseTop = lh + 28;
  const mTop = baseTop + 24;
  const linen = pick(LINENS, d, 3);
  const throwCol = pick([darken(c, 0.18), lighten(c, 0.3), '#d8c7a5', '#b8795a'], d, 4);
  sc.floorZ = L + 12;
  sc.shadow(-80, 80, -4, L + 8);
  headboard(sc, sh, pick(HB_SHAPES, d, 0), pick(HB_DECOS, d, 1), L, 166, lh + 8, mTop + 56 - lh);
  legs(sc, legStyle, -72, 72, 5, L - 5, lh);
  sc.box([-77, 77, lh, baseTop, 0, L], sh);
  sc.box([-74, 74, baseTop, mTop, 1, L - 2], shades('#f4f2ee'));
  sc.plane(
    L - 14,
    pillow(-36, mTop - 3, 66, 34, WHITE, -3) + pillow(36, mTop - 3, 66, 34, WHITE, 3),
    -74,
    mTop,
    74,
    mTop + 36,
  );
  const cushions = variantIndex(d, 5, 3);
  const row = cushions === 1 ? [0] : cushions === 2 ? [-22, 22] : [];
  const cush = row.map((x, i) => pillow(x, mTop - 2, 40, 30, i ? lighten(c, 0.15) : c, i ? 6 : -6));
  if (cush.length) sc.plane(L - 32, cush.join(''), -44, mTop, 44, mTop + 32);
  sc.box([-78, 78, baseTop - 5, mTop + 4, -2, L * 0.62], shades(linen));
  sc.box(
    [-78.5, 78.5, mTop + 3, mTop + 6, L * 0.62 - 18, L * 0.62 + 1],
    shades(lighten(linen, 0.5)),
  );
  sc.box([-79, 79, mTop - 13, mTop + 6.5, -3, 40], shades(throwCol));
  const stripes = [3.5, 6]
    .map((y) => rect(-78, mTop - 13 + y, 156, 1.1, 0, lighten(throwCol, 0.35)))
    .join('');
  sc.plane(-3.2, stripes, -79, mTop - 13, 79, mTop - 5);
}

export function drawMattress(sc: Scene, c: string, d: number): void {
  const T = pick([24, 28, 32], d, 2);
  const topper = variantIndex(d, 3, 2) === 1;
  const quilt = pick(['diamond', 'grid', 'wave'] as const, d, 0);
  const tape = pick(['#5d6670', '#26344f', '#8a7767', '#45484d', '#9c968b'], d, 1);
  const L = 195;
  const hw = 70;
  const topCol = mix(WHITE, c, 0.18);
  sc.floorZ = L + 20;
  sc.shadow(-hw - 2, hw + 2, -3, L + 3);
  sc.box([-hw, hw, 0, T * 0.3, 0, L], shades(tape));
  sc.box([-hw, hw, T * 0.3, T, 0, L], shades(c));
  sc.plane(
    0,
    `<path d="M${-hw + 3} ${num(T * 0.65)}H${hw - 3}" stroke="${darken(c, 0.25)}" stroke-width=".5" stroke-dasharray="2 1.6"/>` +
      rect(-12, T * 0.42, 24, T * 0.4, 1, tape) +
      rect(-9, T * 0.56, 18, 1, 0.5, lighten(tape, 0.6)),
    -hw,
    0,
    hw,
    T,
  );
  for (const x of [-hw, hw]) {
    if ((x < 0 && sc.eyeX < x) || (x > 0 && sc.eyeX > x)) {
      sc.poly(
        [
          sc.p(x, T * 0.5, L / 2 - 12),
          sc.p(x, T * 0.5, L / 2 + 12),
          sc.p(x, T * 0.68, L / 2 + 12),
          sc.p(x, T * 0.68, L / 2 - 12),
        ],
        tape,
        tape,
        1,
      );
    }
  }
  let y = T;
  if (topper) {
    sc.box([-hw + 1, hw - 1, T, T + 8, 1, L - 1], shades(topCol));
    y = T + 8;
  }
  const inset = topper ? 1 : 0;
  // The top is redrawn with a tape-edge outline in the border colour.
  sc.poly(sc.topFace([-hw + inset, hw - inset, 0, y, inset, L - inset]), topCol, tape, 2.5);
  const st = darken(topCol, luminance(topCol) > 0.5 ? 0.16 : 0.3);
  const seg = (xa: number, za: number, xb: number, zb: number): void =>
    sc.line(
      [
        [xa, y, za],
        [xb, y, zb],
      ],
      st,
      1,
    );
  const [x0, x1, z0, z1] = [-hw + 7, hw - 7, 7, L - 7];
  if (quilt === 'diamond') {
    // Both diagonal families, clipped to the quilted area.
    for (let k = -(z1 - z0); k < x1 - x0; k += 20) {
      const u0 = Math.max(-k, 0);
      const u1 = Math.min(x1 - x0 - k, z1 - z0);
      if (u1 <= u0) continue;
      seg(x0 + k + u0, z0 + u0, x0 + k + u1, z0 + u1);
      seg(x1 - k - u0, z0 + u0, x1 - k - u1, z0 + u1);
    }
  } else if (quilt === 'grid') {
    for (let z = z0; z <= z1; z += 22) seg(x0, z, x1, z);
    for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / 5) {
      seg(x, z0, x, z1);
      for (let z = z0; z <= z1; z += 22) {
        const q = sc.p(x, y, z);
        const r = num(sc.s(x, z) * 1.1);
        sc.add(`<circle cx="${num(q.x)}" cy="${num(q.y)}" r="${r}" fill="${darken(st, 0.15)}"/>`);
      }
    }
  } else {
    for (let z = z0 + 6; z < z1; z += 13) {
      const pts: [number, number, number][] = [];
      for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / 16)
        pts.push([x, y, z + 3 * Math.sin(x / 8)]);
      sc.line(pts, st, 1);
    }
  }
}

/** Strutted headboard as delivered: the struts bolt to the bed base, so they show here. */
export function drawHeadboardOnly(sc: Scene, c: string, d: number): void {
  const w = pick([140, 152, 168], d, 2);
  sc.floorZ = 45;
  sc.shadow(-w / 2, w / 2, 0, 18);
  const wood = shades(pick([WOOD.walnut, WOOD.oak], d, 4));
  for (const x of [-w / 2 + 20, w / 2 - 20]) sc.box([x - 3, x + 3, 0, 70, 10, 15], wood);
  headboard(sc, shades(c), pick(HB_SHAPES, d, 0), pick(HB_DECOS, d, 1), 0, w, 40, 82);
}

export function drawKidsBed(sc: Scene, c: string, d: number): void {
  const sh = shades(c);
  const form = pick(['bunk', 'house', 'rails'] as const, d, 0);
  const duvet = shades(pick(['#f2d8c9', '#d7e6ef', '#f3e3b0', '#dfe9d8', '#f6f3ee'], d, 3));
  const mat = shades('#f4f2ee');
  if (form === 'bunk') {
    const D = 90;
    sc.floorZ = D + 15;
    sc.shadow(-102, 102, -2, D + 2);
    const post = (x: number, z: number): void => sc.box([x - 3, x + 3, 0, 162, z, z + 6], sh);
    post(-98, D - 6);
    post(98, D - 6);
    for (const y of [22, 104]) {
      sc.box([-95, 95, y, y + 12, D - 5, D - 1], sh);
      for (const x of [-98, 94]) sc.box([x, x + 4, y, y + 38, 6, D - 6], sh);
      sc.box([-95, 95, y + 4, y + 18, 4, D - 4], mat);
      sc.plane(D * 0.5, pillow(-78, y + 17, 26, 13, WHITE), -92, y + 16, -64, y + 31);
      sc.box([-58, 95.5, y + 9, y + 21, 2, D - 2], duvet);
      sc.box([-95, 95, y, y + 12, 0, 5], sh);
    }
    sc.box([-56, 95, 145, 151, 0, 5], sh);
    sc.box([-59, -53, 116, 151, 0, 5], sh);
    post(-98, 0);
    post(98, 0);
    const rungs = [30, 55, 80, 105, 130].map((y) => rect(-90, y, 24, 3.5, 1, sh.front)).join('');
    sc.plane(
      -5,
      rect(-92, 0, 4.5, 150, 1.5, sh.side) + rect(-70, 0, 4.5, 150, 1.5, sh.side) + rungs,
      -92,
      0,
      -65.5,
      150,
    );
    return;
  }
  const L = 196;
  sc.floorZ = L + 14;
  sc.shadow(-52, 52, -3, L + 3);
  const beam = `fill="none" stroke="${sh.front}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;
  if (form === 'house') {
    const gable = (z: number, extra: string): void => {
      for (const x of [-47, 47]) sc.box([x - 3, x + 3, 0, 125, z - 5, z], sh);
      sc.plane(z - 2.5, `<path d="M-47 122L0 168L47 122" ${beam}/>${extra}`, -50, 118, 50, 172);
    };
    gable(L, '');
    sc.box([-48, 48, 10, 30, 0, L], sh);
    sc.box([-45, 45, 30, 44, 3, L - 3], mat);
    sc.plane(L - 22, pillow(0, 42, 56, 22, WHITE), -28, 42, 28, 66);
    sc.box([-47, 47, 24, 47, -1, L * 0.65], duvet);
    sc.box([-3, 3, 164, 170, 0, L], sh);
    for (const x of [-47, 47]) sc.box([x - 3, x + 3, 119, 125, 0, L], sh);
    // Bunting under the front gable is the playful touch that says "children's room".
    const flags = ['#e9a23b', '#7fb4c9', '#e27d60', '#8fbf9f', '#f3d36b'].map(
      (f, i) => `<path d="M${-32 + i * 16} ${121 - 7 * Math.abs(i - 2)}l6 -11l6 11z" fill="${f}"/>`,
    );
    gable(0, flags.join(''));
    return;
  }
  const end = (z: number, h: number): void => {
    const outline = `M-50 0V${h - 22}C-50 ${h - 6} -30 ${h} 0 ${h}C30 ${h} 50 ${h - 6} 50 ${h - 22}V0Z`;
    // A porthole cut-out: the evenodd hole lets the wall show through both layers.
    const d = `${outline}M0 ${h - 32}m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0Z`;
    sc.plane(z + 3, `<path d="${d}" fill-rule="evenodd" fill="${sh.side}"/>`, -50, 0, 50, h);
    sc.plane(
      z,
      `<path d="${d}" fill-rule="evenodd" fill="${sh.front}"/><path d="${d}" fill-rule="evenodd" fill="url(#soft)"/>`,
      -50,
      0,
      50,
      h,
    );
  };
  end(L, 105);
  sc.box([-48, 48, 12, 30, 0, L], sh);
  sc.box([-45, 45, 30, 44, 3, L - 3], mat);
  sc.plane(L - 20, pillow(0, 42, 56, 22, WHITE), -28, 42, 28, 66);
  sc.box([-47, 47, 24, 47, -1, L * 0.62], duvet);
  for (const x of [-48, 45]) {
    sc.box([x, x + 3, 62, 66, 70, L - 5], sh);
    for (let z = 80; z < L - 8; z += 18) sc.box([x, x + 3, 40, 62, z, z + 3], sh);
  }
  end(0, 70);
}
