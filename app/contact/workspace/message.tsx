import { redirect } from "react-router";
import type { Route } from "./+types/message";
import { ActionForm } from "../../workspace/ActionForm.tsx";
import { offerName } from "../../bookings/workspace/bookings.server.ts";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { mailbox } from "../../workspace/mail.server.ts";
import { areaPath, itemPath } from "../../workspace/paths.ts";
import { mailtoLink } from "../../workspace/reach.server.ts";
import { ReplyForm } from "../../workspace/ReplyForm.tsx";
import { allowed } from "../../workspace/roles.ts";
import { messageForm } from "../../workspace/schemas.ts";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** A message by its id (the list's links) or its reference (the owner's notification links to it). */
async function findMessage(args: Route.LoaderArgs | Route.ActionArgs) {
  const allowedMember = await requireMember(args, "messages");
  const key = args.params.id;
  const id = /^[1-9]\d{0,9}$/.test(key) ? Number(key) : /^M-[2-9A-HJKMNP-Z]{6}$/.test(key) ? key : undefined;
  const message = id === undefined ? undefined : await allowedMember.services.contact.get(id);
  if (!message) throw new Response(null, { status: 404 });
  return { ...allowedMember, message };
}

/** One contact message in full: what the visitor wrote, the replies sent from here, its emails, its state. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace, message, member } = await findMessage(args);
  const lang = workspaceLang(args.context);
  const settings = await services.mailSettings();
  const replies = await services.contact.replies(message.id);
  const emails = await mailbox(services).emailsOfContact(message.id);
  const state = new Map(emails.map((email) => [email.id, email.state]));
  const subject = `Re: ${message.subject}${message.reference ? ` [${message.reference}]` : ""}`;
  return {
    message: {
      ...message,
      excursionName: message.excursion ? offerName(await services.catalogue.published(), message.excursion, lang) : null,
      languageName: new Intl.DisplayNames([lang], { type: "language" }).of(message.lang) ?? message.lang,
    },
    replies: replies.map((reply) => ({ ...reply, state: reply.emailId === null ? undefined : state.get(reply.emailId) })),
    emails,
    mailto: mailtoLink(message.email, subject),
    canReply: settings.adminEmail !== "",
    canSetBusiness: allowed(member.role, "business"),
    guard: workspace.guard(),
    title: `${message.subject} · ${textsOf(args.context).messages.title}`,
  };
}

/** Reply by email (asked once), mark done, take "done" back: each through the contact service, each a history row. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace, message } = await findMessage(args);
  const received = await receive(args, workspace.actionPolicy, messageForm);
  if (!received.ok) return received.answer;
  const { intent, message: text } = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const texts = textsOf(args.context);
  const subject = `message #${message.id}${message.reference ? ` ${message.reference}` : ""}`;
  if (intent === "reply") {
    if (!(await services.contact.canReply())) return received.refuse("reply-needs-email", 409);
    // Asked once (decision 0041): the reply as it will go out, then sent.
    if (!received.confirmed)
      return received.ask({
        question: fill(texts.handling.askReply, { name: message.name, email: message.email }),
        lines: [text],
        yes: texts.handling.askReplyYes,
        fields: { intent: "reply", message: text },
      });
    const result = await services.contact.reply(message.id, { text, author: member.email });
    if (!result.ok) return received.refuse(result.problem === "not-found" ? "not-found" : "reply-needs-email", 409);
    await workspace.record({
      actor: member,
      action: "message.replied",
      subject,
      before: { status: message.status },
      after: { email: result.emailId, to: message.email, threaded: result.threaded, text },
      formKey,
    });
    return received.done({ note: texts.message.replied });
  }
  const moved =
    intent === "done" ? ((await services.contact.markDone(message.id)) ? "done" : undefined) : await services.contact.reopen(message.id);
  if (!moved) return received.refuse("message-state-refused", 409);
  await workspace.record({
    actor: member,
    action: "message.state",
    subject,
    before: { status: message.status },
    after: { status: moved },
    formKey,
  });
  // The page again, in its new state (and a reload does not post again).
  throw redirect(itemPath("messages", message.id), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.message;
  const { message, guard } = loaderData;
  const time = (epoch: number) => <time dateTime={new Date(epoch).toISOString()}>{formatTime(texts.dateTime, timeZone, epoch)}</time>;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <p>
        <a href={areaPath("messages")}>← {t.back}</a>
      </p>
      <h1 id="ws-title">
        {message.subject} <span className={`ws-badge ws-request-${message.status}`}>{t.statuses[message.status]}</span>
      </h1>
      <dl className="ws-facts ws-card">
        <div className="ws-fact">
          <dt>{t.received}</dt>
          <dd>{time(message.createdAt)}</dd>
        </div>
        <div className="ws-fact">
          <dt>{texts.messages.from}</dt>
          <dd>{message.name}</dd>
        </div>
        <div className="ws-fact">
          <dt>{t.email}</dt>
          <dd>
            <a href={loaderData.mailto}>{message.email}</a>
          </dd>
        </div>
        <div className="ws-fact">
          <dt>{t.language}</dt>
          <dd>{message.languageName}</dd>
        </div>
        {message.excursionName ? (
          <div className="ws-fact">
            <dt>{t.excursion}</dt>
            <dd>{message.excursionName}</dd>
          </div>
        ) : null}
      </dl>
      <h2>{t.message}</h2>
      <p className="ws-text ws-card">{message.message}</p>

      <ReplyForm texts={t} guard={guard} canReply={loaderData.canReply} canSetBusiness={loaderData.canSetBusiness} />

      <h2>{t.historyTitle}</h2>
      {loaderData.replies.length === 0 ? <p className="ws-muted">{t.noReplies}</p> : null}
      <ol className="ws-list">
        {loaderData.replies.map((item) => (
          <li key={item.id} className="ws-card" data-reply={item.id}>
            <p className="ws-meta">
              {item.state ? <span className={`ws-badge ws-state-${item.state}`}>{texts.messages.states[item.state]}</span> : null}{" "}
              {time(item.createdAt)} · {fill(t.by, { author: item.author })}
            </p>
            <p className="ws-text">{item.text}</p>
          </li>
        ))}
      </ol>

      <h2>{t.stateTitle}</h2>
      <div className="ws-card">
        {message.status === "done" ? (
          <ActionForm guard={guard} id="state" fields={{ intent: "reopen" }} button={t.reopen} leaves />
        ) : (
          <ActionForm guard={guard} id="state" fields={{ intent: "done" }} button={t.markDone} leaves />
        )}
      </div>

      <h2>{t.emailsTitle}</h2>
      <ul className="ws-list">
        {loaderData.emails.map((email) => (
          <li key={email.id} className="ws-card" data-email={email.id} data-state={email.state}>
            <span className={`ws-badge ws-state-${email.state}`}>{texts.messages.states[email.state]}</span>{" "}
            {texts.messages.kinds[email.kind] ?? email.kind} · {texts.messages.to} {email.recipient} ·{" "}
            {formatTime(texts.dateTime, timeZone, email.sentAt ?? email.createdAt)}
            {email.lastError ? (
              <p className="ws-text">
                {texts.messages.lastError}: <code>{email.lastError}</code>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
