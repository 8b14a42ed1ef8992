import type { FormGuard } from "../../forms/fields.ts";
import { lengthHint } from "../../forms/length.ts";
import { CANCEL_ANSWER_MAX } from "../model.ts";
import { AskOnce, answerAnchor, useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { useWorkspace } from "../../workspace/workspace.ts";
import { bookingPageWorkspaceTexts } from "../i18n/workspace/index.ts";
import type { BookingPagePanelData } from "./workspace.server.ts";

/** One plain form of the panel, with its answer beside it (its error in this panel's words). */
function PanelForm({
  guard,
  id,
  intent,
  button,
  danger,
  children,
}: {
  guard: FormGuard;
  id: string;
  intent: string;
  button: string;
  danger?: boolean;
  children?: React.ReactNode;
}) {
  const { lang } = useWorkspace();
  const texts = bookingPageWorkspaceTexts[lang === "es" ? "es" : "en"];
  const answer = useAnswer(id);
  const ask = answer && !answer.ok ? answer.ask : undefined;
  return (
    <>
      <form method="post" className="ws-action" action={`#${answerAnchor(id)}`}>
        <WorkspaceGuard guard={guard} id={id} />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button type="submit" className={danger ? "ws-button ws-danger" : "ws-button"}>
          {button}
        </button>
        <span id={ask ? undefined : answerAnchor(id)} role="status" className={answer && !answer.ok && !ask ? "ws-error" : "ws-note"}>
          {answer && !ask
            ? answer.ok
              ? (answer.note ?? "")
              : ((texts.errors as Record<string, string>)[answer.error] ?? texts.errors.unexpected)
            : ""}
        </span>
      </form>
      {ask ? <AskOnce guard={guard} id={id} ask={ask} /> : null}
    </>
  );
}

/** The booking page on the request screen: the link to send, who filled in, the request to cancel. */
export function BookingPagePanel({ data, guard, confirmed }: { data: BookingPagePanelData; guard: FormGuard; confirmed: boolean }) {
  const { lang } = useWorkspace();
  const texts = bookingPageWorkspaceTexts[lang === "es" ? "es" : "en"];
  const linkAnswer = useAnswer("page-link");
  // A request not confirmed, with nothing from a booking page, has no panel.
  if (!confirmed && !data.participants.length && !data.cancellation) return null;
  return (
    <>
      <h2 id="booking-page">{texts.title}</h2>
      <div className="ws-card" data-booking-page>
        <p className="ws-muted">{data.hint}</p>
        {confirmed ? (
          <>
            <PanelForm guard={guard} id="page-link-send" intent="page-link-send" button={texts.sendLink} />
            <PanelForm guard={guard} id="page-link" intent="page-link" button={texts.showLink} />
            {linkAnswer?.ok && linkAnswer.link ? (
              <div className="ws-field ws-link">
                <label htmlFor="ws-page-link">{texts.linkLabel}</label>
                <input id="ws-page-link" type="text" readOnly value={linkAnswer.link} />
              </div>
            ) : null}
          </>
        ) : (
          <p>{texts.linkNone}</p>
        )}
        <h3>{texts.participants}</h3>
        {data.participants.length ? (
          <ul>
            {data.participants.map((participant) => (
              <li key={participant.slot}>{participant.text}</li>
            ))}
          </ul>
        ) : (
          <p>{texts.participantNone}</p>
        )}
        {data.missing ? <p data-participants-missing>{data.missing}</p> : null}
      </div>
      {data.cancellation ? (
        <>
          <h2 id="cancel-request">{texts.cancelTitle}</h2>
          <div className="ws-card" data-cancellation={data.cancellation.status}>
            <p className="ws-text">{data.cancellation.text}</p>
            {data.cancellation.status === "asked" ? (
              <>
                <PanelForm guard={guard} id="cancel-accept" intent="cancel-accept" button={texts.accept} danger />
                <PanelForm guard={guard} id="cancel-refuse" intent="cancel-refuse" button={texts.refuse}>
                  <label htmlFor="ws-cancel-answer">{texts.refuseLine}</label>
                  <input
                    id="ws-cancel-answer"
                    name="answer"
                    type="text"
                    maxLength={CANCEL_ANSWER_MAX}
                    aria-describedby="ws-cancel-answer-limit"
                  />
                  <span id="ws-cancel-answer-limit" className="ws-muted">
                    {lengthHint(lang, CANCEL_ANSWER_MAX)}
                  </span>
                </PanelForm>
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
