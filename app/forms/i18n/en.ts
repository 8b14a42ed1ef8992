/** English texts of the forms' shared answers: the source of truth (every language `satisfies` it). */
export const en = {
  /** The answer to a post from another website, given before any form looks at it. */
  crossSite: "This form was sent from another website, so it was refused. Please send it from our own page.",
  /** Beside a field that takes at most so many characters: a longer text is never cut without a word. */
  upTo: { one: "Up to {count} character.", other: "Up to {count} characters." },
};

export type FormsTexts = typeof en;
