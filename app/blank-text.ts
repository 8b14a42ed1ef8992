/**
 * Characters that show nothing: white space, invisible format characters (zero-width space and
 * joiners, word joiner, soft hyphen, direction marks…) and the blank letters some keyboards and
 * spammers use for "empty" text (Braille pattern blank, Hangul fillers).
 */
const VISIBLE = /[^\s\p{Cf}\u2800\u115f\u1160\u3164\uffa0]/u;

/** Whether a text field holds nothing a reader would see: it counts as not filled in. */
export function isBlank(text: string): boolean {
  return !VISIBLE.test(text);
}
