import { useActionData } from "react-router";
import type { FormGuard } from "../forms/fields.ts";
import { lengthHint } from "../forms/length.ts";
import type { WorkspaceTexts } from "./i18n/index.ts";
import { useWorkspace } from "./workspace.ts";

/** What a workspace action answers (guard.server.ts), for the form named `form`. */
export type Answer =
  | { ok: true; form: string; note?: string; link?: string }
  | { ok: false; form: string; error: string; field?: string; ask?: AskData };

/** The question an action asks before it tells travellers something or frees seats (guard.server.ts `Ask`, decision 0041). */
export type AskData = {
  question: string;
  lines: string[];
  yes: string;
  fields: Record<string, string>;
  /** An email shown whole before it goes (a booking's confirmation). */
  preview?: { title: string; subject: string; text: string };
  /** A text the owner writes before it goes (a cancelled departure's line on the money paid). */
  input?: { name: string; label: string; hint?: string; max: number; value?: string; required?: boolean };
};

/**
 * The id of where a form's answer is on its page: its question while one is asked, else its notice
 * (the `role="status"` beside it: "Guardado", or the refusal). The form posts to it, and so does the
 * question's "Yes", so the page comes back scrolled to what happened instead of to its top, where
 * on a phone the notice sat below the fold (decision 0125).
 */
export const answerAnchor = (id: string) => `ws-answer-${id}`;

/**
 * The question, once: what would happen, a button that posts the same fields again with the
 * confirmation, and "No", a plain link back to the page as it is. A plain form and a link, so it
 * works the same without JavaScript.
 */
export function AskOnce({
  guard,
  id,
  ask,
  danger,
  children,
}: {
  guard: FormGuard;
  id: string;
  ask: AskData;
  danger?: boolean;
  children?: React.ReactNode;
}) {
  const { texts, lang } = useWorkspace();
  const question = `${answerAnchor(id)}-question`;
  return (
    <section id={answerAnchor(id)} className="ws-card" aria-labelledby={question} data-ask={id}>
      <p id={question}>
        <strong>{ask.question}</strong>
      </p>
      {ask.preview ? (
        <figure className="ws-preview" data-preview="email">
          <figcaption>{ask.preview.title}</figcaption>
          <p className="ws-text">
            <strong>{ask.preview.subject}</strong>
          </p>
          <p className="ws-text">{ask.preview.text.trim()}</p>
        </figure>
      ) : null}
      {ask.lines.map((line) => (
        <p key={line} className="ws-text">
          {line}
        </p>
      ))}
      <form method="post" className="ws-action" action={`#${answerAnchor(id)}`}>
        <WorkspaceGuard guard={guard} id={id} />
        {Object.entries(ask.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        {ask.input ? (
          <div className="ws-field">
            <label htmlFor={`${answerAnchor(id)}-input`}>{ask.input.label}</label>
            <p id={`${answerAnchor(id)}-hint`} className="ws-muted">
              {ask.input.hint ? `${ask.input.hint} ` : ""}
              {lengthHint(lang, ask.input.max)}
            </p>
            <textarea
              id={`${answerAnchor(id)}-input`}
              name={ask.input.name}
              rows={3}
              maxLength={ask.input.max}
              required={ask.input.required}
              defaultValue={ask.input.value ?? ""}
              aria-describedby={`${answerAnchor(id)}-hint`}
            />
          </div>
        ) : null}
        <button type="submit" className={danger ? "ws-button ws-danger" : "ws-button ws-primary"}>
          {ask.yes}
        </button>
        {children}
        <a className="ws-button" href="?">
          {texts.handling.no}
        </a>
      </form>
    </section>
  );
}

/** The field naming the form on its page (guard.server.ts reads it back). */
const FORM_ID_FIELD = "form_id";

/** The text of an action's error code, in the workspace's language. */
export function errorText(texts: WorkspaceTexts, code: string): string {
  return (texts.errors as Record<string, string>)[code] ?? texts.errors.unexpected;
}

/** The answer to the form `id`, when the page comes back from its post. */
export function useAnswer(id: string): Answer | undefined {
  const data = useActionData() as Answer | undefined;
  return data?.form === id ? data : undefined;
}

/**
 * A form's hidden fields: the toolkit's (time token, one-time key, and the honeypot, as
 * app/forms/GuardFields.tsx draws them, under the names the layout hands over) and its name on the page.
 */
export function WorkspaceGuard({ guard, id }: { guard: FormGuard; id: string }) {
  const { texts, guardFields } = useWorkspace();
  return (
    <>
      <input type="hidden" name={guardFields.timeToken} value={guard.timeToken} />
      <input type="hidden" name={guardFields.formKey} value={guard.formKey} />
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`ws-${id}-website`}>{texts.honeypot}</label>
        <input id={`ws-${id}-website`} type="text" name={guardFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
    </>
  );
}

/**
 * One workspace form: posted to its screen's action as a plain form (the page comes back with the
 * answer; the workspace's code uses none of the router's link and form code, so the public pages'
 * chunks stay as they were: decision 0040), with the fields given, one button, and the answer beside it.
 */
export function ActionForm({
  guard,
  id,
  fields,
  button,
  danger,
  children,
  done,
  leaves,
}: {
  guard: FormGuard;
  /** Unique on the page: its answer is shown here only. */
  id: string;
  fields: Record<string, string | number>;
  button: string;
  danger?: boolean;
  children?: React.ReactNode;
  /** What to say once it worked. */
  done?: string;
  /** Its action answers with another page (signing out, a page shown again in its new state): nothing to come back to. */
  leaves?: boolean;
}) {
  const { texts } = useWorkspace();
  const answer = useAnswer(id);
  const ask = answer && !answer.ok ? answer.ask : undefined;
  return (
    <>
      <form method="post" className="ws-action" action={leaves ? undefined : `#${answerAnchor(id)}`}>
        <WorkspaceGuard guard={guard} id={id} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <button type="submit" className={danger ? "ws-button ws-danger" : "ws-button"}>
          {button}
        </button>
        <span id={ask ? undefined : answerAnchor(id)} role="status" className={answer && !answer.ok && !ask ? "ws-error" : "ws-note"}>
          {answer && !ask ? (answer.ok ? (answer.note ?? done ?? "") : errorText(texts, answer.error)) : ""}
        </span>
      </form>
      {ask ? <AskOnce guard={guard} id={id} ask={ask} danger={danger} /> : null}
    </>
  );
}

/**
 * The notice of a form its own action took off the page (a departure cancelled shows "Restore"
 * instead of "Cancel"; a request confirmed no longer offers to confirm): where the form was, so
 * what happened is still said, and the page comes back to it. Nothing until that form's answer.
 */
export function FormNotice({ id }: { id: string }) {
  const { texts } = useWorkspace();
  const answer = useAnswer(id);
  if (!answer || (!answer.ok && answer.ask)) return null;
  return (
    <p id={answerAnchor(id)} role="status" className={answer.ok ? "ws-note" : "ws-error"}>
      {answer.ok ? (answer.note ?? "") : errorText(texts, answer.error)}
    </p>
  );
}
