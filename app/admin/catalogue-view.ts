/**
 * What the catalogue's editor computes in the browser while the owner types (and on the server for
 * the first render): a field's id on the page, a text's length as a visitor counts it, and the
 * preview a page shows before "Read more" (the spec's: two sentences of highlights, 300 characters
 * of an itinerary, 200 of a bio). No server code, nothing of the public pages' modules.
 */

/** A form field's id, from its name (`texts.es.name` → `c-texts-es-name`). */
export function fieldId(name: string): string {
  return `c-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/** Characters as a visitor counts them (not UTF-16 units), as app/catalogue/check.ts counts them. */
export function charCount(text: string): number {
  return [...text].length;
}

export type Preview = { sentences: number } | { characters: number };

/**
 * The start of a text as a page shows it before "Read more", with its "…": the same rules as the
 * pages' (app/components/preview.ts: sentences end at ". ", characters are counted as the page
 * counts them), written again here so that the workspace's code imports no module of the public
 * pages (decision 0040). A text no longer than the preview is shown whole.
 */
export function previewText(text: string, preview: Preview): string {
  let head = text;
  if ("sentences" in preview) {
    let end = -1;
    for (let found = 0; found < preview.sentences; found++) {
      end = text.indexOf(". ", end + 1);
      if (end === -1) return text;
    }
    if (text.slice(end + 2).trim() === "") return text;
    head = text.slice(0, end);
  } else {
    if (text.length <= preview.characters) return text;
    head = text.slice(0, preview.characters);
  }
  return `${head}…`;
}
