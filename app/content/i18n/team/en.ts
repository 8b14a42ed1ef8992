/**
 * English words of the about-us page: the source of truth (other languages `satisfies AboutTexts`).
 * The members (names, roles, bios) are the owner's, in the catalogue (seeded from
 * app/catalogue/seed/texts/); their seeded portraits are in ./index.ts.
 */
export const en = {
  title: "About us",
  description:
    "We are a small team of climbing and mountain guides based in Bariloche. We have climbed, guided and taught in the mountains of northern Patagonia for years, and we share them with people from all over the world with the same care we take with our own families: small groups, well-kept equipment and decisions that put safety before the summit.",
  readMore: "Read more",
  readLess: "Show less",
  photoAlt: "Portrait of {name}",
};

export type AboutTexts = typeof en;
