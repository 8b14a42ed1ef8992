import { useWorkspace } from "./workspace.ts";

/** Said where changes to who can sign in wait for a recent sign-in (ASVS 7.5.1). */
export function SignInAgain() {
  const { texts } = useWorkspace();
  return (
    <p className="ws-card ws-again">
      {texts.signInAgain.text}{" "}
      <a className="ws-button" href="/admin/sign-in?again">
        {texts.signInAgain.link}
      </a>
    </p>
  );
}
