/** Time-of-day palettes. All scenes draw from these so the set reads as one brand. */

export interface Palette {
  name: string;
  /** Sky top, middle, horizon. */
  sky: [string, string, string];
  /** What distant things fade to. */
  haze: string;
  /** Star density 0..1. */
  stars: number;
  body: "sun" | "moon" | "none";
  bodyColor: string;
  glow: string;
  /** Farthest and nearest ridge colours; layers in between are mixed. */
  far: string;
  near: string;
  rock: string;
  rockShade: string;
  snow: string;
  snowShade: string;
  /** Water at the horizon and near the viewer. */
  water: [string, string];
  /** Forest light, mid, dark. */
  forest: [string, string, string];
  ground: string;
  figure: string;
  accent: string;
  rope: string;
  /** Warm light from tents and windows. */
  light: string;
}

const base = { accent: "#f59e0b", rope: "#f97316", light: "#fcd34d" };

export const palettes = {
  night: {
    ...base,
    name: "night",
    sky: ["#050914", "#0c1733", "#1f3259"],
    haze: "#22375e",
    stars: 1,
    body: "moon",
    bodyColor: "#e6edf7",
    glow: "#8fa9d6",
    far: "#2a3d63",
    near: "#070c18",
    rock: "#3a4a68",
    rockShade: "#1a2339",
    snow: "#c3d1e6",
    snowShade: "#7b8db0",
    water: ["#253a63", "#060c1a"],
    forest: ["#1f3839", "#132729", "#0a1719"],
    ground: "#0c1424",
    figure: "#04070e",
  },
  dawn: {
    ...base,
    name: "dawn",
    sky: ["#101a3a", "#4a3f72", "#f6a65a"],
    haze: "#d99a86",
    stars: 0.25,
    body: "sun",
    bodyColor: "#fde68a",
    glow: "#f59e0b",
    far: "#7c6496",
    near: "#151a31",
    rock: "#c98a6c",
    rockShade: "#40385e",
    snow: "#fde6d2",
    snowShade: "#a99bc4",
    water: ["#e7a27c", "#1b2042"],
    forest: ["#4c3c4f", "#2f2940", "#1b1a2e"],
    ground: "#1c2038",
    figure: "#0b0d1c",
  },
  day: {
    ...base,
    name: "day",
    sky: ["#133b6e", "#2f6ca8", "#a9cfe9"],
    haze: "#a9cfe9",
    stars: 0,
    body: "sun",
    bodyColor: "#fff1b8",
    glow: "#fcd34d",
    far: "#80a1c6",
    near: "#172739",
    rock: "#a7b1bf",
    rockShade: "#5a6579",
    snow: "#f5f8fc",
    snowShade: "#b7c8de",
    water: ["#76acd6", "#173f69"],
    forest: ["#4f7d4c", "#2f5b3e", "#1b3a2c"],
    ground: "#24402f",
    figure: "#101826",
  },
  dusk: {
    ...base,
    name: "dusk",
    sky: ["#0c1131", "#4d2d61", "#f08452"],
    haze: "#c77488",
    stars: 0.35,
    body: "sun",
    bodyColor: "#fdba74",
    glow: "#f97316",
    far: "#71507a",
    near: "#130f24",
    rock: "#b57462",
    rockShade: "#3b2b4b",
    snow: "#f7d2c2",
    snowShade: "#9b88b3",
    water: ["#dc7c5c", "#151131"],
    forest: ["#4b2f40", "#301f35", "#1b1226"],
    ground: "#1c1629",
    figure: "#0a0814",
  },
  steppe: {
    ...base,
    name: "steppe",
    sky: ["#1a4877", "#4d8bc0", "#ead6ad"],
    haze: "#e3cca2",
    stars: 0,
    body: "sun",
    bodyColor: "#fff7d6",
    glow: "#fde68a",
    far: "#b89c86",
    near: "#4c2f22",
    rock: "#cf9259",
    rockShade: "#7f4c32",
    snow: "#f6efe4",
    snowShade: "#d6c3ad",
    water: ["#6aa8cc", "#245a7c"],
    forest: ["#a3b05c", "#6f8140", "#46582c"],
    ground: "#b99360",
    figure: "#24160f",
  },
  steppeDusk: {
    ...base,
    name: "steppeDusk",
    sky: ["#14173b", "#6a3a5f", "#f39d5c"],
    haze: "#d98a72",
    stars: 0.3,
    body: "sun",
    bodyColor: "#fed7aa",
    glow: "#f97316",
    far: "#93606a",
    near: "#2a1520",
    rock: "#d4845a",
    rockShade: "#5b2f42",
    snow: "#fbe3d3",
    snowShade: "#b48ea6",
    water: ["#e08e6a", "#2a1a3a"],
    forest: ["#7a6a48", "#54482f", "#33291f"],
    ground: "#6e4036",
    figure: "#1a0d14",
  },
  steppeNight: {
    ...base,
    name: "steppeNight",
    sky: ["#04060f", "#0e1530", "#2d2a4c"],
    haze: "#2d2a4c",
    stars: 1,
    body: "moon",
    bodyColor: "#f1ead8",
    glow: "#a89cc8",
    far: "#3a3352",
    near: "#0b0910",
    rock: "#5a4758",
    rockShade: "#2a1f2f",
    snow: "#d9d2e0",
    snowShade: "#8f86a6",
    water: ["#2c3456", "#0a0b18"],
    forest: ["#2a2a2c", "#1c1c20", "#111116"],
    ground: "#17121c",
    figure: "#050407",
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** Autumn lenga colours, the famous red-orange of Patagonian beech forests. */
export const autumnForest = {
  day: ["#e07b39", "#b8472f", "#6e2a26"],
  dawn: ["#b9553e", "#7a3136", "#3b1d2b"],
  dusk: ["#a8493f", "#6d2a38", "#331628"],
  night: ["#3a2228", "#28171f", "#160d14"],
} as const;
