/** Every illustration the site ships: name, size and how to draw it. */
import { Doc, hashSeed, rng, type Rng } from "./lib.ts";
import { palettes, type PaletteName } from "./palettes.ts";
import { ctxFor, type Ctx } from "./nature.ts";
import {
  bigWallScene,
  canyonScene,
  cragScene,
  faceScene,
  laninScene,
  neutralScene,
  snowSlopeScene,
  spiresScene,
  trailScene,
  windowScene,
} from "./scenes.ts";
import { gearItems, rentalCollage } from "./gear.ts";
import { avatar, portrait } from "./portraits.ts";
import { logo } from "./logo.ts";

export interface Illustration {
  name: string;
  w: number;
  h: number;
  draw: (doc: Doc, r: Rng) => void;
}

const SIZES = {
  hero: [1600, 900],
  side: [800, 1000],
  gallery: [800, 600],
  wide: [1680, 720],
} as const;

type Shot = [PaletteName, (ctx: Ctx) => void];

function scene(name: string, w: number, h: number, [palette, draw]: Shot): Illustration {
  return { name, w, h, draw: (doc, r) => draw(ctxFor(doc, r, palettes[palette])) };
}

/** hero, side, gallery 1-3, wide. */
type Excursion = [hero: Shot, side: Shot, one: Shot, two: Shot, three: Shot, wide: Shot];

const excursions: Record<string, Excursion> = {
  freyclimb: [
    ["dawn", (c) => spiresScene(c, { climbers: true, sun: [0.74, 0.4] })],
    ["day", (c) => faceScene(c, { far: "spires", second: true })],
    ["dusk", (c) => faceScene(c, { t: 0.45, lake: true, sun: [0.16, 0.34] })],
    ["night", (c) => spiresScene(c, { tents: 2, lake: false, milky: true, sun: [0.82, 0.14] })],
    ["dusk", (c) => spiresScene(c, { sun: [0.5, 0.42], trees: "left", autumn: true })],
    ["day", (c) => spiresScene(c, { climbers: true, span: [0.12, 0.88], count: 6, autumn: true })],
  ],
  multipitch: [
    ["day", (c) => bigWallScene(c, { climbers: 3 })],
    ["dawn", (c) => bigWallScene(c, { span: [-0.3, 1.3], climbers: 3, sun: [0.85, 0.5] })],
    ["day", (c) => faceScene(c, { second: true, t: 0.55, far: "ridges", sun: [0.85, 0.15] })],
    ["dawn", (c) => bigWallScene(c, { snow: true, tents: true, climbers: 2, sun: [0.9, 0.45] })],
    ["dusk", (c) => faceScene(c, { second: true, lake: true, sun: [0.22, 0.4] })],
    ["dusk", (c) => bigWallScene(c, { span: [0.18, 0.82], sun: [0.1, 0.45], autumn: true })],
  ],
  freyrefuge: [
    ["dusk", (c) => spiresScene(c, { hut: [0.6, 0.09], sun: [0.3, 0.42] })],
    ["day", (c) => trailScene(c, { autumn: true })],
    ["night", (c) => spiresScene(c, { hut: [0.42, 0.2], lake: false, milky: true, trees: "right", sun: [0.15, 0.15] })],
    ["day", (c) => spiresScene(c, { autumn: true, hut: [0.16, 0.12], trees: "right" })],
    ["dawn", (c) => spiresScene(c, { tents: 3, lake: false, hut: [0.72, 0.14], sun: [0.2, 0.45] })],
    ["night", (c) => spiresScene(c, { hut: [0.4, 0.06], snow: true, sun: [0.8, 0.2] })],
  ],
  bautismo: [
    ["day", (c) => cragScene(c, { kids: true })],
    ["day", (c) => cragScene(c, { side: "left", autumn: true, sun: [0.8, 0.15] })],
    ["dawn", (c) => cragScene(c, { sun: [0.25, 0.45] })],
    ["day", (c) => faceScene(c, { second: true, lake: true, t: 0.4, sun: [0.15, 0.15] })],
    ["dusk", (c) => cragScene(c, { sun: [0.3, 0.44] })],
    ["day", (c) => cragScene(c, { autumn: true })],
  ],
  guiapersonal: [
    ["dawn", (c) => cragScene(c, { lead: true, sun: [0.22, 0.42] })],
    ["day", (c) => faceScene(c, { second: true, far: "ridges", t: 0.58 })],
    ["dusk", (c) => cragScene(c, { lead: true, side: "left", sun: [0.78, 0.42] })],
    ["day", (c) => faceScene(c, { t: 0.42, lake: true, sun: [0.15, 0.12] })],
    ["dawn", (c) => bigWallScene(c, { climbers: 2, sun: [0.12, 0.48] })],
    ["day", (c) => cragScene(c, { lead: true, autumn: true })],
  ],
  piedraparada: [
    ["steppe", (c) => canyonScene(c, { climber: true })],
    ["steppe", (c) => faceScene(c, { far: "mesas", second: true, sun: [0.15, 0.12] })],
    ["steppeDusk", (c) => canyonScene(c, { rock: [0.5, 0.34, 0.58], sun: [0.85, 0.42] })],
    ["steppeNight", (c) => canyonScene(c, { tents: 2, milky: true, sun: [0.85, 0.15] })],
    ["steppeDusk", (c) => faceScene(c, { far: "mesas", second: true, t: 0.4, sun: [0.2, 0.5] })],
    ["steppe", (c) => canyonScene(c, { rock: [0.7, 0.2, 0.62] })],
  ],
  ventana: [
    ["day", (c) => windowScene(c, { climber: true })],
    ["dawn", (c) => windowScene(c, { close: true, climber: true, sun: [0.2, 0.35] })],
    ["day", (c) => windowScene(c, { autumn: true, trekkers: true, sun: [0.85, 0.18] })],
    ["dusk", (c) => windowScene(c, { sun: [0.35, 0.42] })],
    ["night", (c) => windowScene(c, { milky: true, sun: [0.2, 0.16] })],
    ["dawn", (c) => windowScene(c, { autumn: true, sun: [0.85, 0.42] })],
  ],
  trekkingLanin: [
    ["dawn", (c) => laninScene(c, { trekkers: true, sun: [0.18, 0.42] })],
    ["day", (c) => snowSlopeScene(c)],
    ["night", (c) => laninScene(c, { tents: 2, lake: false, milky: true, sun: [0.85, 0.14] })],
    ["dusk", (c) => laninScene(c, { cx: 0.36, scale: 0.85, sun: [0.8, 0.44] })],
    ["dawn", (c) => snowSlopeScene(c, { sun: [0.2, 0.3], volcano: false })],
    ["day", (c) => laninScene(c, { trekkers: true, cx: 0.58 })],
  ],
};

/**
 * What an excursion the owner added shows in each of its places until a photo is set: the same
 * neutral landscape in each place's proportions, so its page never shows another excursion's.
 */
const neutralExcursion: Excursion = [
  ["dawn", (c) => neutralScene(c)],
  ["day", (c) => neutralScene(c, { sun: [0.3, 0.2], count: 3 })],
  ["day", (c) => neutralScene(c, { sun: [0.8, 0.22], count: 3 })],
  ["dusk", (c) => neutralScene(c, { sun: [0.25, 0.4] })],
  ["dawn", (c) => neutralScene(c, { sun: [0.5, 0.42], count: 3 })],
  ["dusk", (c) => neutralScene(c, { sun: [0.7, 0.38], count: 5 })],
];

export function catalog(): Illustration[] {
  const out: Illustration[] = [];
  for (const [id, shots] of Object.entries({ ...excursions, default: neutralExcursion })) {
    const [hero, side, one, two, three, wide] = shots;
    out.push(scene(`excursion-${id}-hero`, ...SIZES.hero, hero));
    out.push(scene(`excursion-${id}-side`, ...SIZES.side, side));
    out.push(scene(`excursion-${id}-1`, ...SIZES.gallery, one));
    out.push(scene(`excursion-${id}-2`, ...SIZES.gallery, two));
    out.push(scene(`excursion-${id}-3`, ...SIZES.gallery, three));
    out.push(scene(`excursion-${id}-wide`, ...SIZES.wide, wide));
  }
  out.push(scene("upcoming-lanin", 800, 600, ["dusk", (c) => laninScene(c, { trekkers: true, cx: 0.62, sun: [0.2, 0.42] })]));
  out.push(scene("course-trad", 800, 600, ["day", (c) => faceScene(c, { crack: true, far: "spires", t: 0.5 })]));
  out.push(scene("course-sport", 800, 600, ["dusk", (c) => cragScene(c, { lead: true, side: "left", sun: [0.8, 0.4] })]));
  out.push(scene("course-piedra-transfer", 800, 600, ["steppe", (c) => canyonScene(c, { road: true, rock: [0.7, 0.24, 0.5] })]));
  out.push(scene("course-trekking", 800, 600, ["day", (c) => trailScene(c, { autumn: true, sun: [0.2, 0.18] })]));
  out.push(scene("og-default", 1200, 630, ["dawn", (c) => spiresScene(c, { climbers: true, sun: [0.7, 0.42], span: [0.25, 0.78] })]));
  out.push({ name: "rental-collage", w: 1600, h: 900, draw: rentalCollage });
  for (const [name, draw] of Object.entries(gearItems)) out.push({ name: `rental-${name}`, w: 600, h: 600, draw });
  for (let i = 1; i <= 5; i++) out.push({ name: `team-${i}`, w: 600, h: 600, draw: (doc, r) => portrait(doc, r, i) });
  out.push({ name: "avatar-default", w: 256, h: 256, draw: avatar });
  // A guide the owner added, until their photo is set: the neutral avatar at a portrait's size.
  out.push({ name: "team-default", w: 600, h: 600, draw: (doc) => avatar(doc) });
  out.push({ name: "logo", w: 256, h: 256, draw: logo });
  return out;
}

export function render(item: Illustration): string {
  const doc = new Doc(item.w, item.h);
  item.draw(doc, rng(hashSeed(item.name)));
  return doc.toString();
}
