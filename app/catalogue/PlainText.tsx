// Its styles (./plain-text.css) are imported by the pages that show it: it may come in a deferred chunk.
import type { ReactNode } from "react";
import { type Block, type Inline, parsePlainText } from "./plain-text.ts";
import type { TextShape } from "./fields.ts";

/**
 * The owner's plain text (app/catalogue/plain-text.ts) as elements: paragraphs, lists and https
 * links. React writes every character as text, so tags, entities and scripts in it show as what
 * they are; nothing here sets HTML.
 */
export function PlainText({
  text,
  shape,
  lang,
  className,
}: {
  text: string;
  /** How the field is written (app/catalogue/fields.ts): one line, paragraphs and lists, or one item per line. */
  shape: TextShape;
  /** The text's language when it differs from the page's. */
  lang?: string;
  className?: string;
}) {
  const blocks = parsePlainText(text, shape);
  if (blocks.length === 0) return null;
  const first = blocks[0]!;
  // A line is a run inside whatever holds it (a heading, a caption, a definition).
  if (shape === "line" && first.type === "paragraph") {
    return (
      <span className={className} lang={lang}>
        <Runs content={first.content} />
      </span>
    );
  }
  // A list is the list itself, so its holder styles its items.
  if (shape === "list" && first.type === "list") {
    return (
      <ul className={className} lang={lang}>
        <Items items={first.items} />
      </ul>
    );
  }
  return (
    <div className={["plain-text", className].filter(Boolean).join(" ")} lang={lang}>
      {blocks.map((block, index) => (
        <PlainBlock key={index} block={block} />
      ))}
    </div>
  );
}

/** One block: a paragraph or a list. */
export function PlainBlock({ block, className, id, lang }: { block: Block; className?: string; id?: string; lang?: string }) {
  return block.type === "paragraph" ? (
    <p className={className} id={id} lang={lang}>
      <Runs content={block.content} />
    </p>
  ) : (
    <ul className={className} id={id} lang={lang}>
      <Items items={block.items} />
    </ul>
  );
}

function Items({ items }: { items: Inline[][] }) {
  return items.map((item, index) => (
    <li key={index}>
      <Runs content={item} />
    </li>
  ));
}

/** A line's runs: text as text, links to their https address, line breaks. */
export function Runs({ content }: { content: Inline[] }): ReactNode {
  return content.map((run, index) =>
    run.type === "text" ? (
      run.text
    ) : run.type === "link" ? (
      <a key={index} href={run.href} rel="noopener noreferrer" className="plain-text__link">
        {run.text}
      </a>
    ) : (
      <br key={index} />
    ),
  );
}
