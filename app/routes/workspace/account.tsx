import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/account";
import { ActionForm, FormNotice } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, secureCookie, signedInRecently, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { deviceLabel } from "../../photos/workspace/labels.server.ts";
import { SIGN_IN_PATH } from "../../workspace/paths.ts";
import { accountForm } from "../../workspace/schemas.ts";
import { clearSessionCookie } from "../../workspace/sessions.server.ts";
import { SignInAgain } from "../../workspace/SignInAgain.tsx";
import { formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** My passkeys and where I am signed in. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireMember(args, "account");
  const { member, sessionId, workspace } = signedIn;
  return {
    recent: signedInRecently(signedIn, workspace.now()),
    passkeys: await workspace.passkeysOf(member.id),
    // Each session's device in words, not its browser's user agent.
    sessions: (await workspace.sessions(member.id)).map((session) => ({
      ...session,
      device: deviceLabel(session.userAgent, workspaceLang(args.context)),
    })),
    current: sessionId,
    guard: workspace.guard(),
    title: textsOf(args.context).account.title,
  };
}

/** Remove one of my passkeys, sign out here, or sign out everywhere. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireMember(args, "account");
  const { member, workspace } = signedIn;
  const received = await receive(args, workspace.actionPolicy, accountForm);
  if (!received.ok) return received.answer;
  const { intent, passkey, session } = received.values;
  const formKey = received.formKey;
  const signedOut = () => redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearSessionCookie(secureCookie(args)) } });
  switch (intent) {
    case "sign-out":
      await workspace.signOut(signedIn, formKey);
      return signedOut();
    case "sign-out-everywhere":
      await workspace.signOutEverywhere(member, formKey);
      return signedOut();
    case "end-session": {
      if (await workspace.alreadyDone(formKey)) return received.done();
      if (!(await workspace.endSession(member, Number(session), formKey))) return received.refuse("not-found", 404);
      return received.done({ note: textsOf(args.context).account.ended });
    }
    case "remove-passkey": {
      if (await workspace.alreadyDone(formKey)) return received.done();
      if (!signedInRecently(signedIn, workspace.now())) return received.refuse("sign-in-again", 403);
      const result = await workspace.removePasskey(member, passkey, member.id, formKey);
      if (result !== "done") return received.refuse(result === "unknown" ? "not-found" : result, result === "unknown" ? 404 : 409);
      return received.done({ note: textsOf(args.context).account.removed });
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Account({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.account;
  const { guard } = loaderData;
  // A passkey removed or a session ended takes its row, and the row's notice, off the page: its
  // notice stays where the row was, at the head of its list.
  const answered = (useActionData() as { form?: string } | undefined)?.form;
  const gone = (prefix: string, ids: readonly (number | string)[]) =>
    answered?.startsWith(prefix) && !ids.some((id) => `${prefix}${id}` === answered) ? <FormNotice id={answered} /> : null;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <h2>{t.passkeysTitle}</h2>
      {loaderData.recent ? null : <SignInAgain />}
      {gone(
        "mine-",
        loaderData.passkeys.map((passkey) => passkey.id),
      )}
      <ul className="ws-list">
        {loaderData.passkeys.map((passkey) => (
          <li key={passkey.id} className="ws-card">
            <p className="ws-meta">
              <strong>{passkey.label}</strong> · {t.created} {formatTime(texts.dateTime, timeZone, passkey.createdAt)} · {t.lastUsed}{" "}
              {passkey.lastUsedAt ? formatTime(texts.dateTime, timeZone, passkey.lastUsedAt) : t.never}
            </p>
            <ActionForm
              guard={guard}
              id={`mine-${passkey.id}`}
              fields={{ intent: "remove-passkey", passkey: passkey.id }}
              button={t.remove}
              danger
            />
          </li>
        ))}
      </ul>
      <h2>{t.sessionsTitle}</h2>
      {gone(
        "end-",
        loaderData.sessions.map((session) => session.id),
      )}
      <ul className="ws-list">
        {loaderData.sessions.map((session) => (
          <li key={session.id} className="ws-card" data-session={session.id}>
            <p className="ws-meta">
              {session.device}
              {session.id === loaderData.current ? <strong> ({t.thisDevice})</strong> : null}
            </p>
            <p className="ws-muted">
              {t.created} {formatTime(texts.dateTime, timeZone, session.createdAt)} · {t.lastUsed}{" "}
              {formatTime(texts.dateTime, timeZone, session.lastSeenAt)}
            </p>
            {session.id !== loaderData.current ? (
              <ActionForm
                guard={guard}
                id={`end-${session.id}`}
                fields={{ intent: "end-session", session: session.id }}
                button={t.endSession}
                danger
              />
            ) : null}
          </li>
        ))}
      </ul>
      <div className="ws-actions">
        <ActionForm guard={guard} id="sign-out" fields={{ intent: "sign-out" }} button={t.signOut} leaves />
        <ActionForm
          guard={guard}
          id="sign-out-everywhere"
          fields={{ intent: "sign-out-everywhere" }}
          button={t.signOutEverywhere}
          danger
          leaves
        />
      </div>
      <p className="ws-muted">{t.signOutEverywhereHelp}</p>
    </section>
  );
}
