/**
 * Small deterministic SVG toolkit for the site's illustrations: a seeded random source,
 * colour mixing, and a document builder that keeps the output compact (integer
 * coordinates, de-duplicated gradients).
 */

export type Pt = [number, number];

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a hash of a string, used to derive a seed from an image name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for art. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
  };
}

function parseHex(hex: string): [number, number, number] {
  const v = hex.replace("#", "");
  const full = v.length === 3 ? [...v].map((c) => c + c).join("") : v;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const darken = (c: string, t: number) => mix(c, "#000000", t);
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);

/** Compact number: integers when large, one decimal when small. */
export function n(v: number): string {
  const abs = Math.abs(v);
  if (abs >= 10) return String(Math.round(v));
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** Polyline/polygon path data from points. */
export function poly(points: readonly Pt[], close = true): string {
  if (points.length === 0) return "";
  // integer absolute coordinates, written as relative moves: shorter and exact
  let px = Math.round(points[0]![0]);
  let py = Math.round(points[0]![1]);
  let d = `M${px} ${py}l`;
  for (let i = 1; i < points.length; i++) {
    const x = Math.round(points[i]![0]);
    const y = Math.round(points[i]![1]);
    d += `${i > 1 && x - px >= 0 ? " " : ""}${x - px}${y - py >= 0 ? " " : ""}${y - py}`;
    px = x;
    py = y;
  }
  return d + (close ? "Z" : "");
}

/** Attribute string from an object, skipping undefined values. */
function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

export function el(tag: string, a: Record<string, string | number | undefined>, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export type Stop = [offset: number, color: string, opacity?: number];

export class Doc {
  readonly w: number;
  readonly h: number;
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;
  private cache = new Map<string, string>();

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  /** Short unique id. */
  id(): string {
    return `i${(this.count++).toString(36)}`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  def(part: string): void {
    this.defs.push(part);
  }

  private cached(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id();
    this.def(make(id));
    this.cache.set(key, id);
    return id;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`)
      .join("");
  }

  /** Linear gradient in user space; returns `url(#id)`. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    const id = this.cached(
      key,
      (id) => `<linearGradient id="${id}" gradientUnits="userSpaceOnUse"${attrs({ x1, y1, x2, y2 })}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Vertical linear gradient between two y values. */
  vgrad(stops: Stop[], y1: number, y2: number): string {
    return this.linear(stops, 0, y1, 0, y2);
  }

  /** Radial gradient in user space; returns `url(#id)`. */
  radial(stops: Stop[], cx: number, cy: number, r: number): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r}`;
    const id = this.cached(
      key,
      (id) => `<radialGradient id="${id}" gradientUnits="userSpaceOnUse"${attrs({ cx, cy, r })}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Group kept in <defs> once per key, to be placed many times with `<use>`. */
  symbol(key: string, make: () => string): string {
    return this.cached(`S${key}`, (id) => `<g id="${id}">${make()}</g>`);
  }

  /** Path kept in <defs> so it can be both drawn and used as a clip without repeating its data. */
  shape(d: string): string {
    return this.cached(`P${d}`, (id) => `<path id="${id}" d="${d}"/>`);
  }

  /** Draw a shape kept in <defs>. */
  use(d: string, fill: string, extra = ""): string {
    return `<use href="#${this.shape(d)}" fill="${fill}"${extra}/>`;
  }

  /** Clip path from path data; returns `url(#id)`. */
  clip(d: string): string {
    const shape = this.shape(d);
    const id = this.cached(`C${d}`, (id) => `<clipPath id="${id}"><use href="#${shape}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">${defs}${this.body.join("")}</svg>\n`;
  }
}

/** Draw a silhouette with a lit colour and a shaded region clipped to it. */
export function shaded(doc: Doc, silhouette: string, lit: string, inside: string): void {
  doc.add(doc.use(silhouette, lit));
  doc.add(`<g clip-path="${doc.clip(silhouette)}">${inside}</g>`);
}

/** Midpoint-displacement line from x0 to x1: natural ridge profiles. */
export function ridgeLine(r: Rng, x0: number, x1: number, y0: number, y1: number, amp: number, levels = 5, rough = 0.55): Pt[] {
  let pts: Pt[] = [
    [x0, y0],
    [x1, y1],
  ];
  let a = amp;
  for (let l = 0; l < levels; l++) {
    const out: Pt[] = [pts[0]!];
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = pts[i - 1]!;
      const [bx, by] = pts[i]!;
      out.push([(ax + bx) / 2 + r.range(-0.12, 0.12) * (bx - ax), (ay + by) / 2 + r.range(-1, 1) * a], [bx, by]);
    }
    pts = out;
    a *= rough;
  }
  return pts;
}

/** Jagged line between two points with perpendicular jitter. */
export function jagged(r: Rng, a: Pt, b: Pt, segments: number, jitter: number): Pt[] {
  const pts: Pt[] = [a];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const px = -dy / len;
  const py = dx / len;
  for (let i = 1; i < segments; i++) {
    const t = i / segments + r.range(-0.3, 0.3) / segments;
    const j = r.range(-jitter, jitter);
    pts.push([a[0] + dx * t + px * j, a[1] + dy * t + py * j]);
  }
  pts.push(b);
  return pts;
}

/** y of a polyline at x (points sorted by x). */
export function yAt(points: readonly Pt[], x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [bx, by] = points[i]!;
    if (x <= bx) {
      const [ax, ay] = points[i - 1]!;
      return ay + ((by - ay) * (x - ax)) / (bx - ax || 1);
    }
  }
  return points[points.length - 1]![1];
}
