import type { Route } from "./+types/comments";
import { excursionName } from "../../content/excursions/index.ts";
import { ActionForm } from "../ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../guard.server.ts";
import { moderateForm } from "../schemas.ts";
import { formatTime, useWorkspace, workspaceMeta } from "../workspace.ts";

/** The latest comments across every excursion, hidden ones too. */
export async function loader(args: Route.LoaderArgs) {
  const { member, services, workspace } = await requireMember(args, "comments");
  const lang = workspaceLang(args.context);
  const rows = await services.comments.recent(100);
  const catalogue = await services.catalogue.published();
  const comments = rows.map((row) => ({
    ...row,
    excursionTitle: excursionName(catalogue, row.excursion.replace(/^excursion-/, ""), lang),
  }));
  // Read: Home no longer counts these as unread.
  await workspace.seen(member.id);
  return { comments, guard: workspace.guard(), title: textsOf(args.context).comments.title };
}

/** Hide, show again, remove a photo: through the comments service (open pages hear of it at once), recorded in the history. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "comments");
  const received = await receive(args, workspace.actionPolicy, moderateForm);
  if (!received.ok) return received.answer;
  const { intent, id } = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const before = await services.comments.state(id);
  if (!before) return received.refuse("not-found", 404);
  const done =
    intent === "hide"
      ? await services.comments.hide(id)
      : intent === "show"
        ? await services.comments.show(id)
        : await services.comments.removePhoto(id);
  if (!done) return received.refuse("not-found", 404);
  const after = await services.comments.state(id);
  const action = intent === "hide" ? "comment.hidden" : intent === "show" ? "comment.shown" : "comment.photo-removed";
  await workspace.record({ actor: member, action, subject: `comment #${id}`, before, after, formKey });
  return received.done();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Comments({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.comments;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {loaderData.comments.length === 0 ? <p className="ws-muted">{t.empty}</p> : null}
      <ol className="ws-list">
        {loaderData.comments.map((comment) => (
          <li key={comment.id} className="ws-card" data-comment={comment.id}>
            <p className="ws-meta">
              <strong>{comment.name}</strong> {t.on} {comment.excursionTitle} ·{" "}
              <time dateTime={new Date(comment.createdAt).toISOString()}>{formatTime(texts.dateTime, timeZone, comment.createdAt)}</time>
              {comment.status === "hidden" ? <span className="ws-badge">{t.hidden}</span> : null}
              {comment.hasPhoto ? <span className="ws-badge ws-badge-quiet">{t.photo}</span> : null}
            </p>
            <p className="ws-text">{comment.comment}</p>
            <div className="ws-actions">
              {comment.status === "visible" ? (
                <ActionForm
                  guard={loaderData.guard}
                  id={`hide-${comment.id}`}
                  fields={{ intent: "hide", id: comment.id }}
                  button={t.hide}
                  done={t.done}
                />
              ) : (
                <ActionForm
                  guard={loaderData.guard}
                  id={`show-${comment.id}`}
                  fields={{ intent: "show", id: comment.id }}
                  button={t.show}
                  done={t.done}
                />
              )}
              {comment.hasPhoto ? (
                <ActionForm
                  guard={loaderData.guard}
                  id={`photo-${comment.id}`}
                  fields={{ intent: "remove-photo", id: comment.id }}
                  button={t.removePhoto}
                  done={t.done}
                  danger
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
