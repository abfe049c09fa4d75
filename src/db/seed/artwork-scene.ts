/**
 * Furniture drawn as simple solids in perspective. World units are centimetres (x right, y up
 * from the floor, z away from the viewer), so pieces keep believable proportions and every
 * product shares the same handful of primitives. The piece may be turned (yaw) for a
 * three-quarter view; the camera never tilts, so verticals stay vertical as in catalogue shots.
 */
import { darken, num, type Shades } from './artwork-colour';

export interface Pt {
  x: number;
  y: number;
}
/** [x0, x1, y0, y1, z0, z1] */
export type Box = readonly [number, number, number, number, number, number];

export interface Camera {
  /** Turn of the piece in degrees; positive shows its left side. */
  yaw?: number;
  camX?: number;
  camY: number;
  dist: number;
  /** Depth the piece turns around, normally the middle of its footprint. */
  pivotZ?: number;
  // Several scenes may share one SVG (hero poster), so their ids need distinct prefixes.
  prefix?: string;
}

const FOCAL = 900;

export class Scene {
  readonly defs: string[] = [];
  readonly shadows: string[] = [];
  /** Floor-level markup (rugs) that must sit under the shadows. */
  readonly underlay: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;
  minX = Infinity;
  maxX = -Infinity;
  minY = Infinity;
  maxY = -Infinity;
  /** Depth of the wall behind the piece; the composer draws the floor line there. */
  floorZ = 100;
  readonly camX: number;
  readonly camY: number;
  /** Camera position in the piece's own (unturned) coordinates, for face visibility. */
  readonly eyeX: number;
  readonly eyeZ: number;
  private readonly cos: number;
  private readonly sin: number;
  private readonly dist: number;
  private readonly pivotZ: number;
  private readonly prefix: string;

  constructor(cam: Camera) {
    const a = ((cam.yaw ?? 0) * Math.PI) / 180;
    this.cos = Math.cos(a);
    this.sin = Math.sin(a);
    this.camX = cam.camX ?? 0;
    this.camY = cam.camY;
    this.dist = cam.dist;
    this.pivotZ = cam.pivotZ ?? 0;
    this.prefix = cam.prefix ?? 'a';
    const dx = this.camX;
    const dz = -this.dist - this.pivotZ;
    this.eyeX = dx * this.cos + dz * this.sin;
    this.eyeZ = this.pivotZ - dx * this.sin + dz * this.cos;
  }

  uid(): string {
    return `${this.prefix}${++this.ids}`;
  }
  /** -1 or 1 when that side of the piece faces the camera (it overlaps the middle), else 0. */
  get nearSide(): number {
    return this.eyeX < -5 ? -1 : this.eyeX > 5 ? 1 : 0;
  }
  private turn(x: number, z: number): [number, number] {
    const dz = z - this.pivotZ;
    return [x * this.cos - dz * this.sin, this.pivotZ + x * this.sin + dz * this.cos];
  }
  /** Pixels per centimetre at a world point. */
  s(x: number, z: number): number {
    return FOCAL / (this.turn(x, z)[1] + this.dist);
  }
  /** Projection without growing the bounds, for floor dressing that should not steer framing. */
  q(x: number, y: number, z: number): Pt {
    const [tx, tz] = this.turn(x, z);
    const s = FOCAL / (tz + this.dist);
    return { x: (tx - this.camX) * s, y: (this.camY - y) * s };
  }
  p(x: number, y: number, z: number): Pt {
    const pt = this.q(x, y, z);
    this.minX = Math.min(this.minX, pt.x);
    this.maxX = Math.max(this.maxX, pt.x);
    this.minY = Math.min(this.minY, pt.y);
    this.maxY = Math.max(this.maxY, pt.y);
    return pt;
  }
  /** Screen y of the floor at a depth, ignoring the turn: the room itself does not rotate. */
  floorLine(z: number): number {
    return (this.camY * FOCAL) / (z + this.dist);
  }
  add(svg: string): void {
    this.parts.push(svg);
  }
  body(): string {
    return this.parts.join('');
  }
  /** Polygon in screen space; the same-colour round stroke softens corners and hides seams. */
  poly(pts: Pt[], fill: string, stroke = fill, width = 2): void {
    const d = pts.map((q) => `${num(q.x)} ${num(q.y)}`).join('L');
    this.add(
      `<path d="M${d}Z" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
    );
  }
  line(pts: (readonly [number, number, number])[], stroke: string, width = 1): void {
    const d = pts.map(([x, y, z]) => this.p(x, y, z)).map((q) => `${num(q.x)} ${num(q.y)}`);
    this.add(`<path d="M${d.join('L')}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`);
  }
  /**
   * Markup in world centimetres on the vertical plane at depth z, mapped by the affine map that
   * best fits the perspective over the given extent. Rounded rects, curves and cut-outs can then
   * be written directly instead of projecting every point; the error is a pixel or two.
   */
  plane(z: number, inner: string, x0: number, y0: number, x1: number, y1: number): void {
    const [xm, ym] = [(x0 + x1) / 2, (y0 + y1) / 2];
    const [w, h] = [x1 - x0 || 1, y1 - y0 || 1];
    const o = this.p(xm, ym, z);
    const l = this.p(x0, ym, z);
    const r = this.p(x1, ym, z);
    const b = this.p(xm, y0, z);
    const t = this.p(xm, y1, z);
    const [a, bb, c, d] = [(r.x - l.x) / w, (r.y - l.y) / w, (t.x - b.x) / h, (t.y - b.y) / h];
    const m = [a, bb, c, d, o.x - a * xm - c * ym, o.y - bb * xm - d * ym];
    this.add(`<g transform="matrix(${m.map((n) => num(n, 4)).join(' ')})">${inner}</g>`);
  }
  /**
   * Only the faces the camera can see, so no depth sorting is needed inside a box. Faces are
   * projected exactly (not through plane()) so neighbouring faces meet without hairline gaps.
   */
  box(b: Box, sh: Shades): void {
    const [x0, x1, y0, y1, z0, z1] = b;
    const q = (x: number, y: number, z: number): Pt => this.p(x, y, z);
    if (this.eyeX < x0)
      this.poly([q(x0, y0, z0), q(x0, y1, z0), q(x0, y1, z1), q(x0, y0, z1)], sh.side);
    if (this.eyeX > x1)
      this.poly([q(x1, y0, z0), q(x1, y1, z0), q(x1, y1, z1), q(x1, y0, z1)], sh.side);
    if (this.camY > y1)
      this.poly([q(x0, y1, z0), q(x1, y1, z0), q(x1, y1, z1), q(x0, y1, z1)], sh.top);
    const front = [q(x0, y0, z0), q(x1, y0, z0), q(x1, y1, z0), q(x0, y1, z0)];
    this.poly(front, sh.front);
    this.poly(front, 'url(#softs)', 'none', 0);
  }
  topFace(b: Box): Pt[] {
    const [x0, x1, , y1, z0, z1] = b;
    return [this.p(x0, y1, z0), this.p(x1, y1, z0), this.p(x1, y1, z1), this.p(x0, y1, z1)];
  }
  /** Screen ellipse of a horizontal circle; close enough to the true conic at these angles. */
  ellipse(
    x: number,
    y: number,
    z: number,
    r: number,
  ): { cx: number; cy: number; rx: number; ry: number } {
    const a = this.p(x - r, y, z);
    const b = this.p(x + r, y, z);
    const f = this.p(x, y, z - r);
    const k = this.p(x, y, z + r);
    return { cx: (a.x + b.x) / 2, cy: (f.y + k.y) / 2, rx: (b.x - a.x) / 2, ry: (f.y - k.y) / 2 };
  }
  shadow(x0: number, x1: number, z0: number, z1: number): void {
    const pts = [this.p(x0, 0, z0), this.p(x1, 0, z0), this.p(x1, 0, z1), this.p(x0, 0, z1)];
    this.shadows.push(`M${pts.map((q) => `${num(q.x)} ${num(q.y)}`).join('L')}Z`);
  }
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"${extra}/>`;
}

/** Puffy pillow outline with pinched corners, centred on x, standing on y (plane coordinates). */
export function pillow(
  cx: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tilt = 0,
): string {
  const hw = w / 2;
  const b = w * 0.06;
  const t = h * 0.12;
  const d =
    `M${num(cx - hw)} ${num(y)}Q${num(cx)} ${num(y - t)} ${num(cx + hw)} ${num(y)}` +
    `Q${num(cx + hw + b)} ${num(y + h / 2)} ${num(cx + hw)} ${num(y + h)}` +
    `Q${num(cx)} ${num(y + h + t)} ${num(cx - hw)} ${num(y + h)}` +
    `Q${num(cx - hw - b)} ${num(y + h / 2)} ${num(cx - hw)} ${num(y)}Z`;
  const rot = tilt ? ` transform="rotate(${tilt} ${num(cx)} ${num(y + h / 2)})"` : '';
  return `<g${rot}><path d="${d}" fill="${fill}" stroke="${darken(fill, 0.12)}" stroke-width=".5"/><path d="${d}" fill="url(#soft)"/></g>`;
}
