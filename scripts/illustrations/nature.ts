/** Landscape building blocks: sky, stars, sun and moon, ridges, peaks, granite spires, volcano, water, trees. */
import { type Doc, el, jagged, mix, lighten, darken, n, poly, ridgeLine, shaded, type Pt, type Rng } from "./lib.ts";
import type { Palette } from "./palettes.ts";

export interface Ctx {
  doc: Doc;
  r: Rng;
  p: Palette;
  w: number;
  h: number;
  /** Scale unit: 1 for an 800×600 image. */
  u: number;
}

export function ctxFor(doc: Doc, r: Rng, p: Palette): Ctx {
  return { doc, r, p, w: doc.w, h: doc.h, u: Math.sqrt((doc.w * doc.h) / (800 * 600)) };
}

/** Start a group that can be reused (reflections); returns the closing tag helper. */
export function group(ctx: Ctx, id: string, draw: () => void): void {
  ctx.doc.add(`<g id="${id}">`);
  draw();
  ctx.doc.add("</g>");
}

/** Sky gradient over the whole image; returns its fill so holes (rock windows) can show the same sky. */
export function sky(ctx: Ctx, horizon: number): string {
  const { doc, p, w, h } = ctx;
  const fill = doc.vgrad(
    [
      [0, p.sky[0]],
      [0.55, p.sky[1]],
      [1, p.sky[2]],
    ],
    0,
    horizon,
  );
  doc.add(el("rect", { width: w, height: h, fill }));
  return fill;
}

export function stars(ctx: Ctx, maxY: number, density = ctx.p.stars, milkyWay = false): void {
  const { doc, r, w, u } = ctx;
  if (density <= 0) return;
  const band: string[] = [];
  if (milkyWay) {
    const cx = r.range(w * 0.3, w * 0.7);
    const cy = maxY * 0.45;
    const angle = r.range(-35, -20);
    const rad = (angle * Math.PI) / 180;
    for (let i = 0; i < 90; i++) {
      const along = r.range(-0.75, 0.75) * w;
      const across = (r.next() + r.next() + r.next() - 1.5) * maxY * 0.12;
      const sx = cx + along * Math.cos(rad) - across * Math.sin(rad);
      const sy = cy + along * Math.sin(rad) + across * Math.cos(rad);
      if (sx > 0 && sx < w && sy > 0 && sy < maxY) band.push(`M${Math.round(sx)} ${Math.round(sy)}h0`);
    }
    const fill = doc.radial(
      [
        [0, "#c7d2fe", 0.13],
        [0.5, "#a5b4fc", 0.05],
        [1, "#a5b4fc", 0],
      ],
      0,
      0,
      1,
    );
    doc.add(
      el("ellipse", {
        rx: 1,
        ry: 1,
        fill,
        transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)}) scale(${n(w * 0.8)} ${n(maxY * 0.2)})`,
      }),
    );
  }
  const count = Math.round(((w * maxY) / 7000) * density);
  const tiers: string[][] = [[], [], []];
  for (let i = 0; i < count; i++) {
    const x = r.range(0, w);
    const y = maxY * r.next() ** 1.5;
    const t = r.next();
    tiers[t < 0.7 ? 0 : t < 0.94 ? 1 : 2]!.push(`M${Math.round(x)} ${Math.round(y)}h0`);
  }
  tiers[0]!.push(...band);
  const widths = [1.3 * u, 2 * u, 3 * u];
  const ops = [0.45, 0.75, 0.95];
  tiers.forEach((d, i) => {
    if (d.length)
      doc.add(el("path", { d: d.join(""), stroke: "#f8fafc", "stroke-width": widths[i], "stroke-linecap": "round", opacity: ops[i] }));
  });
}

export function celestial(ctx: Ctx, x: number, y: number, radius: number): void {
  const { doc, p } = ctx;
  if (p.body === "none") return;
  const glowR = radius * (p.body === "sun" ? 6 : 4);
  doc.add(
    el("circle", {
      cx: x,
      cy: y,
      r: glowR,
      fill: doc.radial(
        [
          [0, p.glow, p.body === "sun" ? 0.55 : 0.35],
          [0.35, p.glow, p.body === "sun" ? 0.18 : 0.08],
          [1, p.glow, 0],
        ],
        x,
        y,
        glowR,
      ),
    }),
  );
  doc.add(el("circle", { cx: x, cy: y, r: radius, fill: p.bodyColor }));
  if (p.body === "moon") {
    const c = darken(p.bodyColor, 0.12);
    doc.add(
      el("path", {
        d: `M${n(x - radius * 0.3)} ${n(y - radius * 0.2)}h0M${n(x + radius * 0.25)} ${n(y + radius * 0.3)}h0M${n(x + radius * 0.35)} ${n(y - radius * 0.35)}h0`,
        stroke: c,
        "stroke-width": radius * 0.32,
        "stroke-linecap": "round",
        opacity: 0.6,
      }),
    );
  }
}

/** Layered far ridges with haze gradients; returns the nearest ridge's points. */
export function ridges(
  ctx: Ctx,
  o: { count: number; top: number; bottom: number; amp: number; from?: string; to?: string; levels?: number },
): Pt[] {
  const { doc, r, p, w, h } = ctx;
  let last: Pt[] = [];
  const from = o.from ?? p.far;
  const to = o.to ?? mix(p.far, p.near, 0.55);
  for (let i = 0; i < o.count; i++) {
    const t = o.count === 1 ? 0 : i / (o.count - 1);
    const y = o.top + (o.bottom - o.top) * t;
    const amp = o.amp * (1 - t * 0.35);
    const pts = ridgeLine(r, -10, w + 10, y + r.range(-amp, amp) * 0.5, y + r.range(-amp, amp) * 0.5, amp, o.levels ?? 5);
    const color = mix(from, to, t);
    const minY = Math.min(...pts.map((q) => q[1]));
    const fill = doc.vgrad(
      [
        [0, color],
        [1, mix(color, p.haze, 0.35)],
      ],
      minY,
      Math.min(h, y + amp * 2),
    );
    doc.add(el("path", { d: poly([...pts, [w + 10, h + 10], [-10, h + 10]]), fill }));
    last = pts;
  }
  return last;
}

/** Snowy peak with a lit and a shaded face. Returns the apex and the silhouette's top line. */
export function peak(
  ctx: Ctx,
  cx: number,
  base: number,
  width: number,
  height: number,
  o: { lit?: string; shade?: string; snow?: number; lean?: number; jag?: number } = {},
): { apex: Pt; line: Pt[] } {
  const { doc, r, p } = ctx;
  const lit = o.lit ?? p.rock;
  const shade = o.shade ?? p.rockShade;
  const apex: Pt = [cx + (o.lean ?? 0) * width, base - height];
  const jag = (o.jag ?? 0.04) * width;
  const left = jagged(r, [cx - width / 2, base + 2], apex, 7, jag);
  const right = jagged(r, apex, [cx + width / 2, base + 2], 7, jag);
  const line = [...left, ...right.slice(1)];
  const sil = poly(line);
  const cut = jagged(r, apex, [cx + width * r.range(0.02, 0.14), base + 4], 6, jag * 0.8);
  const shadeD = poly([...cut, [cx + width, base + 4], [cx + width, apex[1] - 4]]);
  let inner = doc.use(shadeD, shade);
  if (o.snow) {
    const snowY = apex[1] + height * o.snow;
    const pts: Pt[] = [
      [cx - width, apex[1] - 5],
      [cx + width, apex[1] - 5],
      [cx + width, snowY],
    ];
    const steps = 16;
    for (let i = steps; i >= 0; i--) {
      const x = cx - width / 2 + (width * i) / steps;
      pts.push([x + r.range(-4, 4), snowY + (i % 2 ? r.range(0.05, 0.35) : r.range(-0.12, 0)) * height]);
    }
    pts.push([cx - width, snowY]);
    const snowD = poly(pts);
    inner += `${el("path", { d: snowD, fill: p.snow })}<g clip-path="${doc.clip(snowD)}">${doc.use(shadeD, p.snowShade)}</g>`;
  }
  shaded(doc, sil, lit, inner);
  return { apex, line };
}

export interface Spire {
  top: Pt;
  sil: string;
  /** Left and right x of the actual outline at height fraction t. */
  edgeAt: (t: number) => [number, number];
  base: number;
  height: number;
}

/** A granite needle (Frey style): steep walls, facets, cracks, a sharp top. */
export function spire(
  ctx: Ctx,
  x: number,
  base: number,
  width: number,
  height: number,
  o: { lit?: string; shade?: string; lean?: number; shape?: number; cracks?: number; snow?: boolean; facets?: number } = {},
): Spire {
  const { doc, r, p, u } = ctx;
  const lit = o.lit ?? p.rock;
  const shade = o.shade ?? p.rockShade;
  const lean = o.lean ?? r.range(-0.08, 0.08);
  const shape = o.shape ?? r.range(0.35, 0.7);
  const ts = [0, 0.1, 0.22, 0.35, 0.48, 0.6, 0.71, 0.8, 0.88, 0.94];
  const hw = ts.map((t) => (width / 2) * (1 - t) ** shape * r.range(0.9, 1.08));
  const cxs = ts.map((t) => x + lean * height * t + r.range(-0.025, 0.025) * width);
  const left: Pt[] = ts.map((t, i) => [cxs[i]! - hw[i]!, base - t * height]);
  const right: Pt[] = ts.map((t, i) => [cxs[i]! + hw[i]!, base - t * height]);
  // a ledge or two: small horizontal steps
  for (const side of [left, right]) {
    const i = r.int(2, 7);
    const pt = side[i]!;
    side.splice(i, 0, [pt[0] + (side === left ? -1 : 1) * width * r.range(0.03, 0.07), pt[1] + height * 0.012]);
  }
  const top: Pt = [x + lean * height + r.range(-0.05, 0.05) * width, base - height];
  left[0] = [left[0]![0], base + 4];
  right[0] = [right[0]![0], base + 4];
  const sil = poly([...left, top, ...[...right].reverse()]);
  const interp = (pts: Pt[], y: number) => {
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = pts[i - 1]!;
      const [bx, by] = pts[i]!;
      if (y <= ay && y >= by) return ax + ((bx - ax) * (ay - y)) / (ay - by || 1);
    }
    return pts[pts.length - 1]![0];
  };
  const edgeAt = (t: number): [number, number] => {
    const y = base - t * height;
    return [interp([...left, top], y), interp([...right, top], y)];
  };
  const cut = jagged(r, top, [x + width * r.range(0.0, 0.16), base + 6], 7, width * 0.05);
  const far = width * 2;
  let inner = "";
  // tonal facets on the lit face
  const facets = o.facets ?? 2;
  for (let k = 0; k < facets; k++) {
    const f = r.range(-0.55, -0.1);
    const line = jagged(
      r,
      [top[0] + f * width * 0.15, top[1] + height * r.range(0.05, 0.3)],
      [x + f * width * 0.5, base + 6],
      6,
      width * 0.04,
    );
    inner += el("path", { d: poly([...line, [x + far, base + 6], [x + far, top[1]]]), fill: mix(lit, shade, 0.1 + 0.06 * k) });
  }
  inner += el("path", { d: poly([...cut, [x + far, base + 6], [x + far, top[1] - 4]]), fill: shade });
  // rim light along the lit edge
  inner += el("path", { d: poly([...left, top], false), fill: "none", stroke: lighten(lit, 0.25), "stroke-width": 3 * u, opacity: 0.6 });
  // cracks and highlights
  const cracks: string[] = [];
  const lights: string[] = [];
  const count = o.cracks ?? r.int(3, 5);
  for (let i = 0; i < count; i++) {
    const t0 = r.range(0.25, 0.85);
    const t1 = Math.max(0, t0 - r.range(0.2, 0.5));
    const f = r.range(-0.75, 0.6);
    const a: Pt = [x + lean * height * t0 + f * (width / 2) * (1 - t0) ** shape, base - t0 * height];
    const b: Pt = [x + lean * height * t1 + f * (width / 2) * (1 - t1) ** shape + r.range(-6, 6), base - t1 * height];
    (f < -0.1 && r.chance(0.5) ? lights : cracks).push(poly(jagged(r, a, b, 4, width * 0.02), false));
  }
  if (cracks.length)
    inner += el("path", { d: cracks.join(""), fill: "none", stroke: darken(shade, 0.35), "stroke-width": 1.6 * u, opacity: 0.6 });
  if (lights.length)
    inner += el("path", { d: lights.join(""), fill: "none", stroke: lighten(lit, 0.3), "stroke-width": 1.3 * u, opacity: 0.45 });
  if (o.snow) {
    const ledges: string[] = [];
    for (let i = 0; i < 3; i++) {
      const t = r.range(0.3, 0.8);
      const [l, rr] = edgeAt(t);
      const cxl = l + (rr - l) * r.range(0.15, 0.5);
      const y = base - t * height;
      const lw = width * r.range(0.08, 0.16);
      ledges.push(`M${n(cxl - lw)} ${n(y)}q${n(lw)} ${n(-lw * 0.4)} ${n(lw * 2)} 0z`);
    }
    inner += el("path", { d: ledges.join(""), fill: p.snow, opacity: 0.9 });
  }
  shaded(doc, sil, lit, inner);
  return { top, sil, edgeAt, base, height };
}

/** Cluster of granite needles across a span; returns the summits sorted by height. */
function spireCluster(
  ctx: Ctx,
  x0: number,
  x1: number,
  base: number,
  maxH: number,
  o: { count?: number; snow?: boolean; back?: boolean } = {},
): Pt[] {
  const { r, p } = ctx;
  const count = o.count ?? r.int(4, 6);
  const tops: Pt[] = [];
  const span = x1 - x0;
  // back row, hazier
  if (o.back !== false) {
    for (let i = 0; i < count - 1; i++) {
      const x = x0 + span * ((i + 0.9) / count) + r.range(-0.04, 0.04) * span;
      spire(ctx, x, base, span * r.range(0.14, 0.2), maxH * r.range(0.45, 0.7), {
        lit: mix(p.rock, p.haze, 0.45),
        shade: mix(p.rockShade, p.haze, 0.35),
        cracks: 1,
        snow: o.snow,
      });
    }
  }
  for (let i = 0; i < count; i++) {
    const x = x0 + span * ((i + 0.5) / count) + r.range(-0.05, 0.05) * span;
    const hf = i === Math.floor(count / 2) ? 1 : r.range(0.5, 0.85);
    const s = spire(ctx, x, base, span * r.range(0.12, 0.2), maxH * hf, { snow: o.snow });
    tops.push(s.top);
  }
  return tops.sort((a, b) => a[1] - b[1]);
}

/** Snow-capped volcano cone (Lanín). Returns the summit. */
export function volcano(ctx: Ctx, cx: number, base: number, W: number, H: number, snowFrac = 0.5): Pt {
  const { doc, r, p } = ctx;
  const side = (dir: number): Pt[] => {
    const a: Pt = [cx + (dir * W) / 2, base + 2];
    const c: Pt = [cx + dir * W * 0.13, base - H * 0.52];
    const b: Pt = [cx + dir * W * 0.045, base - H];
    const pts: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0];
      const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1];
      pts.push([x + (i > 0 && i < 12 ? r.range(-2, 2) : 0), y]);
    }
    return pts;
  };
  const left = side(-1);
  const right = side(1).reverse();
  const top: Pt = [cx - W * 0.01, base - H - H * 0.012];
  const sil = poly([...left, top, ...right]);
  const cut = jagged(r, [cx + W * 0.008, base - H], [cx + W * 0.1, base + 4], 8, W * 0.012);
  const shadeD = poly([...cut, [cx + W, base + 4], [cx + W, base - H - 20]]);
  const snowY = base - H * (1 - snowFrac);
  const pts: Pt[] = [
    [cx - W, base - H - 20],
    [cx + W, base - H - 20],
    [cx + W, snowY],
  ];
  const steps = 22;
  for (let i = steps; i >= 0; i--) {
    const x = cx - W / 2 + (W * i) / steps + r.range(-0.25, 0.25) * (W / steps);
    const centre = 1 - Math.abs(x - cx) / (W / 2);
    const long = r.chance(0.35);
    const down = i % 2 ? r.range(0.03, long ? 0.26 : 0.1) * H * (0.5 + centre) : -r.range(0, 0.04) * H;
    pts.push([x, snowY + down - (1 - centre) * H * 0.1]);
  }
  pts.push([cx - W, snowY]);
  const snowD = poly(pts);
  shaded(
    doc,
    sil,
    p.rock,
    doc.use(shadeD, p.rockShade) +
      el("path", { d: snowD, fill: p.snow }) +
      `<g clip-path="${doc.clip(snowD)}">${doc.use(shadeD, p.snowShade)}</g>`,
  );
  return top;
}

/** Water with optional mirrored reflection of a group, shimmer lines and a sun path. */
export function lake(ctx: Ctx, y0: number, y1: number, o: { reflect?: string; sunX?: number } = {}): void {
  const { doc, r, p, w, u } = ctx;
  const rect = `M0 ${n(y0)}H${w}V${n(y1)}H0Z`;
  doc.add(
    el("path", {
      d: rect,
      fill: doc.vgrad(
        [
          [0, p.water[0]],
          [1, p.water[1]],
        ],
        y0,
        y1,
      ),
    }),
  );
  if (o.reflect) {
    doc.add(`<g clip-path="${doc.clip(rect)}" opacity=".32"><use href="#${o.reflect}" transform="matrix(1 0 0 -1 0 ${n(2 * y0)})"/></g>`);
  }
  const lines: string[] = [];
  const count = Math.round(22 * (w / 1000));
  for (let i = 0; i < count; i++) {
    const t = r.next() ** 1.4;
    const y = y0 + 3 + (y1 - y0 - 6) * t;
    const len = (12 + 70 * t) * u * r.range(0.5, 1.3);
    const x = r.range(-len, w);
    lines.push(`M${n(x)} ${n(y)}h${n(len)}`);
  }
  doc.add(el("path", { d: lines.join(""), stroke: lighten(p.water[0], 0.35), "stroke-width": 1.6 * u, opacity: 0.35 }));
  doc.add(el("path", { d: `M0 ${n(y0 + 0.5)}H${w}`, stroke: lighten(p.water[0], 0.4), "stroke-width": 1.2 * u, opacity: 0.5 }));
  if (o.sunX !== undefined && p.body === "sun") {
    const sun: string[] = [];
    for (let i = 0; i < 10; i++) {
      const t = i / 10;
      const y = y0 + 4 + (y1 - y0) * 0.6 * t;
      const len = (30 + 90 * (1 - t)) * u * r.range(0.6, 1.1);
      sun.push(`M${n(o.sunX - len / 2 + r.range(-10, 10) * u)} ${n(y)}h${n(len)}`);
    }
    doc.add(el("path", { d: sun.join(""), stroke: p.glow, "stroke-width": 2.2 * u, opacity: 0.55, "stroke-linecap": "round" }));
  }
}

/** Band of rounded lenga crowns following a baseline. */
export function forest(
  ctx: Ctx,
  x0: number,
  x1: number,
  base: (x: number) => number,
  bottom: number,
  color: string,
  size: number,
  o: { conifer?: number } = {},
): void {
  const { doc, r } = ctx;
  let x = x0;
  let px = Math.round(x0);
  let py = Math.round(base(x0));
  let d = `M${px} ${Math.round(bottom)}V${py}`;
  const rel = (nx: number, ny: number) => {
    const rx = Math.round(nx);
    const ry = Math.round(ny);
    const out = `${rx - px} ${ry - py}`;
    px = rx;
    py = ry;
    return out;
  };
  while (x < x1) {
    const bw = size * r.range(0.6, 1.3);
    const nx = Math.min(x1, x + bw);
    const y = base(nx) - r.range(0, size * 0.35);
    if (o.conifer && r.chance(o.conifer)) {
      const mid = (x + nx) / 2;
      d += `l${rel(mid, y - size * r.range(0.9, 1.5))} ${rel(nx, y)}`;
    } else {
      d += `a${Math.round(bw / 2)} ${Math.round(bw * 0.6)} 0 0 1 ${rel(nx, y)}`;
    }
    x = nx;
  }
  d += `L${n(x1)} ${n(bottom)}Z`;
  doc.add(el("path", { d, fill: color }));
}

const circle = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r * 0.75)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.75)} 0 1 0 ${n(-2 * r)} 0`;

/** A single foreground lenga: crooked trunk and a tiered, cloud-like crown lit from the upper left. */
export function lenga(ctx: Ctx, x: number, base: number, size: number, colors: readonly [string, string, string]): void {
  const { doc, r } = ctx;
  // One drawing per colour set (in a 100-unit box, origin at the foot), placed with <use>: keeps files small.
  const id = doc.symbol(`lenga${colors.join()}`, () => {
    const trunk = darken(colors[2], 0.45);
    const lean = 8;
    const dark: string[] = [];
    const mid: string[] = [];
    const light: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ty = -(55 + 16 * i);
      const tw = 36 - 8 * i;
      const cx = lean * (0.6 + 0.2 * i) + (i === 1 ? -4 : 3);
      for (let j = 0; j < 3; j++) {
        const px = cx + (j - 1) * tw * [0.62, 0.55, 0.66][j]!;
        const py = ty + [2, -2, 1][j]!;
        const br = tw * [0.46, 0.5, 0.42][j]!;
        dark.push(circle(px, py, br));
        mid.push(circle(px - br * 0.12, py - br * 0.22, br * 0.78));
        if (j < 2) light.push(circle(px - br * 0.3, py - br * 0.4, br * 0.45));
      }
    }
    return (
      el("path", {
        d: `M0 0Q2 -45 ${lean} -72M3 -42L-17 -62M5 -50L25 -68`,
        stroke: trunk,
        "stroke-width": 4.5,
        fill: "none",
        "stroke-linecap": "round",
      }) +
      el("path", { d: dark.join(""), fill: colors[2] }) +
      el("path", { d: mid.join(""), fill: colors[1] }) +
      el("path", { d: light.join(""), fill: colors[0], opacity: 0.8 })
    );
  });
  const s = size / 100;
  const flip = r.chance(0.5) ? -1 : 1;
  doc.add(`<use href="#${id}" transform="translate(${n(x)} ${n(base)}) scale(${(flip * s).toFixed(2)} ${s.toFixed(2)})"/>`);
}

/** Araucaria (pehuén): tall straight trunk, branches curving up at the tips into a domed crown. */
export function araucaria(ctx: Ctx, x: number, base: number, size: number, color: string): void {
  const { doc, r } = ctx;
  const id = doc.symbol(`arauc${color}`, () => {
    // 100-unit tall, origin at the foot
    let branches = "";
    let tufts = "";
    const tiers = 5;
    for (let i = 0; i < tiers; i++) {
      const y = -70 - i * 6.5;
      const len = 30 - i * 4.5;
      for (const dir of [-1, 1]) {
        const ex = dir * len;
        const ey = y - 6 - i;
        branches += `M0 ${n(y + 4)}Q${n(dir * len * 0.6)} ${n(y + 3)} ${n(ex)} ${n(ey)}`;
        tufts += `M${n(ex - 6)} ${n(ey + 2)}a6 4 0 1 0 12 0a6 4 0 1 0 -12 0`;
      }
    }
    tufts += "M-9 -100a9 5 0 1 0 18 0a9 5 0 1 0 -18 0";
    return (
      el("path", { d: "M-2.2 0L-1.2 -96H1.2L2.2 0Z", fill: color }) +
      el("path", { d: branches, stroke: color, "stroke-width": 3.2, fill: "none", "stroke-linecap": "round" }) +
      el("path", { d: tufts, fill: color })
    );
  });
  const s = size / 100;
  const flip = r.chance(0.5) ? -1 : 1;
  doc.add(`<use href="#${id}" transform="translate(${n(x)} ${n(base)}) scale(${(flip * s).toFixed(2)} ${s.toFixed(2)})"/>`);
}

/** Lombardy poplar: the tall windbreak trees of steppe farms. */
export function poplar(ctx: Ctx, x: number, base: number, size: number, color: string): void {
  const w = size * 0.13;
  ctx.doc.add(
    el("path", {
      d: `M${n(x - w)} ${n(base)}C${n(x - w * 1.4)} ${n(base - size * 0.5)} ${n(x - w * 0.3)} ${n(base - size)} ${n(x)} ${n(base - size)}C${n(x + w * 0.3)} ${n(base - size)} ${n(x + w * 1.4)} ${n(base - size * 0.5)} ${n(x + w)} ${n(base)}Z`,
      fill: color,
    }),
  );
}

/** Low steppe shrubs (coirón, neneo). */
export function shrubs(ctx: Ctx, y0: number, y1: number, count: number, colors: readonly string[]): void {
  const { doc, r, w, u } = ctx;
  const byColor = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const t = r.next();
    const y = y0 + (y1 - y0) * t;
    const s = (4 + 14 * t) * u * r.range(0.6, 1.3);
    const x = r.range(0, w);
    const c = r.pick(colors);
    const list = byColor.get(c) ?? [];
    list.push(`M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.7)} 0 0 1 ${n(2 * s)} 0z`);
    byColor.set(c, list);
  }
  for (const [c, d] of byColor) doc.add(el("path", { d: d.join(""), fill: c }));
}

/** Foreground ground band from a ridge line. */
export function ground(ctx: Ctx, pts: Pt[], fill: string): void {
  ctx.doc.add(el("path", { d: poly([...pts, [ctx.w + 10, ctx.h + 10], [-10, ctx.h + 10]]), fill }));
}

/** Flat-topped mesa with horizontal strata (steppe canyons). */
export function mesa(ctx: Ctx, x0: number, x1: number, base: number, height: number, lit: string, shade: string): void {
  const { doc, r, u } = ctx;
  const top = base - height;
  const pts: Pt[] = [[x0, base + 2]];
  const steps = 5;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    pts.push([x0 + (x1 - x0) * 0.08 * t + r.range(-4, 4) * u, base - height * t * r.range(0.9, 1)]);
  }
  const topPts = ridgeLine(r, x0 + (x1 - x0) * 0.1, x1 - (x1 - x0) * 0.12, top, top + r.range(-0.1, 0.1) * height, height * 0.05, 3);
  pts.push(...topPts);
  for (let i = steps; i >= 0; i--) {
    const t = i / steps;
    pts.push([x1 - (x1 - x0) * 0.12 * t + r.range(-4, 4) * u, base - height * t * r.range(0.9, 1)]);
  }
  pts.push([x1, base + 2]);
  const sil = poly(pts);
  const strata: string[] = [];
  for (let i = 1; i < 6; i++) {
    const y = top + (height * i) / 6 + r.range(-3, 3) * u;
    strata.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
  }
  const shadeD = poly(
    jagged(r, [x1 - (x1 - x0) * 0.25, top - 5], [x1 - (x1 - x0) * 0.05, base + 5], 5, 6 * u).concat([
      [x1 + 10, base + 5],
      [x1 + 10, top - 5],
    ]),
  );
  shaded(
    doc,
    sil,
    lit,
    el("path", { d: strata.join(""), stroke: shade, "stroke-width": height * 0.05, opacity: 0.35 }) +
      el("path", { d: shadeD, fill: shade, opacity: 0.85 }),
  );
}
