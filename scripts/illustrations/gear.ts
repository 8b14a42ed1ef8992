/** Rental gear: one clear, iconic drawing per item (600×600), plus a flat-lay collage. */
import { type Doc, el, darken, lighten, n, type Rng } from "./lib.ts";

const S = (d: string, stroke: string, width: number, extra: Record<string, string | number> = {}) =>
  el("path", { d, fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra });
const F = (d: string, fill: string, extra: Record<string, string | number> = {}) => el("path", { d, fill, ...extra });

const METAL = "#cbd5e1";
const METAL_DARK = "#64748b";

/**
 * Carabiner drawn around its own centre, about 300 units tall at scale 1.
 * kind: "hms" pear-shaped locking, "d" plain D, "bent" D with a bent gate (quickdraw rope end).
 */
function carabiner(
  cx: number,
  cy: number,
  scale: number,
  rot: number,
  o: { kind?: "hms" | "d" | "bent"; color?: string; sleeve?: string } = {},
): string {
  const kind = o.kind ?? "hms";
  const color = o.color ?? METAL;
  let body: string;
  let gate: string;
  if (kind === "hms") {
    body = "M123 -22A125 125 0 0 0 -125 0L-60 200A50 50 0 1 0 37 183";
    gate = "M37 183L115 -8";
  } else {
    body = "M60 -110Q0 -150 -60 -110Q-95 -80 -90 0L-70 120Q-55 160 -10 160Q40 160 55 120";
    gate = kind === "bent" ? "M55 120Q85 40 62 -20Q55 -60 60 -110" : "M55 120L68 -98";
  }
  const w = kind === "hms" ? 30 : 24;
  let g =
    S(body, darken(color, 0.35), w + 6) +
    S(body, color, w) +
    S(body, lighten(color, 0.45), w * 0.25, { transform: "translate(-5 -4)" }) +
    S(gate, darken(color, 0.45), w * 0.75) +
    S(gate, lighten(color, 0.1), w * 0.5);
  if (kind === "hms") {
    const sl = o.sleeve ?? "#f59e0b";
    g += S("M45 163L73 95", darken(sl, 0.3), 42, { "stroke-linecap": "butt" }) + S("M45 163L73 95", sl, 36, { "stroke-linecap": "butt" });
    g += S("M40 140l28 11M48 120l28 11M56 100l24 10", darken(sl, 0.35), 4);
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)}) scale(${scale})">${g}</g>`;
}

function helmet(): string {
  const shell = "#f59e0b";
  return (
    F("M110 362C104 236 190 142 300 142C410 142 496 236 490 362Z", shell) +
    F("M300 142C410 142 496 236 490 362H380C392 250 360 170 300 142Z", darken(shell, 0.15)) +
    S("M170 250C185 205 225 175 270 165", lighten(shell, 0.45), 14, { opacity: 0.8 }) +
    F("M205 220l30 -22 14 20 -30 22zM285 190h30v26h-30zM365 198l30 22 -14 20 -30 -22z", darken(shell, 0.45)) +
    F("M96 352H504Q514 352 512 366L506 384Q502 394 492 394H108Q98 394 94 384L88 366Q86 352 96 352Z", "#1f2937") +
    S("M150 392C160 450 220 478 282 480M450 392C440 450 380 478 318 480", "#334155", 10) +
    F("M280 468h40v26h-40z", "#111827") +
    F("M150 318L210 300L204 320L148 336Z", "#38bdf8") +
    F("M450 318L390 300L396 320L452 336Z", darken("#38bdf8", 0.2))
  );
}

function rope(): string {
  const c = "#14b8a6";
  let g = "";
  for (let i = 0; i < 6; i++) {
    const rx = 175 - i * 9;
    const ry = 150 - i * 8;
    g += el("ellipse", { cx: 300 + i * 2, cy: 290 + i * 3, rx, ry, fill: "none", stroke: darken(c, 0.35), "stroke-width": 26 });
    g += el("ellipse", {
      cx: 300 + i * 2,
      cy: 290 + i * 3,
      rx,
      ry,
      fill: "none",
      stroke: i % 2 ? c : lighten(c, 0.15),
      "stroke-width": 20,
    });
    g += el("ellipse", {
      cx: 300 + i * 2,
      cy: 290 + i * 3,
      rx,
      ry,
      fill: "none",
      stroke: "#0f172a",
      "stroke-width": 20,
      "stroke-dasharray": "2 22",
      opacity: 0.18,
    });
  }
  // binding wraps across the top of the coil
  g += S("M250 120v60M272 118v62M294 117v63M316 117v63M338 118v62", darken(c, 0.45), 24);
  g += S("M250 120v60M272 118v62M294 117v63M316 117v63M338 118v62", "#f59e0b", 18);
  // tails
  g += S("M262 440C250 480 232 500 216 530M300 445C302 485 316 505 330 530", darken(c, 0.35), 26);
  g += S("M262 440C250 480 232 500 216 530M300 445C302 485 316 505 330 530", lighten(c, 0.15), 20);
  g += S("M216 530h0M330 530h0", "#0f172a", 24);
  return g;
}

function cord(): string {
  const c = "#a855f7";
  const loop = "M300 215C200 240 170 360 190 450C205 515 255 540 300 540C345 540 395 515 410 450C430 360 400 240 300 215";
  return (
    S(loop, darken(c, 0.4), 22) +
    S(loop, c, 16) +
    S(loop, lighten(c, 0.3), 16, { "stroke-dasharray": "4 12" }) +
    // double fisherman's knot
    F("M388 360c24 -6 40 6 38 26c6 22 -8 38 -28 36c-24 4 -40 -10 -34 -30c-6 -18 6 -30 24 -32z", darken(c, 0.2)) +
    S("M378 372c14 2 28 8 40 18M374 392c16 2 30 8 42 18", darken(c, 0.5), 5) +
    S("M418 400l20 36M410 410l14 40", c, 12) +
    carabiner(300, 170, 0.5, 0, { kind: "d", color: "#f59e0b" })
  );
}

function lockingCarabiner(): string {
  return carabiner(295, 240, 1.15, 8, { kind: "hms", color: "#94a3b8", sleeve: "#f59e0b" });
}

function anchor(): string {
  const rock = "#475569";
  const sling = "#ef4444";
  const hanger = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    F("M-28 -30h56a10 10 0 0 1 10 10v28l-30 46h-16l-30 -46v-28a10 10 0 0 1 10 -10z", METAL) +
    F("M-16 -16a16 16 0 1 0 32 0a16 16 0 1 0 -32 0", darken(METAL, 0.4)) +
    F("M-8 -16a8 8 0 1 0 16 0a8 8 0 1 0 -16 0", "#e2e8f0") +
    F("M-8 22h16v14h-16z", darken(rock, 0.4)) +
    `</g>`;
  return (
    F("M70 60H530Q550 60 550 80V260Q550 280 530 280H70Q50 280 50 260V80Q50 60 70 60Z", rock) +
    S("M90 120l60 20 30 -10M380 90l40 40 70 10M120 240l90 -20M420 230l60 20", darken(rock, 0.3), 5) +
    hanger(190, 140, -8) +
    hanger(410, 140, 8) +
    carabiner(198, 212, 0.25, 0, { kind: "d", color: "#f59e0b" }) +
    carabiner(402, 212, 0.25, 0, { kind: "d", color: "#f59e0b" }) +
    S("M200 245L296 400M400 245L304 400", darken(sling, 0.35), 26) +
    S("M200 245L296 400M400 245L304 400", sling, 20) +
    S("M205 255L292 396M395 255L308 396", lighten(sling, 0.35), 4) +
    F("M272 384c18 -14 40 -14 56 0c12 16 8 38 -8 46c-18 8 -36 4 -48 -10c-8 -12 -8 -26 0 -36z", darken(sling, 0.15)) +
    S("M278 404c14 -6 30 -6 44 2", darken(sling, 0.5), 5) +
    carabiner(300, 460, 0.42, 0, { kind: "hms", color: "#94a3b8" })
  );
}

function harness(): string {
  const web = "#1d4ed8";
  const pad = "#1e3a8a";
  return (
    // leg loops
    el("ellipse", { cx: 205, cy: 405, rx: 92, ry: 62, fill: "none", stroke: darken(pad, 0.3), "stroke-width": 40 }) +
    el("ellipse", { cx: 395, cy: 405, rx: 92, ry: 62, fill: "none", stroke: darken(pad, 0.3), "stroke-width": 40 }) +
    el("ellipse", { cx: 205, cy: 405, rx: 92, ry: 62, fill: "none", stroke: pad, "stroke-width": 32 }) +
    el("ellipse", { cx: 395, cy: 405, rx: 92, ry: 62, fill: "none", stroke: pad, "stroke-width": 32 }) +
    el("ellipse", {
      cx: 205,
      cy: 405,
      rx: 92,
      ry: 62,
      fill: "none",
      stroke: lighten(web, 0.35),
      "stroke-width": 6,
      "stroke-dasharray": "10 10",
    }) +
    el("ellipse", {
      cx: 395,
      cy: 405,
      rx: 92,
      ry: 62,
      fill: "none",
      stroke: lighten(web, 0.35),
      "stroke-width": 6,
      "stroke-dasharray": "10 10",
    }) +
    // gear loops
    S("M118 250C100 300 120 330 150 320M482 250C500 300 480 330 450 320", "#f59e0b", 10) +
    // rear elastics
    S("M150 355C130 300 140 260 160 240M450 355C470 300 460 260 440 240", "#334155", 8) +
    // waist belt
    S("M100 210C200 250 400 250 500 210", darken(pad, 0.3), 62) +
    S("M100 210C200 250 400 250 500 210", pad, 54) +
    S("M110 222C200 258 400 258 490 222", web, 18) +
    S("M120 195C200 228 400 228 480 195", lighten(web, 0.3), 4, { "stroke-dasharray": "12 8" }) +
    // buckle
    F("M268 222h64a8 8 0 0 1 8 8v30a8 8 0 0 1 -8 8h-64a8 8 0 0 1 -8 -8v-30a8 8 0 0 1 8 -8z", METAL) +
    F("M280 234h40v22h-40z", darken(METAL, 0.5)) +
    // belay loop and tie-in points
    el("ellipse", { cx: 300, cy: 318, rx: 26, ry: 52, fill: "none", stroke: darken("#ef4444", 0.3), "stroke-width": 20 }) +
    el("ellipse", { cx: 300, cy: 318, rx: 26, ry: 52, fill: "none", stroke: "#ef4444", "stroke-width": 14 }) +
    S("M274 362L250 380M326 362L350 380", web, 16)
  );
}

function quickdraw(x: number, y: number, scale: number, sling: string, top: string, bottom: string, rot = 0): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})">` +
    carabiner(0, -170, 0.55, 0, { kind: "d", color: top }) +
    F("M-26 -100h52a14 14 0 0 1 14 14v132a14 14 0 0 1 -14 14h-52a14 14 0 0 1 -14 -14v-132a14 14 0 0 1 14 -14z", darken(sling, 0.3)) +
    F("M-22 -96h44a10 10 0 0 1 10 10v124a10 10 0 0 1 -10 10h-44a10 10 0 0 1 -10 -10v-124a10 10 0 0 1 10 -10z", sling) +
    F("M-22 -70h44v12h-44zM-22 22h44v12h-44z", darken(sling, 0.25)) +
    F("M-10 -96h8v134h-8z", lighten(sling, 0.3), { opacity: 0.6 }) +
    carabiner(0, 122, 0.6, 0, { kind: "bent", color: bottom }) +
    `</g>`
  );
}

function quickdraws(): string {
  return quickdraw(215, 300, 1, "#f59e0b", "#94a3b8", "#38bdf8", -6) + quickdraw(390, 310, 1, "#14b8a6", "#94a3b8", "#f43f5e", 7);
}

function belay(): string {
  const body = "#0ea5e9";
  const rope = "#f97316";
  return (
    // rope bight through the device and the carabiner
    S("M235 60C240 150 250 220 262 300M365 60C360 150 350 220 338 300", darken(rope, 0.35), 26) +
    S("M235 60C240 150 250 220 262 300M365 60C360 150 350 220 338 300", rope, 20) +
    S("M240 70C244 150 252 220 262 290M360 70C356 150 348 220 338 290", lighten(rope, 0.35), 4, { "stroke-dasharray": "6 10" }) +
    // device body: tapered block with two slots
    F("M190 260H410Q428 260 424 278L398 400Q394 416 378 416H222Q206 416 202 400L176 278Q172 260 190 260Z", darken(body, 0.3)) +
    F("M194 262H406Q420 262 417 276L394 392Q390 406 376 406H224Q210 406 206 392L183 276Q180 262 194 262Z", body) +
    F("M230 286h58l-6 86h-44zM312 286h58l-8 86h-44z", "#0c1e33") +
    S("M212 380h176", darken(body, 0.35), 4) +
    S("M200 280l4 24M400 280l-4 24", lighten(body, 0.4), 6) +
    // wire keeper
    S("M300 406C300 470 340 500 360 520", "#94a3b8", 8) +
    // locking carabiner through the bight
    carabiner(300, 400, 0.5, 0, { kind: "hms", color: "#94a3b8" })
  );
}

function shoe(x: number, y: number, s: number, color: string, rot = 0): string {
  const outline =
    "M-180 60C-190 0 -180 -50 -140 -65L-50 -75Q0 -50 40 -60L120 -30C170 -10 205 30 210 70C200 90 170 95 140 92C80 85 0 95 -60 100C-120 105 -170 95 -180 60Z";
  const rubber = "#1f2937";
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
    F(outline, color) +
    `<clipPath id="shoeclip${Math.round(x)}"><path d="${outline}"/></clipPath>` +
    `<g clip-path="url(#shoeclip${Math.round(x)})">` +
    F("M-200 70C-100 60 0 70 80 55C140 45 180 40 230 40V200H-200Z", rubber) +
    F("M100 -40C150 -20 200 20 220 80L120 70C140 40 130 0 100 -40Z", rubber) +
    F("M-200 -80H-140C-160 -30 -160 20 -130 60H-200Z", rubber) +
    F("M-60 -80C-20 -60 20 -40 40 -10L10 30C0 -10 -40 -40 -80 -50Z", darken(color, 0.2)) +
    `</g>` +
    // straps
    F("M-40 -70L20 -62L0 60L-62 58Z", darken(color, 0.45)) +
    F("M30 -58L90 -40L60 68L2 64Z", darken(color, 0.45)) +
    F("M-34 -40h36v14h-36zM36 -30l34 8 -4 14 -34 -8z", lighten(color, 0.5)) +
    S("M-150 -50C-120 -70 -80 -72 -50 -72", lighten(color, 0.4), 6) +
    F("M-170 -58l26 -14 6 18 -24 10z", "#ef4444") +
    `</g>`
  );
}

function shoes(): string {
  return shoe(320, 250, 1.0, "#eab308", -6) + shoe(280, 390, 1.05, "#f59e0b", 4);
}

function rappel(): string {
  const metal = "#f59e0b";
  const rope = "#38bdf8";
  return (
    // figure-8 body
    S("M300 220V260", darken(metal, 0.35), 56) +
    el("circle", { cx: 300, cy: 350, r: 92, fill: "none", stroke: darken(metal, 0.35), "stroke-width": 58 }) +
    el("circle", { cx: 300, cy: 170, r: 44, fill: "none", stroke: darken(metal, 0.35), "stroke-width": 36 }) +
    S("M300 214V262", metal, 50) +
    el("circle", { cx: 300, cy: 350, r: 92, fill: "none", stroke: metal, "stroke-width": 50 }) +
    el("circle", { cx: 300, cy: 170, r: 44, fill: "none", stroke: metal, "stroke-width": 28 }) +
    S("M232 300A92 92 0 0 1 300 258", lighten(metal, 0.5), 10) +
    S("M270 150A44 44 0 0 1 300 126", lighten(metal, 0.5), 7) +
    // rope: down through the big ring, around the neck
    S("M262 560C272 480 288 420 290 340C292 300 272 262 306 250C356 236 412 290 404 360C398 420 362 470 342 560", darken(rope, 0.35), 24) +
    S("M262 560C272 480 288 420 290 340C292 300 272 262 306 250C356 236 412 290 404 360C398 420 362 470 342 560", rope, 18) +
    S("M266 540C274 470 288 420 290 350", lighten(rope, 0.4), 4, { "stroke-dasharray": "6 10" }) +
    carabiner(300, 100, 0.32, 0, { kind: "hms", color: "#94a3b8" })
  );
}

function clipstick(): string {
  const pole = "#334155";
  return (
    S("M150 540L250 390", darken("#f97316", 0.3), 34) +
    S("M150 540L250 390", "#f97316", 28) +
    S("M170 510l10 -14M190 480l10 -14M210 450l10 -14", darken("#f97316", 0.35), 6) +
    S("M250 390L330 270", "#0f172a", 24) +
    S("M250 390L330 270", pole, 20) +
    S("M330 270L392 177", "#0f172a", 18) +
    S("M330 270L392 177", "#475569", 14) +
    S("M150 540L392 177", lighten(pole, 0.5), 3, { transform: "translate(-5 -3)", opacity: 0.6 }) +
    F("M244 380h18v22h-18zM324 262h16v18h-16z", "#94a3b8") +
    // spring clip head
    S("M392 177C380 150 390 120 415 112C440 106 458 124 452 146", "#e2e8f0", 8) +
    S("M392 177C410 170 430 160 452 146", "#e2e8f0", 8) +
    quickdraw(448, 230, 0.42, "#f59e0b", "#94a3b8", "#38bdf8", 0)
  );
}

function crampons(): string {
  const steel = "#cbd5e1";
  const strap = "#f97316";
  let points = "";
  const xs = [150, 200, 250, 300, 370, 420, 470];
  xs.forEach((x, i) => {
    const y = 380 + (i < 4 ? 0 : 0);
    points += `M${x - 14} ${y}L${x + 2} ${y + 62}L${x + 12} ${y}Z`;
  });
  return (
    // straps
    S("M170 330C150 230 220 160 300 160C380 160 440 220 430 330", darken(strap, 0.35), 30) +
    S("M170 330C150 230 220 160 300 160C380 160 440 220 430 330", strap, 24) +
    F("M282 146h36v30h-36z", METAL_DARK) +
    // front points
    F("M480 360L560 400L552 414L476 390ZM478 386L548 438L538 450L470 404Z", darken(steel, 0.2)) +
    // teeth
    F(points, darken(steel, 0.15)) +
    // frame
    F("M120 340H480Q500 340 500 360V380Q500 396 484 396H120Q104 396 104 380V356Q104 340 120 340Z", steel) +
    F("M112 356H496V364H112Z", lighten(steel, 0.6), { opacity: 0.7 }) +
    F("M290 344h20v48h-20z", METAL_DARK) +
    F("M130 300h20v44h-20zM450 300h20v44h-20z", darken(steel, 0.25))
  );
}

function tent(): string {
  const fly = "#f59e0b";
  return (
    F("M90 440C120 300 200 190 300 170C400 190 480 300 510 440Z", fly) +
    F("M300 170C400 190 480 300 510 440H400C390 320 350 220 300 170Z", darken(fly, 0.2)) +
    F("M300 170C250 240 230 330 240 440H90C120 300 200 190 300 170Z", lighten(fly, 0.12)) +
    S("M300 170C250 240 230 330 240 440M300 170C350 240 370 330 360 440", darken(fly, 0.35), 6) +
    F("M300 230C270 300 262 380 266 440H334C338 380 330 300 300 230Z", "#1f2937") +
    S("M300 236V440", "#94a3b8", 3, { "stroke-dasharray": "8 6" }) +
    S("M90 440L40 470M510 440L560 470M160 320L60 460M440 320L540 460", "#94a3b8", 3) +
    F("M36 466h10v16h-10zM554 466h10v16h-10zM56 456h10v16h-10zM536 456h10v16h-10z", "#64748b")
  );
}

function sleepingbag(): string {
  const c = "#dc2626";
  const outline = "M300 80C390 80 420 150 415 230L405 470C400 520 370 540 300 540C230 540 200 520 195 470L185 230C180 150 210 80 300 80Z";
  let baffles = "";
  for (let i = 0; i < 7; i++) {
    const y = 250 + i * 40;
    baffles += `M${190 + i * 1.5} ${y}Q300 ${y + 18} ${410 - i * 1.5} ${y}`;
  }
  return (
    F(outline, darken(c, 0.15)) +
    F("M300 80C390 80 420 150 415 230L405 470C400 520 370 540 300 540C330 480 340 300 330 220C325 150 320 100 300 80Z", darken(c, 0.3)) +
    S(baffles, darken(c, 0.4), 5) +
    // hood opening
    F("M300 120C350 120 372 160 368 200C364 232 340 246 300 246C260 246 236 232 232 200C228 160 250 120 300 120Z", "#1f2937") +
    F("M300 140C338 140 352 168 348 196C344 220 328 228 300 228C272 228 256 220 252 196C248 168 262 140 300 140Z", "#374151") +
    S("M232 200C236 240 260 252 300 252C340 252 364 240 368 200", lighten(c, 0.2), 8) +
    S("M296 252l-8 40M304 252l8 40", "#e5e7eb", 4) +
    // zip
    S("M372 240C378 320 376 400 366 500", "#e5e7eb", 4, { "stroke-dasharray": "6 5" }) +
    F("M366 236h14v24h-14z", "#e5e7eb") +
    S("M220 120C240 100 260 92 290 90", lighten(c, 0.4), 8, { opacity: 0.7 })
  );
}

const drawings: Record<string, () => string> = {
  helmet,
  rope,
  cord,
  carabiner: lockingCarabiner,
  anchor,
  harness,
  quickdraws,
  belay,
  shoes,
  rappel,
  clipstick,
  crampons,
  tent,
  sleepingbag,
};

const tints = ["#1f3a5f", "#2f2a4f", "#1d3f44", "#3a2f2a", "#243b53", "#33284a", "#1f3d3a"];

function tile(doc: Doc, index: number, inner: string): void {
  const bg = doc.vgrad(
    [
      [0, "#1b2638"],
      [1, "#0d1421"],
    ],
    0,
    600,
  );
  const tint = tints[index % tints.length]!;
  doc.add(el("rect", { width: 600, height: 600, fill: bg }));
  doc.add(
    el("circle", {
      cx: 300,
      cy: 300,
      r: 270,
      fill: doc.radial(
        [
          [0, lighten(tint, 0.15)],
          [0.7, tint],
          [1, tint, 0],
        ],
        300,
        300,
        270,
      ),
    }),
  );
  doc.add(el("ellipse", { cx: 300, cy: 545, rx: 190, ry: 16, fill: "#000", opacity: 0.25 }));
  doc.add(inner);
}

export const gearItems: Record<string, (doc: Doc, r: Rng) => void> = Object.fromEntries(
  Object.entries(drawings).map(([name, draw], i) => [name, (doc: Doc) => tile(doc, i, draw())]),
);

/** Flat-lay of the gear on a dark board (16:9). */
export function rentalCollage(doc: Doc, r: Rng): void {
  const bg = doc.vgrad(
    [
      [0, "#1e293b"],
      [1, "#0f172a"],
    ],
    0,
    doc.h,
  );
  doc.add(el("rect", { width: doc.w, height: doc.h, fill: bg }));
  // faint topographic lines
  let topo = "";
  for (let i = 0; i < 9; i++) {
    const y = 80 + i * 95;
    topo += `M-20 ${y}C300 ${y - 60 + r.range(-20, 20)} 600 ${y + 70} 900 ${y + r.range(-30, 30)}S1400 ${y - 50} 1620 ${y + 20}`;
  }
  doc.add(S(topo, "#334155", 2, { opacity: 0.6 }));
  const layout: [string, number, number, number, number][] = [
    ["rope", 290, 290, 0.95, -8],
    ["helmet", 760, 250, 0.85, 6],
    ["harness", 1250, 270, 0.9, -4],
    ["shoes", 300, 680, 0.75, 10],
    ["quickdraws", 680, 640, 0.8, -12],
    ["carabiner", 980, 610, 0.6, 20],
    ["belay", 1190, 650, 0.6, -14],
    ["sleepingbag", 1440, 650, 0.62, 8],
  ];
  for (const [name, x, y, s, rot] of layout) {
    const draw = drawings[name]!;
    doc.add(`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s}) translate(-300 -300)">`);
    doc.add(el("ellipse", { cx: 300, cy: 520, rx: 200, ry: 20, fill: "#000", opacity: 0.2 }));
    doc.add(draw());
    doc.add("</g>");
  }
}
