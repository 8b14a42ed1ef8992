import type { Route } from "./+types/comments";
import { excursionName } from "../../content/excursions/index.ts";
import { fill } from "../../i18n/fill.ts";
import { ActionForm } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { moderateForm } from "../../workspace/schemas.ts";
import { formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

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
  // Travellers' reviews (app/bookings/reviews/), the ones waiting first, each with its excursion's name.
  const reviews = (await services.reviews.list())
    .map((review) => ({
      id: review.id,
      author: review.author,
      rating: review.rating,
      text: review.text,
      status: review.status,
      createdAt: review.createdAt,
      excursionTitle: excursionName(catalogue, review.offer, lang),
    }))
    .sort((a, b) => Number(b.status === "pending") - Number(a.status === "pending"));
  // Read: Home no longer counts these as unread.
  await workspace.seen(member.id);
  return { comments, reviews, guard: workspace.guard(), title: textsOf(args.context).comments.title };
}

/** Hide, show again, remove a photo: through the comments service (open pages hear of it at once), recorded in the history. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "comments");
  const received = await receive(args, workspace.actionPolicy, moderateForm);
  if (!received.ok) return received.answer;
  const { intent, id } = received.values;
  const formKey = received.formKey;
  if (intent === "show-review" || intent === "hide-review") {
    // The reviews' service keeps the history's line and tells the page cache.
    const done = await services.reviews.moderate(id, intent === "show-review" ? "shown" : "hidden", member);
    return done ? received.done() : received.refuse("not-found", 404);
  }
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

      <h2 id="ws-reviews-title">{t.reviewsTitle}</h2>
      <p>{t.reviewsIntro}</p>
      {loaderData.reviews.length === 0 ? <p className="ws-muted">{t.reviewsEmpty}</p> : null}
      <ol className="ws-list" aria-labelledby="ws-reviews-title">
        {loaderData.reviews.map((review) => (
          <li key={review.id} className="ws-card" data-review={review.id}>
            <p className="ws-meta">
              <strong>{review.author}</strong> {t.on} {review.excursionTitle} ·{" "}
              <time dateTime={new Date(review.createdAt).toISOString()}>{formatTime(texts.dateTime, timeZone, review.createdAt)}</time>
              <span className={review.status === "shown" ? "ws-badge ws-badge-quiet" : "ws-badge"}>{t.reviewStatus[review.status]}</span>
            </p>
            <p className="ws-meta">
              <strong>{fill(t.rating, { rating: review.rating })}</strong>
            </p>
            <p className="ws-text">{review.text}</p>
            <div className="ws-actions">
              {review.status !== "shown" ? (
                <ActionForm
                  guard={loaderData.guard}
                  id={`show-review-${review.id}`}
                  fields={{ intent: "show-review", id: review.id }}
                  button={t.showReview}
                  done={t.done}
                />
              ) : null}
              {review.status !== "hidden" ? (
                <ActionForm
                  guard={loaderData.guard}
                  id={`hide-review-${review.id}`}
                  fields={{ intent: "hide-review", id: review.id }}
                  button={t.hideReview}
                  done={t.done}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
