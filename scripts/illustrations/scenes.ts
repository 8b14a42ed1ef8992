/** Scene compositions: each draws a full landscape into a context. */
import { el, jagged, lighten, darken, mix, n, poly, ridgeLine, shaded, yAt, type Pt } from "./lib.ts";
import { autumnForest } from "./palettes.ts";
import {
  araucaria,
  celestial,
  forest,
  ground,
  group,
  lake,
  lenga,
  mesa,
  peak,
  poplar,
  ridges,
  shrubs,
  sky,
  spire,
  stars,
  volcano,
  type Ctx,
  type Spire,
} from "./nature.ts";
import { belayer, climber, hut, rope, ropeLine, tent, trekker, van } from "./figures.ts";

type Frac = [number, number];

function forestColors(ctx: Ctx, autumn?: boolean): readonly [string, string, string] {
  const name = ctx.p.name as keyof typeof autumnForest;
  if (autumn && autumnForest[name]) return autumnForest[name];
  return ctx.p.forest;
}

function backdrop(ctx: Ctx, horizon: number, o: { sun?: Frac; size?: number; milky?: boolean; clouds?: number } = {}): string {
  const { w, h, u, p } = ctx;
  const fill = sky(ctx, horizon);
  stars(ctx, horizon * 0.85, p.stars, o.milky);
  const [sx, sy] = o.sun ?? [0.78, 0.2];
  celestial(ctx, w * sx, h * sy, (o.size ?? (p.name === "day" || p.name === "steppe" ? 20 : 28)) * u);
  if (o.clouds) clouds(ctx, o.clouds, horizon * 0.15, horizon * 0.6);
  return fill;
}

/** Flat, soft cloud streaks. */
function clouds(ctx: Ctx, count: number, y0: number, y1: number): void {
  const { doc, r, w, u, p } = ctx;
  const color = mix(p.sky[2], "#ffffff", 0.35);
  let d = "";
  for (let i = 0; i < count; i++) {
    const y = r.range(y0, y1);
    const len = r.range(80, 220) * u;
    const x = r.range(-len * 0.3, w);
    const th = r.range(8, 14) * u;
    d += `M${n(x)} ${n(y)}h${n(len)}a${n(th / 2)} ${n(th / 2)} 0 0 0 0 ${n(-th)}h${n(-len)}a${n(th / 2)} ${n(th / 2)} 0 0 0 0 ${n(th)}z`;
    const l2 = len * r.range(0.35, 0.6);
    const x2 = x + len * r.range(0.15, 0.4);
    d += `M${n(x2)} ${n(y - th)}h${n(l2)}a${n(th / 2)} ${n(th / 2)} 0 0 0 0 ${n(-th)}h${n(-l2)}a${n(th / 2)} ${n(th / 2)} 0 0 0 0 ${n(th)}z`;
  }
  doc.add(el("path", { d, fill: color, opacity: p.name === "day" || p.name === "steppe" ? 0.35 : 0.18 }));
}

/** Shore or meadow in front of everything, with framing trees. */
function foreshore(ctx: Ctx, y: number, o: { trees?: "both" | "left" | "right" | "none"; autumn?: boolean; color?: string } = {}): Pt[] {
  const { r, w, h, p } = ctx;
  const pts = ridgeLine(r, -10, w + 10, y, y + r.range(-0.02, 0.02) * h, h * 0.025, 4);
  const fill = o.color ?? p.ground;
  ctx.doc.add(
    el("path", {
      d: poly([...pts, [w + 10, h + 10], [-10, h + 10]]),
      fill: ctx.doc.vgrad(
        [
          [0, fill],
          [1, p.near],
        ],
        y - h * 0.03,
        h,
      ),
    }),
  );
  const fc = forestColors(ctx, o.autumn);
  const trees = o.trees ?? "both";
  if (trees === "both" || trees === "left") {
    lenga(ctx, w * 0.04, h * 1.01, h * 0.36, fc);
    lenga(ctx, w * 0.13, h * 1.02, h * 0.24, fc);
  }
  if (trees === "both" || trees === "right") {
    lenga(ctx, w * 0.95, h * 1.01, h * 0.38, fc);
    lenga(ctx, w * 0.86, h * 1.03, h * 0.22, fc);
  }
  return pts;
}

export interface SpireOpts {
  base?: number;
  span?: Frac;
  maxH?: number;
  count?: number;
  lake?: boolean;
  tents?: number;
  hut?: Frac;
  climbers?: boolean;
  autumn?: boolean;
  sun?: Frac;
  snow?: boolean;
  trees?: "both" | "left" | "right" | "none";
  milky?: boolean;
}

/** Frey-style granite needles rising from a massif, lenga forest, optional lagoon, refuge, tents and climbers. */
export function spiresScene(ctx: Ctx, o: SpireOpts = {}): void {
  const { r, w, h, u, p } = ctx;
  const base = h * (o.base ?? 0.62);
  backdrop(ctx, base, { sun: o.sun, milky: o.milky, clouds: p.name === "day" ? 4 : 0 });
  ridges(ctx, { count: 2, top: base - h * 0.24, bottom: base - h * 0.12, amp: h * 0.07 });
  const [a, b] = o.span ?? [0.22, 0.8];
  const fc = forestColors(ctx, o.autumn);
  let main: Spire | undefined;
  group(ctx, "m", () => {
    const massif = peak(ctx, w * (a + b) * 0.5, base + 2, w * (b - a) * 1.6, h * 0.2, {
      lit: mix(p.rockShade, p.rock, 0.35),
      shade: darken(p.rockShade, 0.15),
      jag: 0.015,
    });
    const ground = (x: number) => yAt(massif.line, x) + h * 0.1;
    const count = o.count ?? r.int(4, 6);
    const span = w * (b - a);
    const maxH = h * (o.maxH ?? 0.42);
    for (let i = 0; i < count - 1; i++) {
      const x = w * a + span * ((i + 1) / count) + r.range(-0.04, 0.04) * span;
      const hh = maxH * r.range(0.45, 0.68);
      // feet always below the forest line so no spire floats; tops stay where the massif puts them
      const foot = Math.max(ground(x) - h * 0.04, base);
      const topY = ground(x) - h * 0.04 - hh;
      spire(ctx, x, foot, Math.min(span * 0.16, hh * r.range(0.34, 0.46)), foot - topY, {
        lit: mix(p.rock, p.haze, 0.4),
        shade: mix(p.rockShade, p.haze, 0.3),
        cracks: 1,
        facets: 0,
        snow: o.snow,
      });
    }
    const mainIndex = Math.floor(count / 2);
    for (let i = 0; i < count; i++) {
      const x = w * a + span * ((i + 0.5) / count) + r.range(-0.04, 0.04) * span;
      const hh = maxH * (i === mainIndex ? 1 : r.range(0.45, 0.8));
      const foot = Math.max(ground(x), base);
      const s = spire(ctx, x, foot, Math.min(span * 0.16, hh * (i === mainIndex ? 0.3 : r.range(0.3, 0.42))), foot - (ground(x) - hh), {
        snow: o.snow,
        facets: 1,
        shape: r.range(0.3, 0.6),
      });
      if (i === mainIndex) main = s;
    }
    const wave = r.range(0, 6);
    forest(ctx, -10, w + 10, (x) => base - h * 0.035 - Math.sin(x / (w * 0.09) + wave) * h * 0.012, base + h * 0.06, fc[1], 20 * u, {
      conifer: 0.08,
    });
    forest(ctx, -10, w + 10, (x) => base - h * 0.012 - Math.sin(x / (w * 0.05) + wave) * h * 0.006, base + h * 0.06, fc[2], 14 * u);
  });
  if (o.climbers && main) {
    const t1 = 0.58;
    const t0 = 0.36;
    const s = 0.42 * u;
    const e1 = main.edgeAt(t1);
    const e0 = main.edgeAt(t0);
    const c1 = climber(ctx, e1[0] + 6 * s, main.base - main.height * t1, s, { pose: "reach" });
    const c0: Pt = [e0[0] + 9 * s, main.base - main.height * t0];
    climber(ctx, c0[0], c0[1], s, { pose: "rest", helmet: "#38bdf8" });
    ropeLine(ctx, [c1, [e1[0] + 12 * s, (c1[1] + c0[1]) / 2], [c0[0] + 1 * s, c0[1]]], { width: 1.3 });
  }
  const lakeBottom = h * 0.86;
  if (o.lake !== false) lake(ctx, base, lakeBottom, { reflect: "m", sunX: o.sun ? w * o.sun[0] : undefined });
  const shore = foreshore(ctx, o.lake !== false ? lakeBottom : base + h * 0.02, {
    trees: o.trees,
    autumn: o.autumn,
    color: o.lake === false ? mix(p.ground, p.far, 0.3) : undefined,
  });
  if (o.hut) hut(ctx, w * o.hut[0], yAt(shore, w * o.hut[0]) + h * 0.03, o.hut[1] * w, p.stars > 0.3 || p.name === "dusk");
  for (let i = 0; i < (o.tents ?? 0); i++) {
    const x = w * (0.3 + i * 0.16 + r.range(-0.03, 0.03));
    const big = o.lake === false;
    tent(
      ctx,
      x,
      yAt(shore, x) + h * (big ? 0.14 + 0.05 * i : 0.06 + 0.02 * i),
      (big ? 46 + 8 * i : 30 + 6 * i) * u,
      i,
      i === 0 && p.stars > 0.3,
    );
  }
}

export interface FaceOpts {
  sun?: Frac;
  lake?: boolean;
  second?: boolean;
  crack?: boolean;
  far?: "ridges" | "spires" | "volcano" | "mesas";
  tone?: { lit: string; shade: string };
  t?: number;
}

/** Close view: a climber on a big rock edge with the world far below. */
export function faceScene(ctx: Ctx, o: FaceOpts = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const horizon = h * 0.74;
  backdrop(ctx, horizon, { sun: o.sun ?? [0.2, 0.18], clouds: p.name === "day" || p.name === "steppe" ? 5 : 0 });
  if (o.far === "volcano") {
    ridges(ctx, { count: 1, top: h * 0.68, bottom: h * 0.68, amp: h * 0.03 });
    volcano(ctx, w * 0.25, h * 0.72, w * 0.5, h * 0.3, 0.55);
  } else if (o.far === "mesas") {
    mesa(ctx, -w * 0.1, w * 0.45, h * 0.78, h * 0.16, mix(p.rock, p.haze, 0.55), mix(p.rockShade, p.haze, 0.5));
  } else if (o.far === "spires") {
    ridges(ctx, { count: 1, top: h * 0.66, bottom: h * 0.66, amp: h * 0.03 });
    for (let i = 0; i < 3; i++)
      spire(ctx, w * (0.1 + i * 0.12), h * 0.72, w * 0.08, h * r.range(0.16, 0.26), {
        lit: mix(p.rock, p.haze, 0.5),
        shade: mix(p.rockShade, p.haze, 0.45),
        cracks: 1,
      });
  }
  ridges(ctx, { count: 3, top: h * 0.7, bottom: h * 0.86, amp: h * 0.05 });
  if (o.lake) lake(ctx, h * 0.86, h, { sunX: o.sun ? w * o.sun[0] : undefined });
  else ridges(ctx, { count: 1, top: h * 0.9, bottom: h * 0.9, amp: h * 0.03, from: forestColors(ctx)[2] });
  const lit = o.tone?.lit ?? p.rock;
  const shade = o.tone?.shade ?? p.rockShade;
  const H = h * 1.3;
  const baseY = h + 30 * u;
  const face = spire(ctx, w * 0.8, baseY, w * 1.15, H, { lit, shade, lean: -0.04, shape: 0.55, cracks: 7 });
  const t = o.t ?? 0.5;
  const s = 1.5 * u;
  const edge = (tt: number) => face.edgeAt(tt)[0];
  if (o.crack) {
    const pts: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const tt = 0.05 + i * 0.1;
      pts.push([edge(tt) + 60 * u + r.range(-5, 5) * u, baseY - H * tt]);
    }
    doc.add(
      el("path", {
        d: poly(pts, false),
        fill: "none",
        stroke: darken(shade, 0.45),
        "stroke-width": 6 * u,
        "stroke-linejoin": "round",
        "clip-path": doc.clip(face.sil),
      }),
    );
    const camColors = ["#ef4444", "#3b82f6", "#eab308", "#a855f7"];
    const cams = pts.filter((q) => q[1] > baseY - H * t + 30 * u).slice(-4);
    cams.forEach((q, i) =>
      doc.add(el("rect", { x: q[0] - 4 * u, y: q[1] - 3 * u, width: 8 * u, height: 6 * u, rx: 2 * u, fill: camColors[i % 4] })),
    );
  }
  const cy = baseY - H * t;
  const cx = o.crack ? edge(t) + 48 * u : edge(t) + 10 * s;
  const tie = climber(ctx, cx, cy, s, { pose: o.crack ? "stem" : "reach" });
  const route: Pt[] = [tie];
  for (let i = 1; i <= 4; i++) {
    const tt = t - i * 0.12;
    route.push([edge(Math.max(0, tt)) + (o.crack ? 56 : 22 + (i % 2) * 14) * u, baseY - H * tt]);
  }
  if (o.second) {
    const last = route[route.length - 1]!;
    const low = last[1] > h * 0.95 ? ([last[0], h * 0.92] as Pt) : last;
    route[route.length - 1] = low;
    climber(ctx, low[0] - 4 * s, low[1] + 1 * s, s * 0.9, { pose: "rest", helmet: "#38bdf8" });
  } else {
    route.push([route[route.length - 1]![0] + 10 * u, h + 10]);
  }
  ropeLine(ctx, route, { width: 2.2 });
}

export interface WallOpts {
  sun?: Frac;
  climbers?: number;
  snow?: boolean;
  tents?: boolean;
  autumn?: boolean;
  span?: Frac;
}

/** Big granite wall with a multi-pitch party on it. */
export function bigWallScene(ctx: Ctx, o: WallOpts = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const base = h * 0.8;
  backdrop(ctx, base, { sun: o.sun ?? [0.85, 0.16], clouds: p.name === "day" ? 4 : 0 });
  ridges(ctx, { count: 2, top: h * 0.4, bottom: h * 0.55, amp: h * 0.08 });
  const [a, b] = o.span ?? [0.05, 1.02];
  const across = (f: number) => w * (a + (b - a) * f);
  const way: Pt[] = [
    [across(0), base + 4],
    [across(0.12), h * 0.5],
    [across(0.24), h * 0.2],
    [across(0.4), h * 0.09],
    [across(0.58), h * 0.1],
    [across(0.68), h * 0.2],
    [across(0.8), h * 0.48],
    [across(1), h * 0.62],
    [across(1), base + 4],
  ];
  let pts: Pt[] = [];
  for (let i = 1; i < way.length - 1; i++) pts = pts.concat(jagged(r, way[i - 1]!, way[i]!, 5, w * 0.012).slice(i === 1 ? 0 : 1));
  pts.push(way[way.length - 1]!);
  const sil = poly(pts);
  // summit towers
  for (const [f, hh] of [
    [0.3, 0.09],
    [0.47, 0.12],
    [0.53, 0.07],
  ] as const) {
    const x = across(f);
    spire(ctx, x, yAt(pts, x) + h * 0.03, w * (b - a) * 0.07, h * hh + h * 0.03, { shape: 0.5, cracks: 1, facets: 0 });
  }
  const shadeD = poly([...jagged(r, [across(0.58), h * 0.1], [across(0.66), base + 4], 8, w * 0.01), [w + 20, base + 4], [w + 20, 0]]);
  const leftShade = poly([...jagged(r, [across(0.24), h * 0.2], [across(0.18), base + 4], 6, w * 0.01), [-20, base + 4], [-20, 0]]);
  const lines: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = across(r.range(0.22, 0.62));
    const y0 = h * r.range(0.14, 0.35);
    lines.push(poly(jagged(r, [x, y0], [x + r.range(-0.02, 0.02) * w, y0 + h * r.range(0.2, 0.5)], 5, w * 0.006), false));
  }
  const ledges: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = across(r.range(0.2, 0.6));
    const y = h * r.range(0.25, 0.7);
    const len = w * (b - a) * r.range(0.02, 0.05);
    ledges.push(`M${n(x)} ${n(y)}l${n(len)} ${n(len * 0.15)}`);
  }
  shaded(
    doc,
    sil,
    p.rock,
    el("path", { d: leftShade, fill: mix(p.rock, p.rockShade, 0.45) }) +
      el("path", { d: shadeD, fill: p.rockShade }) +
      el("path", { d: lines.join(""), fill: "none", stroke: darken(p.rockShade, 0.3), "stroke-width": 2 * u, opacity: 0.55 }) +
      el("path", {
        d: ledges.join(""),
        stroke: o.snow ? p.snow : lighten(p.rock, 0.25),
        "stroke-width": 2.5 * u,
        "stroke-linecap": "round",
        opacity: o.snow ? 0.85 : 0.45,
      }),
  );
  // the route: zigzag up the face
  const route: Pt[] = [];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    route.push([across(0.44 + Math.sin(i * 1.3) * 0.035 + t * 0.03), base - (base - h * 0.2) * t * 0.92]);
  }
  const count = o.climbers ?? 3;
  const s = 0.5 * u;
  const lead = route.length - 2;
  const stations = [lead, lead - 3, lead - 6].slice(0, count);
  ropeLine(ctx, route.slice(stations[stations.length - 1]!, lead + 1).reverse(), { width: 1.4 });
  stations.forEach((k, i) => {
    const [x, y] = route[k]!;
    climber(ctx, x - 2 * s, y + 1 * s, s, {
      pose: i === 0 ? "reach" : "rest",
      helmet: i === 0 ? p.accent : i === 1 ? "#38bdf8" : "#f43f5e",
    });
  });
  const fc = forestColors(ctx, o.autumn);
  forest(ctx, -10, w + 10, (x) => base - h * 0.02 - Math.sin(x / (w * 0.07)) * h * 0.01, h + 10, fc[1], 22 * u, { conifer: 0.1 });
  forest(ctx, -10, w + 10, (x) => base + h * 0.05 - Math.sin(x / (w * 0.04)) * h * 0.01, h + 10, fc[2], 26 * u);
  if (o.tents) {
    ground(ctx, ridgeLine(r, -10, w + 10, h * 0.93, h * 0.92, h * 0.01, 3), darken(fc[2], 0.3));
    tent(ctx, w * 0.3, h * 0.95, 26 * u, 0, p.stars > 0.3);
    tent(ctx, w * 0.42, h * 0.97, 30 * u, 3, false);
  }
}

export interface CragOpts {
  sun?: Frac;
  lead?: boolean;
  lake?: boolean;
  autumn?: boolean;
  side?: "left" | "right";
  tone?: { lit: string; shade: string };
  kids?: boolean;
}

/** Friendly crag with a top-rope (or a lead) and a belayer on the ground. */
export function cragScene(ctx: Ctx, o: CragOpts = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const horizon = h * 0.55;
  backdrop(ctx, horizon, { sun: o.sun ?? [0.2, 0.2], clouds: p.name === "day" ? 5 : 0 });
  ridges(ctx, { count: 3, top: h * 0.32, bottom: h * 0.5, amp: h * 0.07 });
  const fc = forestColors(ctx, o.autumn);
  if (o.lake !== false) {
    lake(ctx, h * 0.52, h * 0.66, { sunX: o.sun ? w * o.sun[0] : undefined });
    forest(ctx, -10, w + 10, (x) => h * 0.515 - Math.sin(x / 90) * 2 * u, h * 0.53, mix(fc[1], p.haze, 0.35), 9 * u);
  }
  forest(ctx, -10, w + 10, (x) => h * 0.66 - Math.sin(x / (w * 0.08)) * h * 0.02, h + 10, fc[1], 20 * u, { conifer: 0.1 });
  const right = (o.side ?? "right") === "right";
  const cx = right ? w * 0.68 : w * 0.34;
  const baseY = h * 0.92;
  const H = h * r.range(0.58, 0.7);
  const lit = o.tone?.lit ?? p.rock;
  const shade = o.tone?.shade ?? p.rockShade;
  const crag = spire(ctx, cx, baseY, w * r.range(0.42, 0.56), H, {
    lit,
    shade,
    shape: r.range(0.22, 0.4),
    lean: right ? 0.02 : -0.02,
    cracks: 6,
  });
  const grass = mix(fc[1], p.ground, 0.5);
  ground(ctx, ridgeLine(r, -10, w + 10, h * 0.9, h * 0.9, h * 0.015, 4), grass);
  const s = 0.95 * u;
  const faceX = (t: number) => {
    const [l, rr] = crag.edgeAt(t);
    return l + (rr - l) * 0.32;
  };
  const anchor: Pt = [faceX(0.9), baseY - H * 0.9];
  const t = o.lead ? 0.66 : 0.52;
  const tie = climber(ctx, faceX(t) - 4 * s, baseY - H * t, s, { pose: "reach" });
  const groundY = h * 0.9;
  // the belayer stands just off the foot of the route, on the crag's left
  const bx = o.lead ? Math.max(w * 0.05, crag.edgeAt(0.05)[0] - w * 0.03) : anchor[0] - w * 0.07;
  const dev = belayer(ctx, bx, groundY - 12 * s, s, { helmet: "#38bdf8" });
  if (o.lead) {
    const route: Pt[] = [tie];
    for (let i = 1; i <= 4; i++) {
      const tt = t - i * 0.13;
      route.push([faceX(tt) + (i % 2 ? 6 : -6) * u, baseY - H * tt]);
    }
    route.push([faceX(0.04), baseY - H * 0.04], dev);
    ropeLine(ctx, route, { width: 1.6 });
  } else {
    doc.add(
      el("path", {
        d: `M${n(anchor[0] - 4 * u)} ${n(anchor[1])}h${n(8 * u)}`,
        stroke: "#cbd5e1",
        "stroke-width": 3 * u,
        "stroke-linecap": "round",
      }),
    );
    rope(ctx, anchor, tie, 0);
    rope(ctx, anchor, dev, 0);
  }
  if (o.kids) {
    trekker(ctx, bx - w * 0.08, groundY - 12 * s * 0.8, s * 0.8, { step: 0, pack: "#38bdf8" });
  }
  const trees = right ? "left" : "right";
  if (trees === "left") {
    lenga(ctx, w * 0.05, h * 1.02, h * 0.4, fc);
  } else {
    lenga(ctx, w * 0.95, h * 1.02, h * 0.4, fc);
  }
}

export interface CanyonOpts {
  sun?: Frac;
  rock?: [number, number, number];
  river?: boolean;
  road?: boolean;
  tents?: number;
  climber?: boolean;
  milky?: boolean;
}

/** Standing monolith in a steppe canyon (Piedra Parada). */
function monolith(ctx: Ctx, cx: number, base: number, W: number, H: number): { sil: string; leftAt: (t: number) => number } {
  const { doc, r, u, p } = ctx;
  const L = (t: number) => cx - W * (0.5 - 0.14 * t ** 3);
  const R = (t: number) => cx + W * (0.52 - 0.2 * t ** 2.5);
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = (i / 8) * 0.93;
    left.push([L(t) + r.range(-0.012, 0.012) * W, base - H * t]);
    right.push([R(t) + r.range(-0.012, 0.012) * W, base - H * t]);
  }
  left[0] = [left[0]![0], base + 4];
  right[0] = [right[0]![0], base + 4];
  const lt = left[left.length - 1]!;
  const rt = right[right.length - 1]!;
  const sil =
    poly(left, false) +
    `Q${n(cx - W * 0.1)} ${n(base - H * 1.05)} ${n(rt[0])} ${n(rt[1])}` +
    `L${right
      .slice(0, -1)
      .reverse()
      .map(([x, y]) => `${n(x)} ${n(y)}`)
      .join(" ")}Z`;
  void lt;
  const flutes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const f = r.range(0.05, 0.95);
    const t0 = r.range(0.55, 0.95);
    const x0 = L(t0) + (R(t0) - L(t0)) * f;
    flutes.push(poly(jagged(r, [x0, base - H * t0], [x0 + r.range(-4, 4) * u, base - H * r.range(0.05, 0.35)], 5, W * 0.01), false));
  }
  const shadeD = poly([
    ...jagged(r, [cx + W * 0.12, base - H * 1.1], [cx + W * 0.2, base + 4], 7, W * 0.02),
    [cx + W, base + 4],
    [cx + W, base - H * 1.2],
  ]);
  const band = `M${n(cx - W)} ${n(base - H * 0.42)}H${n(cx + W)}v${n(H * 0.05)}H${n(cx - W)}z`;
  shaded(
    doc,
    sil,
    p.rock,
    el("path", { d: band, fill: lighten(p.rock, 0.15), opacity: 0.6 }) +
      el("path", { d: flutes.join(""), fill: "none", stroke: darken(p.rockShade, 0.2), "stroke-width": 2.2 * u, opacity: 0.5 }) +
      el("path", { d: shadeD, fill: p.rockShade }),
  );
  return { sil, leftAt: L };
}

export function canyonScene(ctx: Ctx, o: CanyonOpts = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const horizon = h * 0.6;
  backdrop(ctx, horizon, { sun: o.sun ?? [0.2, 0.18], milky: o.milky, clouds: p.name === "steppe" ? 4 : 0 });
  const hazeRock = mix(p.rock, p.haze, 0.55);
  const hazeShade = mix(p.rockShade, p.haze, 0.5);
  mesa(ctx, -w * 0.05, w * 0.38, h * 0.58, h * 0.14, hazeRock, hazeShade);
  mesa(ctx, w * 0.55, w * 1.1, h * 0.58, h * 0.18, hazeRock, hazeShade);
  mesa(ctx, w * 0.2, w * 0.75, h * 0.6, h * 0.09, mix(p.rock, p.haze, 0.4), mix(p.rockShade, p.haze, 0.35));
  doc.add(
    el("path", {
      d: `M0 ${n(h * 0.58)}H${w}V${h}H0Z`,
      fill: doc.vgrad(
        [
          [0, mix(p.ground, p.haze, 0.35)],
          [1, p.ground],
        ],
        h * 0.58,
        h,
      ),
    }),
  );
  const [mx, mw, mh] = o.rock ?? [0.62, 0.3, 0.56];
  // the low hill the rock stands on
  peak(ctx, w * mx, h * 0.74, w * mw * 2.6, h * 0.1, {
    lit: mix(p.ground, p.rockShade, 0.3),
    shade: mix(p.ground, p.rockShade, 0.6),
    jag: 0.01,
  });
  const mono = monolith(ctx, w * mx, h * 0.7, w * mw, h * mh);
  if (o.climber) {
    const t = 0.45;
    const s = 0.55 * u;
    const x = mono.leftAt(t) + 8 * s;
    const y = h * 0.7 - h * mh * t;
    const tie = climber(ctx, x, y, s, { pose: "reach" });
    ropeLine(
      ctx,
      [
        tie,
        [mono.leftAt(0.3) + 12 * s, h * 0.7 - h * mh * 0.3],
        [mono.leftAt(0.12) + 8 * s, h * 0.7 - h * mh * 0.12],
        [mono.leftAt(0) - 6 * s, h * 0.72],
      ],
      { width: 1.3 },
    );
    belayer(ctx, mono.leftAt(0) - 10 * s, h * 0.72 - 12 * s, s, { helmet: "#38bdf8" });
  }
  if (o.river !== false) {
    const y0 = h * 0.8;
    const d = `M-10 ${n(h * 0.86)}C${n(w * 0.2)} ${n(h * 0.78)} ${n(w * 0.35)} ${n(h * 0.9)} ${n(w * 0.55)} ${n(y0)}S${n(w * 0.85)} ${n(h * 0.74)} ${n(w + 10)} ${n(h * 0.76)}V${n(h * 0.8)}C${n(w * 0.85)} ${n(h * 0.8)} ${n(w * 0.7)} ${n(h * 0.84)} ${n(w * 0.55)} ${n(h * 0.88)}S${n(w * 0.2)} ${n(h * 0.86)} -10 ${n(h * 0.95)}Z`;
    doc.add(
      el("path", {
        d,
        fill: doc.vgrad(
          [
            [0, p.water[0]],
            [1, p.water[1]],
          ],
          h * 0.74,
          h * 0.95,
        ),
      }),
    );
    for (let i = 0; i < 7; i++) {
      const x = w * (0.05 + i * 0.05) + r.range(-8, 8) * u;
      poplar(ctx, x, h * 0.79 + r.range(-4, 4) * u, h * r.range(0.16, 0.24), i % 2 ? p.forest[1] : p.forest[2]);
    }
  }
  if (o.road) {
    const d = `M${n(w * 0.35)} ${h + 10}C${n(w * 0.4)} ${n(h * 0.85)} ${n(w * 0.62)} ${n(h * 0.82)} ${n(w * 0.52)} ${n(h * 0.7)}L${n(w * 0.53)} ${n(h * 0.7)}C${n(w * 0.67)} ${n(h * 0.82)} ${n(w * 0.52)} ${n(h * 0.86)} ${n(w * 0.6)} ${h + 10}Z`;
    doc.add(el("path", { d, fill: mix(p.ground, "#e7d8bd", 0.45) }));
    van(ctx, w * 0.42, h * 0.93, 90 * u);
  }
  shrubs(ctx, h * 0.74, h * 1.02, 55, [darken(p.ground, 0.2), p.forest[1], mix(p.forest[0], p.ground, 0.5)]);
  for (let i = 0; i < (o.tents ?? 0); i++)
    tent(ctx, w * (0.22 + i * 0.14), h * (0.9 + 0.03 * i), (28 + 5 * i) * u, i + 1, i === 0 && p.stars > 0.3);
}

export interface WindowOpts {
  sun?: Frac;
  lake?: boolean;
  climber?: boolean;
  autumn?: boolean;
  close?: boolean;
  milky?: boolean;
  trekkers?: boolean;
}

/** Cerro Ventana: a ridge with a rock window above a lake. */
export function windowScene(ctx: Ctx, o: WindowOpts = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const close = !!o.close;
  const base = h * (close ? 0.78 : 0.6);
  const skyFill = backdrop(ctx, base, { sun: o.sun ?? [0.22, 0.22], milky: o.milky, clouds: p.name === "day" ? 4 : 0 });
  if (!close) ridges(ctx, { count: 2, top: base - h * 0.24, bottom: base - h * 0.12, amp: h * 0.06 });
  const fc = forestColors(ctx, o.autumn);
  const towerX = w * (close ? 0.55 : 0.6);
  const towerH = h * (close ? 0.5 : 0.26);
  const towerW = w * (close ? 0.5 : 0.17);
  const ridgeTop = base - h * (close ? 0.22 : 0.14);
  group(ctx, "m", () => {
    peak(ctx, w * 0.5, base + 2, w * 1.5, base - ridgeTop + h * 0.05, { jag: 0.012, lit: mix(p.rock, p.rockShade, 0.25) });
    const tw = spire(ctx, towerX, ridgeTop + h * 0.04, towerW, towerH, { shape: 0.35, lean: -0.02, cracks: 3 });
    // the window
    const wy = ridgeTop + h * 0.04 - towerH * 0.5;
    const [l, rr] = tw.edgeAt(0.5);
    const ww = (rr - l) * 0.34;
    const wh = towerH * 0.26;
    const wx = l + (rr - l) * 0.42;
    const hole = `M${n(wx - ww / 2)} ${n(wy + wh / 2)}C${n(wx - ww * 0.6)} ${n(wy - wh * 0.2)} ${n(wx - ww * 0.2)} ${n(wy - wh * 0.62)} ${n(wx + ww * 0.1)} ${n(wy - wh / 2)}C${n(wx + ww * 0.55)} ${n(wy - wh * 0.35)} ${n(wx + ww * 0.6)} ${n(wy + wh * 0.1)} ${n(wx + ww * 0.45)} ${n(wy + wh / 2)}Z`;
    doc.add(el("path", { d: hole, fill: skyFill, stroke: darken(p.rockShade, 0.3), "stroke-width": 3 * u }));
    doc.add(
      el("path", {
        d: `M${n(wx - ww / 2)} ${n(wy + wh / 2)}H${n(wx + ww * 0.45)}`,
        stroke: lighten(p.rock, 0.2),
        "stroke-width": 3 * u,
        "stroke-linecap": "round",
      }),
    );
    if (o.climber) {
      const s = (close ? 1 : 0.4) * u;
      const t = 0.3;
      const [el0] = tw.edgeAt(t);
      const tie = climber(ctx, el0 + 8 * s, ridgeTop + h * 0.04 - towerH * t, s, { pose: "reach" });
      ropeLine(ctx, [tie, [el0 + 14 * s, ridgeTop + h * 0.04 - towerH * 0.15], [el0 + 10 * s, ridgeTop + h * 0.05]], {
        width: close ? 1.8 : 1.2,
      });
      belayer(ctx, el0 + 4 * s, ridgeTop + h * 0.05 - 4 * s, s, { flip: false, helmet: "#38bdf8" });
    }
    const wave = r.range(0, 5);
    forest(ctx, -10, w + 10, (x) => base - h * 0.06 - Math.sin(x / (w * 0.1) + wave) * h * 0.025, base + 1, fc[1], 18 * u, {
      conifer: 0.06,
    });
    forest(ctx, -10, w + 10, (_x) => base - h * 0.015, base + 1, fc[2], 13 * u);
  });
  if (o.lake !== false && !close) lake(ctx, base, h * 0.86, { reflect: "m", sunX: o.sun ? w * o.sun[0] : undefined });
  const shore = foreshore(ctx, close ? base : h * 0.86, { autumn: o.autumn, trees: close ? "left" : "both" });
  if (o.trekkers) {
    for (let i = 0; i < 3; i++) {
      const x = w * (0.3 + i * 0.06);
      trekker(ctx, x, yAt(shore, x) + h * 0.04 - 17 * 0.8 * u, 0.8 * u, { step: i % 2, pack: ["#f59e0b", "#38bdf8", "#f43f5e"][i] });
    }
  }
}

export interface LaninOpts {
  sun?: Frac;
  lake?: boolean;
  trekkers?: boolean;
  tents?: number;
  cx?: number;
  scale?: number;
  milky?: boolean;
}

/** Lanín volcano: symmetric snow cone, lake, araucarias. */
export function laninScene(ctx: Ctx, o: LaninOpts = {}): void {
  const { r, w, h, u, p } = ctx;
  const base = h * 0.62;
  backdrop(ctx, base, { sun: o.sun ?? [0.82, 0.2], milky: o.milky, clouds: p.name === "day" ? 3 : 0 });
  ridges(ctx, { count: 2, top: base - h * 0.1, bottom: base - h * 0.04, amp: h * 0.04 });
  const sc = o.scale ?? 1;
  const fc = forestColors(ctx);
  group(ctx, "m", () => {
    volcano(ctx, w * (o.cx ?? 0.5), base + 2, Math.min(w * 0.95, h * 1.45) * sc, h * 0.5 * sc, 0.55);
    ridges(ctx, { count: 1, top: base - h * 0.03, bottom: base - h * 0.03, amp: h * 0.02, from: mix(p.far, p.near, 0.5) });
    forest(ctx, -10, w + 10, (x) => base - h * 0.012 - Math.sin(x / 70) * 2 * u, base + 1, fc[2], 12 * u, { conifer: 0.15 });
  });
  const lakeBottom = h * 0.84;
  if (o.lake !== false) lake(ctx, base, lakeBottom, { reflect: "m", sunX: o.sun ? w * o.sun[0] : undefined });
  const shore = foreshore(ctx, o.lake !== false ? lakeBottom : base + h * 0.05, { trees: "none" });
  const dark = darken(p.near, 0.2);
  for (const [fx, fs] of [
    [0.06, 0.42],
    [0.15, 0.3],
    [0.9, 0.46],
    [0.97, 0.34],
  ] as const) {
    araucaria(ctx, w * fx, h * 1.02, h * fs, mix(dark, fc[2], 0.3));
  }
  if (o.trekkers) {
    for (let i = 0; i < 3; i++) {
      const x = w * (0.36 + i * 0.07);
      trekker(ctx, x, yAt(shore, x) + h * 0.05 - 17 * u, 0.95 * u, { step: i % 2, pack: ["#f59e0b", "#38bdf8", "#f43f5e"][i] });
    }
  }
  for (let i = 0; i < (o.tents ?? 0); i++) {
    const x = w * (0.35 + i * 0.14 + r.range(-0.02, 0.02));
    tent(ctx, x, yAt(shore, x) + h * (0.07 + 0.02 * i), (32 + 5 * i) * u, i, i === 0 && p.stars > 0.3);
  }
}

/** Trekkers on a snow slope below the summit (close view). */
export function snowSlopeScene(ctx: Ctx, o: { sun?: Frac; volcano?: boolean } = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  backdrop(ctx, h * 0.7, { sun: o.sun ?? [0.8, 0.14] });
  if (o.volcano !== false) volcano(ctx, w * 0.72, h * 0.7, w * 1.3, h * 0.58, 0.62);
  ridges(ctx, { count: 3, top: h * 0.64, bottom: h * 0.8, amp: h * 0.04 });
  // foreground slope
  const slope = ridgeLine(r, -10, w + 10, h * 0.62, h * 0.95, h * 0.03, 4);
  const sil = poly([...slope, [w + 10, h + 10], [-10, h + 10]]);
  doc.add(doc.use(sil, p.snow));
  doc.add(
    el("path", {
      d: poly([...jagged(r, [w * 0.1, h * 0.66], [w * 0.7, h + 10], 8, 10 * u), [-10, h + 10], [-10, h * 0.6]]),
      fill: p.snowShade,
      opacity: 0.5,
      "clip-path": doc.clip(sil),
    }),
  );
  // rocks poking through
  const rocks: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = r.range(0, w);
    const y = yAt(slope, x) + r.range(0.04, 0.3) * h;
    const s = r.range(6, 18) * u;
    rocks.push(`M${n(x - s)} ${n(y)}L${n(x - s * 0.3)} ${n(y - s * 0.8)}L${n(x + s * 0.4)} ${n(y - s * 0.6)}L${n(x + s)} ${n(y)}Z`);
  }
  doc.add(el("path", { d: rocks.join(""), fill: p.rockShade }));
  // footsteps trail and trekkers
  const steps: string[] = [];
  const trail: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const x = w * (0.05 + t * 0.8) + Math.sin(t * 9) * w * 0.05;
    trail.push([x, yAt(slope, x) + h * (0.22 - 0.18 * t) + h * 0.02]);
  }
  trail.forEach(([x, y]) => steps.push(`M${n(x)} ${n(y)}h${n(4 * u)}`));
  doc.add(el("path", { d: steps.join(""), stroke: p.snowShade, "stroke-width": 3 * u, "stroke-linecap": "round" }));
  for (let i = 0; i < 3; i++) {
    const [x, y] = trail[6 + i * 3]!;
    const s = (1.3 - i * 0.15) * u;
    trekker(ctx, x, y - 17 * s, s, { step: i % 2, pack: ["#f59e0b", "#38bdf8", "#f43f5e"][i] });
  }
}

/** A trail through lenga forest towards the peaks (trekking). */
export function trailScene(ctx: Ctx, o: { sun?: Frac; autumn?: boolean } = {}): void {
  const { doc, r, w, h, u, p } = ctx;
  const base = h * 0.55;
  backdrop(ctx, base, { sun: o.sun ?? [0.8, 0.2], clouds: p.name === "day" ? 4 : 0 });
  ridges(ctx, { count: 2, top: h * 0.3, bottom: h * 0.42, amp: h * 0.06 });
  peak(ctx, w * 0.3, base, w * 0.5, h * 0.36, { snow: 0.35 });
  peak(ctx, w * 0.62, base, w * 0.6, h * 0.3, { snow: 0.3 });
  const fc = forestColors(ctx, o.autumn);
  forest(ctx, -10, w + 10, (x) => base - h * 0.03 - Math.sin(x / 80) * 6 * u, h, mix(fc[1], p.haze, 0.25), 16 * u);
  forest(ctx, -10, w + 10, (x) => h * 0.64 - Math.sin(x / 110) * 10 * u, h, fc[1], 22 * u, { conifer: 0.1 });
  const meadow = ridgeLine(r, -10, w + 10, h * 0.74, h * 0.72, h * 0.02, 4);
  ground(ctx, meadow, mix(fc[2], p.ground, 0.5));
  const d = `M${n(w * 0.3)} ${h + 10}C${n(w * 0.45)} ${n(h * 0.9)} ${n(w * 0.62)} ${n(h * 0.84)} ${n(w * 0.5)} ${n(h * 0.76)}L${n(w * 0.52)} ${n(h * 0.76)}C${n(w * 0.68)} ${n(h * 0.84)} ${n(w * 0.55)} ${n(h * 0.92)} ${n(w * 0.5)} ${h + 10}Z`;
  doc.add(el("path", { d, fill: mix(p.ground, "#d6c7a8", 0.35) }));
  const s = 1.05 * u;
  trekker(ctx, w * 0.55, h * 0.84 - 17 * s, s, { step: 1, pack: "#f59e0b" });
  trekker(ctx, w * 0.48, h * 0.9 - 17 * s * 1.1, s * 1.1, { step: 0, pack: "#38bdf8" });
  lenga(ctx, w * 0.1, h * 1.02, h * 0.5, fc);
  lenga(ctx, w * 0.92, h * 1.02, h * 0.44, fc);
}

/**
 * Soft ridges fading into haze over a meadow: no place in particular (no needle, wall, crag, lake or
 * volcano of the site's excursions). What an excursion the owner added shows until its photos are set.
 */
export function neutralScene(ctx: Ctx, o: { sun?: Frac; count?: number } = {}): void {
  const { r, w, h, p } = ctx;
  backdrop(ctx, h * 0.62, { sun: o.sun ?? [0.72, 0.3], clouds: p.name === "day" ? 3 : 0 });
  ridges(ctx, { count: o.count ?? 4, top: h * 0.38, bottom: h * 0.68, amp: h * 0.06 });
  ground(ctx, ridgeLine(r, -10, w + 10, h * 0.82, h * 0.8, h * 0.015, 4), mix(p.ground, p.near, 0.4));
}
