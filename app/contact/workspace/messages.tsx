import type { Route } from "./+types/messages";
import { contactStatuses, notHandledStatuses, type ContactStatus } from "../states.ts";
import { ActionForm } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, textsOf } from "../../workspace/guard.server.ts";
import { mailbox } from "../../workspace/mail.server.ts";
import { itemPath } from "../../workspace/paths.ts";
import { sendAgainForm } from "../../workspace/schemas.ts";
import { formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** The list's filter: every message, the ones not done yet, or one state. */
const filters = ["", "open", ...contactStatuses] as const;
type Filter = (typeof filters)[number];

const statusesOf = (filter: Filter): readonly ContactStatus[] | undefined =>
  filter === "" ? undefined : filter === "open" ? notHandledStatuses : [filter];

/** Contact messages by state, and every email's delivery state. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "messages");
  const mail = mailbox(services);
  const asked = new URL(args.request.url).searchParams.get("state") ?? "";
  const state: Filter = (filters as readonly string[]).includes(asked) ? (asked as Filter) : "";
  return {
    state,
    filters: [...filters],
    messages: await mail.contactMessages(100, statusesOf(state)),
    emails: await mail.emails(),
    guard: workspace.guard(),
    title: textsOf(args.context).messages.title,
  };
}

/** "Send again": a failed email back in the outbox's queue, recorded in the history. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "messages");
  const received = await receive(args, workspace.actionPolicy, sendAgainForm);
  if (!received.ok) return received.answer;
  const { id } = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const mail = mailbox(services);
  const before = await mail.state(id);
  if (!before || !(await mail.sendAgain(id))) return received.refuse("not-found", 404);
  await workspace.record({
    actor: member,
    action: "email.requeued",
    subject: `email #${id} to ${before.recipient}`,
    before,
    after: await mail.state(id),
    formKey,
  });
  return received.done();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.messages;
  const m = texts.message;
  const time = (epoch: number) => <time dateTime={new Date(epoch).toISOString()}>{formatTime(texts.dateTime, timeZone, epoch)}</time>;
  const filterName = (filter: Filter) => (filter === "" ? m.all : filter === "open" ? m.notHandled : m.statuses[filter]);
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <h2>{t.contactTitle}</h2>
      <form method="get" className="ws-card ws-filters" aria-label={m.filters}>
        <div className="ws-field">
          <label htmlFor="ws-message-state">{m.state}</label>
          <select id="ws-message-state" name="state" defaultValue={loaderData.state}>
            {loaderData.filters.map((filter) => (
              <option key={filter} value={filter}>
                {filterName(filter)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ws-button">
          {m.apply}
        </button>
      </form>
      {loaderData.messages.length === 0 ? <p className="ws-muted">{loaderData.state ? m.empty : t.contactEmpty}</p> : null}
      <ol className="ws-list">
        {loaderData.messages.map((message) => (
          <li key={message.id} className="ws-card" data-message={message.id} data-status={message.status}>
            <p className="ws-meta">
              <span className={`ws-badge ws-request-${message.status}`}>{m.statuses[message.status]}</span>{" "}
              <strong>{message.subject}</strong>
            </p>
            <p>
              {message.name} · {time(message.createdAt)}
            </p>
            <a className="ws-button" href={itemPath("messages", message.id)} aria-label={`${m.open}: ${message.subject}`}>
              {m.open}
            </a>
          </li>
        ))}
      </ol>
      <h2>{t.emailsTitle}</h2>
      {loaderData.emails.length === 0 ? <p className="ws-muted">{t.emailsEmpty}</p> : null}
      <ol className="ws-list">
        {loaderData.emails.map((email) => (
          <li key={email.id} className="ws-card" data-email={email.id} data-state={email.state}>
            <p className="ws-meta">
              <span className={`ws-badge ws-state-${email.state}`}>{t.states[email.state]}</span> {t.kinds[email.kind] ?? email.kind} ·{" "}
              {t.to} {email.recipient} · {time(email.sentAt ?? email.createdAt)}
            </p>
            <p className="ws-muted">
              {t.attempts}: {email.attempts}
            </p>
            {email.lastError ? (
              <p className="ws-text">
                {t.lastError}: <code>{email.lastError}</code>
              </p>
            ) : null}
            {email.state === "failed" ? (
              <ActionForm
                guard={loaderData.guard}
                id={`resend-${email.id}`}
                fields={{ id: email.id }}
                button={t.sendAgain}
                done={t.queued}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
