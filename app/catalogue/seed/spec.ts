import { staticPages, type PageKey } from "../../site/pages.ts";

/**
 * The spec's eight excursions and their addresses (the spec's routes). A fresh install publishes
 * them (./entries.server.ts); afterwards the catalogue says which excursions exist. They keep one
 * rule of the spec: in a language without their texts, their page shows the English texts under a
 * message naming the language (app/content/excursions/index.ts).
 */
export const specExcursionAddresses = {
  freyclimb: "escaladarocafrey",
  multipitch: "multilargos",
  freyrefuge: "escaladarocarefugiofrey",
  bautismo: "bautismo",
  guiapersonal: "guiapersonal",
  piedraparada: "escaladapiedraparada",
  ventana: "escaladarocacerroventana",
  trekkingLanin: "trekking-lanin",
} as const;

export type SpecExcursionKey = keyof typeof specExcursionAddresses;

export function isSpecExcursion(key: string): key is SpecExcursionKey {
  return Object.hasOwn(specExcursionAddresses, key);
}

/** Every page of a fresh install: the fixed ones, then the spec's excursions (benchmarks and tests visit these). */
export const seededPages: readonly PageKey[] = [...staticPages, ...Object.values(specExcursionAddresses)];
