// Its styles (./read-more.css, ./plain-text.css) are imported by the pages that show it: it may come in a deferred chunk.
import { useId } from "react";
import { type Block, cutBlocks, type Inline, parsePlainText, type TextPreview } from "./plain-text.ts";
import { PlainBlock, Runs } from "./PlainText.tsx";
import type { PreviewRule } from "../components/preview.ts";

/**
 * A long text shown as its preview (see preview.ts) plus an ellipsis, and a toggle that reveals the
 * rest ("Read more"), then collapses it again ("Show less").
 *
 * The text is the owner's plain text (app/catalogue/plain-text.ts): paragraphs, lists and https
 * links, rendered as elements, never as HTML. The preview counts the text a visitor reads.
 *
 * The toggle is a `<details>` element's `<summary>`: the browser opens and closes it before and
 * without JavaScript, exposes its expanded state, and hydration leaves it as the visitor set it.
 * The text stays outside it (a preview may end in the middle of a word, and the rest must continue
 * it on the same line): the block the preview ends in holds its rest in a span, the blocks after it
 * are marked, and CSS shows both while the details are open (read-more.css). A text of one
 * paragraph is one `<p>`. The whole text is in the HTML, for crawlers too.
 */
export function ReadMore({
  text,
  rule,
  moreLabel,
  lessLabel,
  className,
  lang,
}: {
  text: string;
  /** The text's language when it differs from the page's. */
  lang?: string;
  /** A rule of preview.ts, or a field's preview (app/catalogue/fields.ts). */
  rule: PreviewRule | TextPreview;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}) {
  const restId = useId();
  const blocks = parsePlainText(text, "text");
  const cut = cutBlocks(blocks, rule);
  // What the toggle reveals: the rest of the block the preview ends in, and each block or item after it.
  const revealed: string[] = [];
  const reveal = (id: string) => (revealed.push(id), id);
  const afterId = () => reveal(`${restId}-${revealed.length}`);
  const ending = (head: Inline[], rest: Inline[]) => (
    <>
      <Runs content={head} />
      <span className="read-more__ellipsis" aria-hidden="true">
        …
      </span>
      {rest.length ? (
        <span className="read-more__rest" id={reveal(restId)}>
          <Runs content={rest} />
        </span>
      ) : null}
    </>
  );
  const renderBlock = (block: Block, index: number, single: boolean) => {
    const textClass = single ? "read-more__text" : undefined;
    const textLang = single ? lang : undefined;
    if (!cut || index < cut.block) return <PlainBlock key={index} block={block} className={textClass} lang={textLang} />;
    if (index > cut.block) return <PlainBlock key={index} block={block} className="read-more__after" id={afterId()} />;
    if (block.type === "paragraph") {
      return (
        <p key={index} className={textClass} lang={textLang}>
          {ending(cut.head, cut.rest)}
        </p>
      );
    }
    return (
      <ul key={index} className={textClass} lang={textLang}>
        {block.items.map((item, itemIndex) =>
          itemIndex < cut.item ? (
            <li key={itemIndex}>
              <Runs content={item} />
            </li>
          ) : itemIndex > cut.item ? (
            <li key={itemIndex} className="read-more__after" id={afterId()}>
              <Runs content={item} />
            </li>
          ) : (
            <li key={itemIndex}>{ending(cut.head, cut.rest)}</li>
          ),
        )}
      </ul>
    );
  };
  const single = blocks.length === 1 && blocks[0]!.type === "paragraph";
  return (
    <div className={["read-more", className].filter(Boolean).join(" ")}>
      {blocks.length === 0 ? (
        <p className="read-more__text" lang={lang} />
      ) : single ? (
        // One paragraph: the paragraph is the text, as a text has always been.
        renderBlock(blocks[0]!, 0, true)
      ) : (
        <div className="read-more__text plain-text" lang={lang}>
          {blocks.map((block, index) => renderBlock(block, index, false))}
        </div>
      )}
      {cut ? (
        // Keyed on the text: another excursion's page, reached without a reload, starts collapsed.
        <details key={text} className="read-more__toggle">
          <summary aria-controls={revealed.join(" ")}>
            <span className="read-more__more">{moreLabel}</span>
            <span className="read-more__less">{lessLabel}</span>
          </summary>
        </details>
      ) : null}
    </div>
  );
}
