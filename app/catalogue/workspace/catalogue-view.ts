/**
 * What the catalogue's editor computes in the browser while the owner types (and on the server for
 * the first render): a field's id on the page and a text's length as a visitor counts it. (The
 * preview a page shows before "Read more" is app/catalogue/plain-text.ts's `previewOf`.) No server
 * code.
 */

/** A form field's id, from its name (`texts.es.name` → `c-texts-es-name`). */
export function fieldId(name: string): string {
  return `c-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/** Characters as a visitor counts them (not UTF-16 units), as app/catalogue/check.ts counts them. */
export function charCount(text: string): number {
  return [...text].length;
}
