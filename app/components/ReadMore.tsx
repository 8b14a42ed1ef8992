import { useId, useState } from "react";
import type { PreviewRule } from "./preview.ts";
import "./read-more.css";

/**
 * A long text shown as its preview (see preview.ts) plus an ellipsis and a button that reveals
 * the rest; the button then collapses it again.
 *
 * The whole text is in the server's HTML: the part after the preview sits in a `hidden` span that
 * the button reveals, so crawlers read everything, hydration changes nothing on screen, and
 * expanding only adds text after the preview. Without JavaScript (CSS `scripting: none`, see
 * read-more.css) the rest is shown and the button hidden.
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
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const { head, rest } = rule(text);
  return (
    <div className={["read-more", className].filter(Boolean).join(" ")} data-expanded={rest ? expanded : undefined}>
      <p className="read-more__text" lang={lang}>
        {head}
        {rest ? (
          <>
            <span className="read-more__ellipsis" aria-hidden="true" hidden={expanded}>
              …
            </span>
            <span className="read-more__rest" id={restId} hidden={!expanded}>
              {rest}
            </span>
          </>
        ) : null}
      </p>
      {rest ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded={expanded}
          aria-controls={restId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
