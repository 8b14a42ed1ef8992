import { Form, useActionData, useNavigation } from "react-router";
import { GuardFields } from "../forms/GuardFields.tsx";
import type { FormGuard } from "../forms/fields.ts";
import type { WorkspaceTexts } from "./i18n/index.ts";
import { useWorkspace } from "./workspace.ts";

/** What a workspace action answers (guard.server.ts), for the form named `form`. */
export type Answer = { ok: true; form: string; note?: string; link?: string } | { ok: false; form: string; error: string; field?: string };

/** The field naming the form on its page (guard.server.ts reads it back). */
const FORM_ID_FIELD = "form_id";

/** The text of an action's error code, in the workspace's language. */
export function errorText(texts: WorkspaceTexts, code: string): string {
  return (texts.errors as Record<string, string>)[code] ?? texts.errors.unexpected;
}

/** The answer to the form `id`, once its post is done; and whether it is being posted now. */
export function useAnswer(id: string): { answer: Answer | undefined; busy: boolean } {
  const navigation = useNavigation();
  const data = useActionData() as Answer | undefined;
  const busy = navigation.state !== "idle" && navigation.formData?.get(FORM_ID_FIELD) === id;
  return { answer: !busy && data?.form === id ? data : undefined, busy };
}

/** A form's hidden fields: the toolkit's (time token, one-time key, honeypot) and its name on the page. */
export function WorkspaceGuard({ guard, id }: { guard: FormGuard; id: string }) {
  const { texts } = useWorkspace();
  return (
    <>
      <GuardFields guard={guard} honeypotLabel={texts.honeypot} idPrefix={`ws-${id}`} />
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
    </>
  );
}

/**
 * One workspace form: posted to its screen's action (with or without JavaScript; the screen's data
 * is loaded again after), with the fields given, one button, and the answer read out beside it.
 */
export function ActionForm({
  guard,
  id,
  fields,
  button,
  danger,
  children,
  done,
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
}) {
  const { texts } = useWorkspace();
  const { answer, busy } = useAnswer(id);
  return (
    <Form method="post" className="ws-action" preventScrollReset>
      <WorkspaceGuard guard={guard} id={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={danger ? "ws-button ws-danger" : "ws-button"} disabled={busy}>
        {button}
      </button>
      <span role="status" className={answer && !answer.ok ? "ws-error" : "ws-note"}>
        {answer ? (answer.ok ? (answer.note ?? done ?? "") : errorText(texts, answer.error)) : ""}
      </span>
    </Form>
  );
}
