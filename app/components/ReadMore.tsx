import { useId } from "react";
import type { PreviewRule } from "./preview.ts";
import "./read-more.css";

/**
 * A long text shown as its preview (see preview.ts) plus an ellipsis, and a toggle that reveals the
 * rest ("Read More"), then collapses it again ("Show Less").
 *
 * The toggle is a `<details>` element's `<summary>`: the browser opens and closes it before and
 * without JavaScript, exposes its expanded state, and hydration leaves it as the visitor set it.
 * The text stays one paragraph outside it (a preview may end in the middle of a word, and the rest
 * must continue it on the same line): CSS shows the rest while the details are open
 * (read-more.css). The whole text is in the HTML, for crawlers too.
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
  rule: PreviewRule;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}) {
  const restId = useId();
  const { head, rest } = rule(text);
  return (
    <div className={["read-more", className].filter(Boolean).join(" ")}>
      <p className="read-more__text" lang={lang}>
        {head}
        {rest ? (
          <>
            <span className="read-more__ellipsis" aria-hidden="true">
              …
            </span>
            <span className="read-more__rest" id={restId}>
              {rest}
            </span>
          </>
        ) : null}
      </p>
      {rest ? (
        // Keyed on the text: another excursion's page, reached without a reload, starts collapsed.
        <details key={text} className="read-more__toggle">
          <summary aria-controls={restId}>
            <span className="read-more__more">{moreLabel}</span>
            <span className="read-more__less">{lessLabel}</span>
          </summary>
        </details>
      ) : null}
    </div>
  );
}
