/**
 * The inline scripts a rendering wrote itself, told apart from anything else in its page.
 *
 * A page's policy approves its inline scripts by hash (app/security/headers.ts). Which scripts?
 * Not "every `<script>` in the HTML": content that ever slipped one into a page (a component
 * writing a comment or a business detail as raw HTML) would be approved with the rest. So each
 * rendering draws a mark no one can guess and hands it to React Router as the nonce of the scripts
 * it writes (`<ServerRouter nonce>`: the route modules, the loader data, the scroll restoration);
 * only scripts carrying that mark are the page's own. The mark is then taken out of the page: the
 * browser never sees it, the policy carries hashes and no nonce, and the page stays the same bytes
 * for every visitor, so it can be kept (decision 0017).
 *
 * A script's body ends at its first `</script>`: React Router writes the loader data (content, as
 * data) with `<`, `>` and `&` escaped, so content cannot close one of our scripts and add code.
 */

/** A fresh mark for one rendering (122 random bits). */
export function renderMark(): string {
  return crypto.randomUUID();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The opening tag of an inline script carrying the mark (a regular expression's source): any,
 * a module (`type="module"`), or a classic script (no `type`).
 */
export function ownScriptTag(mark: string, kind: "any" | "module" | "classic" = "any"): string {
  const marked = `(?=[^>]*\\snonce="${escapeRegExp(mark)}")`;
  const type = kind === "module" ? `(?=[^>]*\\stype="module")` : kind === "classic" ? `(?![^>]*\\stype=)` : "";
  return `<script\\b${marked}${type}(?![^>]*\\ssrc=)[^>]*>`;
}

/**
 * The page without its mark, and the code of its own inline scripts (those carrying the mark and
 * not empty: an empty script never runs), whose hashes its policy approves.
 */
export function ownScripts(html: string, mark: string): { html: string; scripts: string[] } {
  const scripts = [...html.matchAll(new RegExp(`${ownScriptTag(mark)}([\\s\\S]*?)</script>`, "g"))]
    .map(([, body]) => body!)
    .filter((body) => body.trim() !== "");
  return { html: html.replaceAll(` nonce="${mark}"`, ""), scripts };
}
