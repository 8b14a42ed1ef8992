import type { Route } from "./+types/team";
import { ActionForm, answerAnchor, errorText, useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, signedInRecently, textsOf } from "../../workspace/guard.server.ts";
import { roles } from "../../workspace/roles.ts";
import { teamForm } from "../../workspace/schemas.ts";
import { SignInAgain } from "../../workspace/SignInAgain.tsx";
import { formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** The members, their roles and passkeys. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireMember(args, "team");
  const { member, workspace } = signedIn;
  return {
    members: await workspace.members(),
    me: member.id,
    recent: signedInRecently(signedIn, workspace.now()),
    guard: workspace.guard(),
    title: textsOf(args.context).team.title,
  };
}

/** Invite someone, change a role, remove a member or a passkey: each recorded in the history. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireMember(args, "team");
  const { member, workspace } = signedIn;
  const received = await receive(args, workspace.actionPolicy, teamForm);
  if (!received.ok) return received.answer;
  if (!signedInRecently(signedIn, workspace.now())) return received.refuse("sign-in-again", 403);
  const values = received.values;
  const formKey = received.formKey;
  if (values.intent !== "invite" && (await workspace.alreadyDone(formKey))) return received.done();
  const texts = textsOf(args.context);
  switch (values.intent) {
    case "invite": {
      // Posted again, the same form makes a new link rather than show the first one a second time.
      const { link } = await workspace.invite(member, values.email, values.role!);
      return received.done({ link });
    }
    case "role": {
      const result = await workspace.setRole(member, Number(values.member), values.role!, formKey);
      return result === "done"
        ? received.done({ note: texts.team.saved })
        : received.refuse(result === "unknown" ? "not-found" : result, result === "unknown" ? 404 : 409);
    }
    case "remove-member": {
      const result = await workspace.removeMember(member, Number(values.member), formKey);
      return result === "done"
        ? received.done({ note: texts.team.removed })
        : received.refuse(result === "unknown" ? "not-found" : result, result === "unknown" ? 404 : 409);
    }
    case "remove-passkey": {
      const result = await workspace.removePasskey(member, values.passkey, undefined, formKey);
      return result === "done"
        ? received.done({ note: texts.team.removed })
        : received.refuse(result === "unknown" ? "not-found" : result, result === "unknown" ? 404 : 409);
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function InviteForm({ guard }: { guard: Route.ComponentProps["loaderData"]["guard"] }) {
  const { texts } = useWorkspace();
  const t = texts.team;
  const answer = useAnswer("invite");
  const error = answer && !answer.ok ? answer : undefined;
  return (
    // The page comes back to the refusal, or to the link to hand over.
    <form method="post" className="ws-card ws-form" aria-labelledby="ws-invite-title" action={`#${answerAnchor("invite")}`}>
      <h2 id="ws-invite-title">{t.inviteTitle}</h2>
      <p className="ws-muted">{t.inviteIntro}</p>
      <WorkspaceGuard guard={guard} id="invite" />
      <input type="hidden" name="intent" value="invite" />
      <div className="ws-field">
        <label htmlFor="ws-invite-email">{t.email}</label>
        <input
          id="ws-invite-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          aria-invalid={error?.field === "email" || undefined}
          aria-describedby={error ? answerAnchor("invite") : undefined}
        />
      </div>
      <div className="ws-field">
        <label htmlFor="ws-invite-role">{t.role}</label>
        <select id="ws-invite-role" name="role" defaultValue="guide" aria-describedby="ws-invite-role-help">
          {roles.map((role) => (
            <option key={role} value={role}>
              {texts.roles[role]}
            </option>
          ))}
        </select>
        <p id="ws-invite-role-help" className="ws-muted">
          {t.roleHelp}
        </p>
      </div>
      <button type="submit" className="ws-button ws-primary">
        {t.invite}
      </button>
      <p id={error ? answerAnchor("invite") : undefined} role="status" className={error ? "ws-error" : "ws-note"}>
        {error ? errorText(texts, error.error) : ""}
      </p>
      {answer?.ok && answer.link ? (
        <div id={answerAnchor("invite")} className="ws-field ws-link">
          <label htmlFor="ws-invite-link">{t.link}</label>
          <input id="ws-invite-link" type="text" readOnly value={answer.link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </form>
  );
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.team;
  const { guard } = loaderData;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      {loaderData.recent ? null : <SignInAgain />}
      <InviteForm guard={guard} />
      <h2>{t.membersTitle}</h2>
      <p className="ws-muted">{t.lostPhone}</p>
      <ol className="ws-list">
        {loaderData.members.map((member) => (
          <li key={member.id} className="ws-card" data-member={member.email}>
            <p className="ws-meta">
              <strong>{member.email}</strong> · {texts.roles[member.role]}
              {member.id === loaderData.me ? ` (${t.you})` : ""}
            </p>
            <div className="ws-actions">
              <ActionForm guard={guard} id={`role-${member.id}`} fields={{ intent: "role", member: member.id }} button={t.save}>
                <label htmlFor={`ws-role-${member.id}`}>{t.changeRole}</label>
                <select id={`ws-role-${member.id}`} name="role" defaultValue={member.role}>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {texts.roles[role]}
                    </option>
                  ))}
                </select>
              </ActionForm>
              <ActionForm
                guard={guard}
                id={`remove-${member.id}`}
                fields={{ intent: "remove-member", member: member.id }}
                button={t.remove}
                danger
              />
            </div>
            <h3>{t.passkeys}</h3>
            {member.passkeys.length === 0 ? <p className="ws-muted">{t.noPasskeys}</p> : null}
            <ul className="ws-sublist">
              {member.passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <span>
                    {passkey.label} · {texts.account.created} {formatTime(texts.dateTime, timeZone, passkey.createdAt)}
                  </span>
                  <ActionForm
                    guard={guard}
                    id={`passkey-${passkey.id}`}
                    fields={{ intent: "remove-passkey", passkey: passkey.id }}
                    button={t.removePasskey}
                    danger
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
