import { servicesOf } from "../../site/context.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { currentSession, receive, secureCookie, textsOf } from "../../workspace/guard.server.ts";
import { ADMIN } from "../../workspace/paths.ts";
import { PasskeyForm } from "../../workspace/PasskeyForm.tsx";
import { signInForm } from "../../workspace/schemas.ts";
import { sessionCookie } from "../../workspace/sessions.server.ts";
import { useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** The sign-in screen: a passkey prompt's options (a fresh, signed challenge) and the form's hidden fields. */
export async function loader(args: Route.LoaderArgs) {
  // Signed in already: the workspace, unless the member is asked to show their passkey again.
  if (!new URL(args.request.url).searchParams.has("again") && (await currentSession(args))) throw redirect(ADMIN);
  const { workspace } = servicesOf(args.context);
  return { options: await workspace.authenticationOptions(), guard: workspace.guard(), title: textsOf(args.context).signIn.title };
}

/** A passkey's answer: a new session (a new id, in a new cookie), or the reason it was refused. */
export async function action(args: Route.ActionArgs) {
  const { workspace } = servicesOf(args.context);
  const received = await receive(args, workspace.signInPolicy, signInForm);
  if (!received.ok) return received.answer;
  const result = await workspace.signIn({
    credential: received.values.credential,
    userAgent: args.request.headers.get("user-agent") ?? "",
  });
  // Which part failed is not said: an unknown passkey and a bad signature read the same.
  if (!result.ok) return received.refuse("invalid", 401);
  // Signing in again on this device: the session it had ends, the new one replaces it.
  const previous = await currentSession(args);
  if (previous) await workspace.replaced(previous.sessionId);
  return redirect(ADMIN, { headers: { "Set-Cookie": sessionCookie(result.session, secureCookie(args)) } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { texts } = useWorkspace();
  return (
    <section className="ws-screen ws-narrow" aria-labelledby="ws-title">
      <h1 id="ws-title">{texts.signIn.title}</h1>
      <p>{texts.signIn.intro}</p>
      <PasskeyForm ceremony={{ kind: "sign-in", options: loaderData.options }} guard={loaderData.guard} button={texts.signIn.button} />
      <p className="ws-muted">{texts.signIn.lost}</p>
    </section>
  );
}
