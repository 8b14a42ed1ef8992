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

/** Lines as a reader reads them: list markers and blank lines left out. */
function flat(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/^\s*[-*•]\s+/, "").trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * The start of a text as a page shows it before "Read more": its first sentences, or its first
 * characters cut at a word, with "…" when there is more.
 */
export function previewText(text: string, preview: Preview): string {
  const words = flat(text);
  if ("sentences" in preview) {
    const sentences = words.match(/[^.!?…]+(?:[.!?…]+["»”)]*|$)\s*/g) ?? [];
    const shown = sentences.slice(0, preview.sentences).join("").trim();
    return sentences.length > preview.sentences ? `${shown} …` : shown;
  }
  const characters = [...words];
  if (characters.length <= preview.characters) return words;
  const cut = characters.slice(0, preview.characters).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord || cut}…`;
}
