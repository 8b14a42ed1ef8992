/** Team portraits: flat, clearly illustrated guides (helmet or beanie) against mountains. No real person. */
import { type Doc, el, darken, lighten, mix, type Rng } from "./lib.ts";
import { palettes, type PaletteName } from "./palettes.ts";
import { celestial, ctxFor, peak, ridges, sky, stars } from "./nature.ts";

interface Guide {
  palette: PaletteName;
  skin: string;
  hair: string;
  jacket: string;
  hat: "helmet" | "beanie";
  hatColor: string;
  eyes: "glasses" | "dots";
  beard?: boolean;
  longHair?: boolean;
  rope?: boolean;
}

const guides: Guide[] = [
  {
    palette: "dawn",
    skin: "#c58c63",
    hair: "#3b2a20",
    jacket: "#0f766e",
    hat: "helmet",
    hatColor: "#f59e0b",
    eyes: "glasses",
    beard: true,
    rope: true,
  },
  { palette: "day", skin: "#f0c7a4", hair: "#5b3a24", jacket: "#1d4ed8", hat: "beanie", hatColor: "#dc2626", eyes: "dots", longHair: true },
  { palette: "dusk", skin: "#7a4b32", hair: "#1c1410", jacket: "#ea580c", hat: "helmet", hatColor: "#e2e8f0", eyes: "dots", rope: true },
  {
    palette: "night",
    skin: "#e2b08c",
    hair: "#8b8178",
    jacket: "#b91c1c",
    hat: "beanie",
    hatColor: "#eab308",
    eyes: "glasses",
    beard: true,
  },
  {
    palette: "steppe",
    skin: "#a86f4c",
    hair: "#24180f",
    jacket: "#7c3aed",
    hat: "helmet",
    hatColor: "#facc15",
    eyes: "dots",
    longHair: true,
    rope: true,
  },
];

const P = (d: string, fill: string, extra: Record<string, string | number> = {}) => el("path", { d, fill, ...extra });
const S = (d: string, stroke: string, width: number, extra: Record<string, string | number> = {}) =>
  el("path", { d, fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra });

export function portrait(doc: Doc, r: Rng, index: number): void {
  const g = guides[(index - 1) % guides.length]!;
  const ctx = ctxFor(doc, r, palettes[g.palette]);
  const p = ctx.p;
  sky(ctx, 420);
  stars(ctx, 300, p.stars * 0.8);
  celestial(ctx, index % 2 ? 470 : 130, 120, 26);
  ridges(ctx, { count: 2, top: 330, bottom: 380, amp: 40 });
  peak(ctx, index % 2 ? 150 : 450, 430, 380, 190, { snow: 0.35 });
  ridges(ctx, { count: 1, top: 430, bottom: 430, amp: 20, from: mix(p.far, p.near, 0.7) });

  const skinShade = darken(g.skin, 0.15);
  // long hair behind the head
  if (g.longHair) doc.add(P("M226 300C214 380 222 450 250 480H350C378 450 386 380 374 300Z", g.hair));
  // shoulders and jacket
  doc.add(P("M52 600C60 505 140 462 230 450H370C460 462 540 505 548 600Z", g.jacket));
  doc.add(P("M300 600V470C360 470 460 480 548 600Z", darken(g.jacket, 0.15)));
  doc.add(P("M240 446L300 500L360 446L350 430H250Z", darken(g.jacket, 0.3)));
  doc.add(S("M300 500V600", lighten(g.jacket, 0.35), 4));
  doc.add(P("M236 448C250 470 272 484 300 500C270 496 242 480 222 456Z", lighten(g.jacket, 0.15)));
  doc.add(P("M364 448C350 470 328 484 300 500C330 496 358 480 378 456Z", lighten(g.jacket, 0.15)));
  if (g.rope) {
    doc.add(S("M150 470C230 520 330 570 420 610", darken("#f59e0b", 0.35), 26));
    doc.add(S("M150 470C230 520 330 570 420 610", "#f59e0b", 20));
    doc.add(S("M150 470C230 520 330 570 420 610", "#7c2d12", 20, { "stroke-dasharray": "3 12", opacity: 0.35 }));
  }
  // neck, ears, head
  doc.add(P("M264 370h72v86q-36 22 -72 0z", skinShade));
  doc.add(el("ellipse", { cx: 222, cy: 330, rx: 14, ry: 22, fill: skinShade }));
  doc.add(el("ellipse", { cx: 378, cy: 330, rx: 14, ry: 22, fill: skinShade }));
  doc.add(el("ellipse", { cx: 300, cy: 318, rx: 78, ry: 94, fill: g.skin }));
  doc.add(
    P("M300 224C343 224 378 266 378 318C378 370 343 412 300 412C330 390 348 360 348 318C348 276 330 244 300 224Z", skinShade, {
      opacity: 0.5,
    }),
  );
  // hair fringe under the headwear
  doc.add(P("M224 300C226 262 250 236 300 232C350 236 374 262 376 300C350 278 320 272 300 276C280 272 250 278 224 300Z", g.hair));
  if (g.beard)
    doc.add(
      P(
        "M224 330C226 390 258 418 300 420C342 418 374 390 376 330C364 356 350 370 336 374C320 360 280 360 264 374C250 370 236 356 224 330Z",
        g.hair,
      ),
    );
  // face: simple, non-realistic
  if (g.eyes === "glasses") {
    doc.add(S("M246 318H354", "#0f172a", 6));
    doc.add(P("M244 306h46a6 6 0 0 1 6 6v10c0 14 -10 22 -24 22h-10c-14 0 -24 -8 -24 -22v-10a6 6 0 0 1 6 -6z", "#0f172a"));
    doc.add(P("M310 306h46a6 6 0 0 1 6 6v10c0 14 -10 22 -24 22h-10c-14 0 -24 -8 -24 -22v-10a6 6 0 0 1 6 -6z", "#0f172a"));
    doc.add(S("M252 316l14 -6M318 316l14 -6", "#7dd3fc", 4, { opacity: 0.9 }));
  } else {
    doc.add(el("circle", { cx: 272, cy: 322, r: 6.5, fill: "#1f1410" }));
    doc.add(el("circle", { cx: 328, cy: 322, r: 6.5, fill: "#1f1410" }));
    doc.add(S("M258 302q14 -8 28 -2M314 300q14 -6 28 2", g.hair, 5));
    doc.add(el("ellipse", { cx: 258, cy: 352, rx: 14, ry: 8, fill: "#f87171", opacity: 0.25 }));
    doc.add(el("ellipse", { cx: 342, cy: 352, rx: 14, ry: 8, fill: "#f87171", opacity: 0.25 }));
  }
  doc.add(S("M300 330q-8 18 2 24", skinShade, 4));
  if (!g.beard) doc.add(S("M282 376q18 12 36 0", darken(g.skin, 0.4), 5));
  else doc.add(S("M284 386q16 8 32 0", darken(g.hair, 0.3), 5));
  // headwear
  if (g.hat === "helmet") {
    doc.add(S("M226 318C228 360 250 390 270 404M374 318C372 360 350 390 330 404", "#1f2937", 5));
    doc.add(P("M210 292C210 220 250 180 300 180C350 180 390 220 390 292Z", g.hatColor));
    doc.add(P("M300 180C350 180 390 220 390 292H350C352 240 334 200 300 180Z", darken(g.hatColor, 0.15)));
    doc.add(P("M204 286H396Q402 286 402 294V300Q402 306 396 306H204Q198 306 198 300V294Q198 286 204 286Z", "#1f2937"));
    doc.add(S("M238 236C248 210 268 196 292 192", lighten(g.hatColor, 0.5), 8, { opacity: 0.8 }));
    doc.add(P("M262 218l16 -10 8 12 -16 10zM314 210l16 6 -4 14 -16 -6z", darken(g.hatColor, 0.45)));
  } else {
    doc.add(P("M216 296C212 222 252 186 300 186C348 186 388 222 384 296Z", g.hatColor));
    doc.add(P("M300 186C348 186 388 222 384 296H346C350 240 332 204 300 186Z", darken(g.hatColor, 0.15)));
    doc.add(S("M250 204v80M275 192v92M300 188v96M325 192v92M350 204v80", darken(g.hatColor, 0.2), 3, { opacity: 0.6 }));
    doc.add(P("M212 270H388Q396 270 396 278V302Q396 310 388 310H212Q204 310 204 302V278Q204 270 212 270Z", darken(g.hatColor, 0.25)));
    doc.add(P("M204 284H396V294H204Z", lighten(g.hatColor, 0.4), { opacity: 0.7 }));
    doc.add(el("circle", { cx: 300, cy: 180, r: 24, fill: lighten(g.hatColor, 0.55) }));
  }
}

/** Neutral user avatar for comments (and, at a portrait's size, a guide without a photo yet): drawn on 256 units, scaled to the document. */
export function avatar(doc: Doc): void {
  const parts = [
    el("rect", { width: 256, height: 256, fill: "#1e293b" }),
    P("M0 200L60 130L100 170L150 110L256 210V256H0Z", "#263449"),
    el("circle", { cx: 128, cy: 104, r: 44, fill: "#94a3b8" }),
    P("M40 256C44 196 84 164 128 164C172 164 212 196 216 256Z", "#94a3b8"),
  ];
  const scale = doc.w / 256;
  doc.add(scale === 1 ? parts.join("") : el("g", { transform: `scale(${scale})` }, parts.join("")));
}
