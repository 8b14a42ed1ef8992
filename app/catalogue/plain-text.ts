/**
 * The owner's plain text, read as blocks a page renders as elements (app/catalogue/PlainText.tsx),
 * never as HTML. The owner writes no markup: a blank line starts a new paragraph, lines starting
 * with "- ", "• " or "* " are a list, and an `https://` address becomes a link. Anything else,
 * tags, entities, `javascript:` or `http://` addresses, stays the text it is.
 *
 * Small on purpose: the editor's live preview runs it in the browser.
 */
import { firstCharacters, firstSentences, type PreviewRule } from "../components/preview.ts";
import type { TextField, TextShape } from "./fields.ts";

/** A run of a line: text, a link (its text as written, its address normalised), or a line break. */
export type Inline = { type: "text"; text: string } | { type: "link"; text: string; href: string } | { type: "break" };

/** A paragraph (its lines joined by breaks) or a list (one run per item). */
export type Block = { type: "paragraph"; content: Inline[] } | { type: "list"; items: Inline[][] };

/** What a page shows before "Read more" (./fields.ts). */
export type TextPreview = NonNullable<TextField["preview"]>;

/** A list item's mark: "- ", "• " or "* ", followed by its text. */
const LIST_MARK = /^[-•*][ \t\u00a0]+(?=\S)/;

/** An https address: starts a word, runs to the next space, quote or angle bracket. */
const HTTPS = /(?<![\p{L}\p{N}_])https:\/\/[^\s<>"]+/giu;

/** Punctuation that ends a sentence around an address, not the address ("see https://x.org."). */
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'", "’", "”", "»", "…"]);
const OPENING: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function withoutTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    const opening = OPENING[last];
    if (TRAILING.has(last)) end--;
    // A closing bracket belongs to the address only when it closes one the address opened.
    else if (opening && count(url.slice(0, end), opening) < count(url.slice(0, end), last)) end--;
    else break;
  }
  return url.slice(0, end);
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address a link goes to, or null when the text is no https address worth linking. */
function httpsHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    // A host with a dot, and no "user@" part that would make one address read as another.
    const host = url.hostname;
    if (url.protocol !== "https:" || !host.includes(".") || host.startsWith(".") || host.endsWith(".")) return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** One line's runs: text and https links. */
export function parseInline(line: string): Inline[] {
  const runs: Inline[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = runs.at(-1);
    if (last?.type === "text") last.text += value;
    else runs.push({ type: "text", text: value });
  };
  let at = 0;
  for (const match of line.matchAll(HTTPS)) {
    const raw = withoutTrailing(match[0]);
    const href = httpsHref(raw);
    if (!href) continue;
    text(line.slice(at, match.index));
    runs.push({ type: "link", text: raw, href });
    at = match.index + raw.length;
  }
  text(line.slice(at));
  return runs;
}

const linesOf = (text: string) => text.replace(/\r\n?/g, "\n").split("\n");

function paragraph(lines: string[]): Block {
  const content: Inline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) content.push({ type: "break" });
    content.push(...parseInline(line));
  });
  return { type: "paragraph", content };
}

/**
 * A text's blocks, as its field's shape reads it (./fields.ts): `text`, paragraphs separated by
 * blank lines and lists of consecutive marked lines (a line within a paragraph is a line break);
 * `list`, one item per non-empty line (a mark the owner typed is dropped); `line`, one paragraph
 * (line breaks read as spaces). An empty text has no blocks.
 */
export function parsePlainText(text: string, shape: TextShape): Block[] {
  if (shape === "line") {
    const line = text.replace(/\s*[\r\n]+\s*/g, " ").trim();
    return line ? [{ type: "paragraph", content: parseInline(line) }] : [];
  }
  const lines = linesOf(text).map((line) => line.trim());
  if (shape === "list") {
    const items = lines.filter(Boolean).map((line) => parseInline(line.replace(LIST_MARK, "")));
    return items.length ? [{ type: "list", items }] : [];
  }
  const blocks: Block[] = [];
  let open: string[] = [];
  let items: string[] = [];
  const close = () => {
    if (open.length) blocks.push(paragraph(open));
    if (items.length) blocks.push({ type: "list", items: items.map(parseInline) });
    open = [];
    items = [];
  };
  for (const line of lines) {
    if (!line) close();
    else if (LIST_MARK.test(line)) {
      if (open.length) close();
      items.push(line.replace(LIST_MARK, ""));
    } else {
      if (items.length) close();
      open.push(line);
    }
  }
  close();
  return blocks;
}

const inlineText = (content: Inline[]) => content.map((run) => (run.type === "break" ? "\n" : run.text)).join("");

/** Between a list's items, and between blocks, as the page's text reads (`innerText`). */
const ITEM_BREAK = "\n";
const BLOCK_BREAK = "\n\n";

/** The text a visitor reads, without list marks: what previews count. */
export function visibleText(blocks: Block[]): string {
  return blocks
    .map((block) => (block.type === "paragraph" ? inlineText(block.content) : block.items.map(inlineText).join(ITEM_BREAK)))
    .join(BLOCK_BREAK);
}

/** The spec's previews as a rule: the first sentences (split on ". ") or the first characters. */
function previewRule(preview: TextPreview): PreviewRule {
  return "sentences" in preview ? firstSentences(preview.sentences) : firstCharacters(preview.characters);
}

/**
 * Where a preview ends in a text's blocks: the block (and, in a list, the item) it ends in, that
 * block's or item's runs before the end and after it. Blocks and items before are shown whole, those
 * after only once expanded. Null when the preview is the whole text.
 */
export type PreviewCut = { block: number; item: number; head: Inline[]; rest: Inline[] } | null;

/** Splits runs at a position of their text; a link cut in two stays a link on both sides. */
function splitRuns(content: Inline[], at: number): [Inline[], Inline[]] {
  const head: Inline[] = [];
  const rest: Inline[] = [];
  let position = 0;
  for (const run of content) {
    const length = run.type === "break" ? 1 : run.text.length;
    if (position + length <= at) head.push(run);
    else if (position >= at || run.type === "break") rest.push(run);
    else {
      const cut = at - position;
      head.push({ ...run, text: run.text.slice(0, cut) });
      rest.push({ ...run, text: run.text.slice(cut) });
    }
    position += length;
  }
  return [head, rest];
}

export function cutBlocks(blocks: Block[], rule: PreviewRule | TextPreview): PreviewCut {
  const apply = typeof rule === "function" ? rule : previewRule(rule);
  const { head, rest } = apply(visibleText(blocks));
  if (!rest) return null;
  const end = head.length;
  // Each block's (or item's) runs with the text that follows it, in reading order.
  const parts = blocks.flatMap((block, index) =>
    block.type === "paragraph"
      ? [{ block: index, item: 0, content: block.content, gap: BLOCK_BREAK.length }]
      : block.items.map((content, item) => ({
          block: index,
          item,
          content,
          gap: item < block.items.length - 1 ? ITEM_BREAK.length : BLOCK_BREAK.length,
        })),
  );
  let position = 0;
  for (const part of parts) {
    const length = inlineText(part.content).length;
    // A preview ending between two blocks ends the first one.
    if (end <= position + length + part.gap) {
      const [before, after] = splitRuns(part.content, Math.min(end - position, length));
      return { block: part.block, item: part.item, head: before, rest: after };
    }
    position += length + part.gap;
  }
  return null;
}

/**
 * What a page shows of a text before "Read more", as the owner's editor previews it: the visible
 * text up to the preview's end plus an ellipsis, or the whole visible text when it is that short.
 */
export function previewOf(text: string, preview: TextPreview): string {
  const visible = visibleText(parsePlainText(text, "text"));
  const { head, rest } = previewRule(preview)(visible);
  // A preview ending between two paragraphs ends the first one, as the page shows it.
  return rest ? `${head.replace(/\n+$/, "")}…` : head;
}
