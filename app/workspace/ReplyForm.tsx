import type { FormGuard } from "../forms/fields.ts";
import { lengthHint } from "../forms/length.ts";
import { REPLY_MAX } from "./schemas.ts";
import { answerAnchor, AskOnce, errorText, useAnswer, WorkspaceGuard } from "./ActionForm.tsx";
import { ReplyNeedsEmail } from "./ReplyNeedsEmail.tsx";
import { useWorkspace } from "./workspace.ts";

/**
 * A reply by email to a traveller, on a request's page and a message's: the form (which asks once
 * before sending: decision 0041), its answer, or in its place why a reply cannot go out yet.
 */
export function ReplyForm({
  texts: t,
  guard,
  canReply,
  canSetBusiness,
}: {
  texts: { replyTitle: string; replyHint: string; replyLabel: string; reply: string };
  guard: FormGuard;
  canReply: boolean;
  canSetBusiness: boolean;
}) {
  const { texts, lang } = useWorkspace();
  const reply = useAnswer("reply");
  const replyAsk = reply && !reply.ok ? reply.ask : undefined;
  const replyError = reply && !reply.ok && !replyAsk ? reply : undefined;
  return (
    <>
      <h2 id="ws-reply-title">{t.replyTitle}</h2>
      {canReply ? (
        <form method="post" className="ws-card ws-form" aria-labelledby="ws-reply-title" action={`#${answerAnchor("reply")}`}>
          <WorkspaceGuard guard={guard} id="reply" />
          <input type="hidden" name="intent" value="reply" />
          <p className="ws-muted">{t.replyHint}</p>
          <div className="ws-field">
            <label htmlFor="ws-reply">{t.replyLabel}</label>
            <textarea
              id="ws-reply"
              name="message"
              rows={6}
              maxLength={REPLY_MAX}
              required
              defaultValue={replyAsk?.fields.message ?? ""}
              aria-invalid={replyError?.field === "message" || undefined}
              aria-describedby={replyError ? `${answerAnchor("reply")} ws-reply-limit` : "ws-reply-limit"}
            />
            <p id="ws-reply-limit" className="ws-muted">
              {lengthHint(lang, REPLY_MAX)}
            </p>
          </div>
          <button type="submit" className="ws-button ws-primary">
            {t.reply}
          </button>
          <p id={replyAsk ? undefined : answerAnchor("reply")} role="status" className={replyError ? "ws-error" : "ws-note"}>
            {reply && !replyAsk ? (reply.ok ? (reply.note ?? "") : errorText(texts, reply.error)) : ""}
          </p>
        </form>
      ) : (
        <ReplyNeedsEmail canSetBusiness={canSetBusiness} />
      )}
      {replyAsk ? <AskOnce guard={guard} id="reply" ask={replyAsk} /> : null}
    </>
  );
}
