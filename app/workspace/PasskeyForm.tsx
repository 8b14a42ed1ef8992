import { useEffect, useRef, useState } from "react";
import type { FormGuard } from "../forms/fields.ts";
import { errorText, useAnswer, WorkspaceGuard } from "./ActionForm.tsx";
import { loadPasskeys, runCeremony, type Ceremony } from "./passkey.client.ts";
import { useWorkspace } from "./workspace.ts";

/**
 * The sign-in and invitation screens' form: the button asks for a passkey, and its answer goes in a
 * hidden field of an ordinary form, posted to the screen's action.
 */
export function PasskeyForm({
  ceremony,
  guard,
  button,
  children,
}: {
  ceremony: Ceremony;
  guard: FormGuard;
  button: string;
  children?: React.ReactNode;
}) {
  const { texts } = useWorkspace();
  const form = useRef<HTMLFormElement>(null);
  const credential = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  // The button needs the script (a passkey is asked for by JavaScript): offered once it runs, so a
  // tap before that is not silently lost.
  const [ready, setReady] = useState(false);
  const answer = useAnswer("passkey");
  // Ready before the tap (see passkey.client.ts); a failure shows when the button is used.
  useEffect(() => {
    setReady(true);
    void loadPasskeys().catch(() => {});
  }, []);
  const error = problem ?? (answer && !answer.ok ? answer.error : undefined);
  const busy = asking;

  async function ask() {
    setProblem(undefined);
    setAsking(true);
    const result = await runCeremony(ceremony);
    setAsking(false);
    if ("error" in result) return setProblem(result.error);
    credential.current!.value = result.credential;
    form.current!.requestSubmit();
  }

  return (
    <form method="post" ref={form} className="ws-passkey">
      <WorkspaceGuard guard={guard} id="passkey" />
      <input type="hidden" name="credential" ref={credential} defaultValue="" />
      {children}
      <button type="button" className="ws-button ws-primary" onClick={() => void ask()} disabled={!ready || busy}>
        {busy ? texts.signIn.working : button}
      </button>
      <noscript>
        <p>{texts.signIn.needsScript}</p>
      </noscript>
      <p role="alert" className="ws-error">
        {error ? errorText(texts, error) : ""}
      </p>
    </form>
  );
}
