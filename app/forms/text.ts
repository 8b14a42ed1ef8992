/**
 * What every text field goes through, in the browser and on the server: one cleaner, and what
 * counts as empty.
 */

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

/** Control characters (but line breaks) and bidi overrides and isolates, which no field needs. */
const CONTROLS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Line breaks of any kind. */
export const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * An RFC 2047 encoded word (`=?utf-8?Q?…?=`): mail programs decode it in a header, so typed into a
 * field that becomes one (a subject, a name) it could show as a line break and more headers.
 */
export const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i;

/**
 * A field's value as it is checked and stored: Unicode NFC, tabs as spaces, no control characters
 * or bidi overrides, trimmed; a multi-line text with `\n` line ends and at most one empty line in a
 * row. A single-line value keeps its line breaks: its rule refuses or folds them.
 */
export function cleanText(value: unknown, multiline: boolean): string {
  if (typeof value !== "string") return "";
  const text = value.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(CONTROLS, "");
  return (multiline ? text.replace(/\n{3,}/g, "\n\n") : text).trim();
}
