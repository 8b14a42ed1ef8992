/**
 * Preview rules of long texts (spec section 9): highlights show their first two sentences,
 * itineraries their first 300 characters, team bios their first 200 characters.
 *
 * A preview is always a prefix of the text, so the page can render the preview, then the rest in
 * a hidden span: the full text is in the HTML (for crawlers and readers without JavaScript) and
 * expanding it only reveals what follows, with nothing reflowing before it.
 */
type Preview = {
  /** The visible start of the text (the whole text when it is short). */
  head: string;
  /** What the expander reveals; empty when the text is not truncated. */
  rest: string;
};

export type PreviewRule = (text: string) => Preview;

const whole = (text: string): Preview => ({ head: text, rest: "" });

/**
 * The first `count` characters, counted as a visitor counts them (an emoji is one, and is never cut
 * in two); texts of `count` characters or fewer are not truncated.
 */
export function firstCharacters(count: number): PreviewRule {
  return (text) => {
    // Fast path: no text of `count` UTF-16 units or fewer has more than `count` characters.
    if (text.length <= count) return whole(text);
    const characters = [...text];
    if (characters.length <= count) return whole(text);
    const head = characters.slice(0, count).join("");
    return { head, rest: text.slice(head.length) };
  };
}

/**
 * The first `count` sentences, sentences being separated by '. ' (a period and a space). The
 * preview ends at the separator, without the period (the ellipsis stands for it), the way
 * `text.split(". ").slice(0, count).join(". ")` does. Texts of `count` sentences or fewer are not
 * truncated.
 */
export function firstSentences(count: number): PreviewRule {
  return (text) => {
    let end = -1;
    for (let found = 0; found < count; found++) {
      end = text.indexOf(". ", end + 1);
      if (end === -1) return whole(text);
    }
    // Only a separator followed by nothing but spaces: nothing more to show.
    if (text.slice(end + 2).trim() === "") return whole(text);
    return { head: text.slice(0, end), rest: text.slice(end) };
  };
}

/** The spec's three rules. */
export const previewRules = {
  highlights: firstSentences(2),
  itinerary: firstCharacters(300),
  bio: firstCharacters(200),
} satisfies Record<string, PreviewRule>;
