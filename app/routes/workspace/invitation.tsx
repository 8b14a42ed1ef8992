import { servicesOf } from "../../site/context.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { receive, secureCookie, textsOf } from "../../workspace/guard.server.ts";
import { ADMIN } from "../../workspace/paths.ts";
import { PasskeyForm } from "../../workspace/PasskeyForm.tsx";
import { PASSKEY_LABEL_MAX, registerForm } from "../../workspace/schemas.ts";
import { lengthHint } from "../../forms/length.ts";
import { sessionCookie } from "../../workspace/sessions.server.ts";
import { fill, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** An invitation's page: while the link is unused and within its 15 minutes, the prompt to create a passkey. */
export async function loader(args: Route.LoaderArgs) {
  const { workspace } = servicesOf(args.context);
  const texts = textsOf(args.context);
  const invitation = await workspace.openInvitation(args.params.secret);
  if (!invitation) return data({ open: false as const, title: texts.invitation.title }, { status: 410 });
  return {
    open: true as const,
    title: texts.invitation.title,
    email: invitation.email,
    role: invitation.role,
    options: await workspace.registrationOptions(invitation),
    guard: workspace.guard(),
  };
}

/** The new passkey's answer: registered, the invitation used up, and the new member signed in. */
export async function action(args: Route.ActionArgs) {
  const { workspace } = servicesOf(args.context);
  const received = await receive(args, workspace.signInPolicy, registerForm);
  if (!received.ok) return received.answer;
  const result = await workspace.register({
    secret: args.params.secret,
    credential: received.values.credential,
    label: received.values.label,
    userAgent: args.request.headers.get("user-agent") ?? "",
  });
  if (!result.ok) return received.refuse(result.problem, result.problem === "invitation-used" ? 410 : 400);
  return redirect(ADMIN, { headers: { "Set-Cookie": sessionCookie(result.session, secureCookie(args)) } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  return (
    <section className="ws-screen ws-narrow" aria-labelledby="ws-title">
      <h1 id="ws-title">{texts.invitation.title}</h1>
      {loaderData.open ? (
        <>
          <p>{fill(texts.invitation.intro, { role: texts.roles[loaderData.role], email: loaderData.email })}</p>
          <PasskeyForm
            ceremony={{ kind: "register", options: loaderData.options }}
            guard={loaderData.guard}
            button={texts.invitation.button}
          >
            <div className="ws-field">
              <label htmlFor="ws-label">{texts.invitation.label}</label>
              <input
                id="ws-label"
                name="label"
                type="text"
                maxLength={PASSKEY_LABEL_MAX}
                defaultValue={texts.invitation.defaultLabel}
                aria-describedby="ws-label-hint"
              />
              <p id="ws-label-hint" className="ws-muted">
                {texts.invitation.labelHint} {lengthHint(lang, PASSKEY_LABEL_MAX)}
              </p>
            </div>
          </PasskeyForm>
        </>
      ) : (
        <p>{texts.invitation.gone}</p>
      )}
    </section>
  );
}
