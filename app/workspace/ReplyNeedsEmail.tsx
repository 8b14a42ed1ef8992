import { areaPath } from "./paths.ts";
import { useWorkspace } from "./workspace.ts";

/**
 * In place of a reply form while the business has no email: a reply would leave from a no-reply
 * address with nowhere for the traveller's answer to go. Says so, and where to set it (or, for a
 * guide, who can).
 */
export function ReplyNeedsEmail({ canSetBusiness }: { canSetBusiness: boolean }) {
  const { texts } = useWorkspace();
  const t = texts.handling;
  return (
    <div className="ws-card" data-reply-needs-email>
      <p>{t.needsEmail}</p>
      {canSetBusiness ? (
        <p>
          <a className="ws-button ws-primary" href={areaPath("business")}>
            {t.needsEmailLink}
          </a>
        </p>
      ) : (
        <p className="ws-muted">{t.needsEmailAsk}</p>
      )}
    </div>
  );
}
