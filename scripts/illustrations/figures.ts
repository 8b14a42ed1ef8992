/** Tiny people and things: climbers, belayers, trekkers, ropes, tents, the refuge hut, a van. */
import { el, darken, lighten, mix, n, type Pt } from "./lib.ts";
import type { Ctx } from "./nature.ts";

export type Pose = "reach" | "stem" | "rest";

const stroke = (d: string, color: string, width: number) =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" });

function place(x: number, y: number, s: number, flip: boolean, rot = 0): string {
  return `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ""} scale(${flip ? "-" : ""}${n(s)} ${n(s)})`;
}

/**
 * Climber on a wall, facing right (flip to face left). Anchored at the hips; about 48 units tall at scale 1.
 * Returns the tie-in point in image coordinates.
 */
export function climber(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  o: { flip?: boolean; pose?: Pose; color?: string; helmet?: string; rot?: number } = {},
): Pt {
  const { doc, p } = ctx;
  const c = o.color ?? p.figure;
  const helmet = o.helmet ?? p.accent;
  const pose = o.pose ?? "reach";
  const limbs =
    pose === "reach"
      ? "M0 0L3 -13M3 -13L7 -21L8 -29M3 -12L9 -10L12 -15M0 0L8 2L9 11M0 0L2 9L6 17"
      : pose === "stem"
        ? "M0 0L2 -13M2 -13L-3 -20L-2 -28M2 -12L8 -17L13 -20M0 0L9 -1L12 7M0 0L-2 9L3 16"
        : "M0 0L-2 -13M-2 -13L4 -18L10 -22M-2 -12L5 -13L10 -14M0 0L7 4L11 9M0 0L6 7L11 14";
  const head: Pt = pose === "rest" ? [-2, -19] : pose === "stem" ? [3, -19] : [5, -19];
  const g =
    stroke(limbs, c, 4.2) +
    el("path", { d: `M-3 -2l6 0 0 3-6 0z`, fill: lighten(helmet, 0.1) }) +
    el("circle", { cx: head[0], cy: head[1], r: 3.7, fill: c }) +
    el("path", { d: `M${head[0] - 4.1} ${head[1] - 0.3}a4.1 4.1 0 0 1 8.2 0z`, fill: helmet });
  doc.add(`<g transform="${place(x, y, s, !!o.flip, o.rot)}">${g}</g>`);
  const rad = ((o.rot ?? 0) * Math.PI) / 180;
  const lx = (o.flip ? -1 : 1) * s;
  return [x + lx * Math.cos(rad) * 1 - s * Math.sin(rad) * 1, y + lx * Math.sin(rad) * 1 + s * Math.cos(rad) * 1];
}

/** Standing belayer looking up, facing right (flip to face left). Anchored at the hips; returns the device point. */
export function belayer(ctx: Ctx, x: number, y: number, s: number, o: { flip?: boolean; color?: string; helmet?: string } = {}): Pt {
  const { doc, p } = ctx;
  const c = o.color ?? p.figure;
  const helmet = o.helmet ?? lighten(p.accent, 0.2);
  const g =
    stroke("M0 0L-3 17M0 0L4 17M0 0L-1 -14M-1 -13L4 -8L8 -12M-1 -12L2 -5L6 -3", c, 4.2) +
    el("circle", { cx: 0, cy: -20, r: 3.7, fill: c }) +
    el("path", { d: "M-4.3 -20.6a4.1 4.1 0 0 1 8.2 -0.8z", fill: helmet });
  doc.add(`<g transform="${place(x, y, s, !!o.flip)}">${g}</g>`);
  return [x + (o.flip ? -1 : 1) * 4 * s, y - 4 * s];
}

/** Trekker with backpack and poles walking right (flip for left). Anchored at the hips. */
export function trekker(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  o: { flip?: boolean; color?: string; pack?: string; step?: number } = {},
): void {
  const { doc, p } = ctx;
  const c = o.color ?? p.figure;
  const pack = o.pack ?? p.accent;
  const st = o.step ?? 1;
  const legs = st ? "M0 0L6 8L7 17M0 0L-3 8L-5 17" : "M0 0L3 8L4 17M0 0L-1 8L-1 17";
  const g =
    el("path", { d: "M-5 -17Q-1 -19 2 -17L1 -4Q-3 -3 -5 -5Z", fill: pack }) +
    stroke(`M0 0L3 -14M3 -12L8 -6M3 -12L-1 -5${legs}`, c, 4.2) +
    stroke("M8 -7L11 17M-1 -6L-6 17", c, 1.4) +
    el("circle", { cx: 5, cy: -19.5, r: 3.6, fill: c }) +
    el("path", { d: "M1.2 -20.5a3.9 3.9 0 0 1 7.6 0z", fill: lighten(c, 0.25) });
  doc.add(`<g transform="${place(x, y, s, !!o.flip)}">${g}</g>`);
}

/** A rope between points, sagging by `sag` (positive is downwards). */
export function rope(ctx: Ctx, a: Pt, b: Pt, sag = 0, color = ctx.p.rope, width = 1.6): void {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2 + sag;
  ctx.doc.add(
    el("path", {
      d: `M${n(a[0])} ${n(a[1])}Q${n(mx)} ${n(my)} ${n(b[0])} ${n(b[1])}`,
      fill: "none",
      stroke: color,
      "stroke-width": width * ctx.u,
      "stroke-linecap": "round",
    }),
  );
}

/** Rope running through a list of protection points, with tiny quickdraws. */
export function ropeLine(ctx: Ctx, pts: Pt[], o: { color?: string; width?: number; draws?: boolean } = {}): void {
  const { doc, p, u } = ctx;
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) d += `L${n(pts[i]![0])} ${n(pts[i]![1])}`;
  doc.add(
    el("path", {
      d,
      fill: "none",
      stroke: o.color ?? p.rope,
      "stroke-width": (o.width ?? 1.6) * u,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }),
  );
  if (o.draws !== false) {
    const marks = pts
      .slice(1, -1)
      .map(([x, y]) => `M${n(x)} ${n(y - 4 * u)}v${n(6 * u)}`)
      .join("");
    if (marks) doc.add(el("path", { d: marks, stroke: lighten(p.accent, 0.3), "stroke-width": 2 * u, "stroke-linecap": "round" }));
  }
}

const tentColors = ["#f59e0b", "#ef4444", "#f97316", "#eab308", "#14b8a6"];

/** Dome tent standing on the ground at (x, y); size is half its width. */
export function tent(ctx: Ctx, x: number, y: number, size: number, colorIndex: number, glowing: boolean): void {
  const { doc, p } = ctx;
  const fly = tentColors[colorIndex % tentColors.length]!;
  const color =
    p.name === "night" || p.name === "steppeNight" ? darken(fly, 0.35) : p.name === "day" || p.name === "steppe" ? fly : darken(fly, 0.15);
  if (glowing) {
    doc.add(
      el("circle", {
        cx: x,
        cy: y - size * 0.3,
        r: size * 2.4,
        fill: doc.radial(
          [
            [0, p.light, 0.35],
            [1, p.light, 0],
          ],
          x,
          y - size * 0.3,
          size * 2.4,
        ),
      }),
    );
  }
  doc.add(
    el("path", {
      d: `M${n(x - size)} ${n(y)}C${n(x - size * 0.85)} ${n(y - size * 1.05)} ${n(x + size * 0.55)} ${n(y - size * 1.15)} ${n(x + size)} ${n(y)}Z`,
      fill: color,
    }),
  );
  doc.add(
    el("path", {
      d: `M${n(x - size * 0.1)} ${n(y - size * 0.82)}C${n(x + size * 0.3)} ${n(y - size * 0.6)} ${n(x + size * 0.6)} ${n(y - size * 0.3)} ${n(x + size)} ${n(y)}L${n(x + size * 0.1)} ${n(y)}Z`,
      fill: darken(color, 0.25),
    }),
  );
  doc.add(
    el("path", {
      d: `M${n(x - size * 0.15)} ${n(y)}L${n(x + size * 0.12)} ${n(y - size * 0.55)}L${n(x + size * 0.42)} ${n(y)}Z`,
      fill: glowing ? p.light : darken(color, 0.5),
    }),
  );
  doc.add(
    el("path", {
      d: `M${n(x - size)} ${n(y)}l${n(-size * 0.35)} ${n(size * 0.06)}M${n(x + size)} ${n(y)}l${n(size * 0.35)} ${n(size * 0.06)}`,
      stroke: darken(color, 0.4),
      "stroke-width": Math.max(1, size * 0.03),
    }),
  );
}

/** Small stone refuge hut with a pitched roof and lit windows. */
export function hut(ctx: Ctx, x: number, y: number, size: number, glowing: boolean): void {
  const { doc, p } = ctx;
  const w = size;
  const wallH = size * 0.42;
  const stone = p.name === "day" ? "#8b8f99" : darken(mix(p.rock, "#7c7f88", 0.5), 0.15);
  const roof = p.name === "day" ? "#7f1d1d" : darken("#7f1d1d", 0.35);
  if (glowing) {
    doc.add(
      el("circle", {
        cx: x + w * 0.5,
        cy: y - wallH * 0.5,
        r: size * 1.3,
        fill: doc.radial(
          [
            [0, p.light, 0.28],
            [1, p.light, 0],
          ],
          x + w * 0.5,
          y - wallH * 0.5,
          size * 1.3,
        ),
      }),
    );
  }
  // walls: front (lit) and gable side (shade)
  doc.add(el("path", { d: `M${n(x)} ${n(y)}V${n(y - wallH)}H${n(x + w * 0.7)}V${n(y)}Z`, fill: stone }));
  doc.add(
    el("path", {
      d: `M${n(x + w * 0.7)} ${n(y)}V${n(y - wallH)}L${n(x + w * 0.85)} ${n(y - wallH - size * 0.2)}L${n(x + w)} ${n(y - wallH)}V${n(y)}Z`,
      fill: darken(stone, 0.3),
    }),
  );
  // stone courses
  doc.add(
    el("path", {
      d: `M${n(x)} ${n(y - wallH * 0.33)}H${n(x + w * 0.7)}M${n(x)} ${n(y - wallH * 0.66)}H${n(x + w * 0.7)}`,
      stroke: darken(stone, 0.25),
      "stroke-width": Math.max(1, size * 0.012),
    }),
  );
  // roof
  doc.add(
    el("path", {
      d: `M${n(x - w * 0.05)} ${n(y - wallH + 1)}L${n(x + w * 0.13)} ${n(y - wallH - size * 0.2)}H${n(x + w * 0.85)}L${n(x + w * 0.69)} ${n(y - wallH + 1)}Z`,
      fill: roof,
    }),
  );
  doc.add(el("rect", { x: x + w * 0.2, y: y - wallH - size * 0.32, width: w * 0.06, height: size * 0.14, fill: darken(stone, 0.35) }));
  const win = glowing ? p.light : darken(stone, 0.55);
  doc.add(
    el("path", {
      d: `M${n(x + w * 0.1)} ${n(y - wallH * 0.7)}h${n(w * 0.12)}v${n(wallH * 0.3)}h${n(-w * 0.12)}zM${n(x + w * 0.46)} ${n(y - wallH * 0.7)}h${n(w * 0.12)}v${n(wallH * 0.3)}h${n(-w * 0.12)}zM${n(x + w * 0.79)} ${n(y - wallH * 0.75)}h${n(w * 0.1)}v${n(wallH * 0.25)}h${n(-w * 0.1)}z`,
      fill: win,
    }),
  );
  doc.add(el("rect", { x: x + w * 0.29, y: y - wallH * 0.62, width: w * 0.11, height: wallH * 0.62, fill: darken(roof, 0.3) }));
}

/** Small 4x4 van on a road. */
export function van(ctx: Ctx, x: number, y: number, size: number, color = "#e2e8f0"): void {
  const { doc, p } = ctx;
  const s = size;
  const body = p.name === "day" || p.name === "steppe" ? color : darken(color, 0.3);
  doc.add(
    el("path", {
      d: `M${n(x)} ${n(y - s * 0.15)}V${n(y - s * 0.55)}Q${n(x)} ${n(y - s * 0.62)} ${n(x + s * 0.08)} ${n(y - s * 0.62)}H${n(x + s * 0.72)}L${n(x + s * 0.92)} ${n(y - s * 0.38)}H${n(x + s * 1.05)}Q${n(x + s * 1.1)} ${n(y - s * 0.36)} ${n(x + s * 1.1)} ${n(y - s * 0.3)}V${n(y - s * 0.15)}Z`,
      fill: body,
    }),
  );
  doc.add(
    el("path", {
      d: `M${n(x + s * 0.1)} ${n(y - s * 0.55)}h${n(s * 0.22)}v${n(s * 0.15)}h${n(-s * 0.22)}zM${n(x + s * 0.38)} ${n(y - s * 0.55)}h${n(s * 0.22)}v${n(s * 0.15)}h${n(-s * 0.22)}zM${n(x + s * 0.66)} ${n(y - s * 0.55)}h${n(s * 0.05)}l${n(s * 0.14)} ${n(s * 0.15)}h${n(-s * 0.19)}z`,
      fill: "#1e293b",
      opacity: 0.85,
    }),
  );
  doc.add(el("rect", { x: x + s * 0.05, y: y - s * 0.36, width: s * 1.0, height: s * 0.05, fill: p.accent }));
  doc.add(el("rect", { x: x + s * 0.1, y: y - s * 0.72, width: s * 0.55, height: s * 0.06, rx: s * 0.02, fill: darken(body, 0.4) }));
  for (const wx of [x + s * 0.25, x + s * 0.85]) {
    doc.add(el("circle", { cx: wx, cy: y - s * 0.12, r: s * 0.13, fill: "#0f172a" }));
    doc.add(el("circle", { cx: wx, cy: y - s * 0.12, r: s * 0.05, fill: "#94a3b8" }));
  }
}
