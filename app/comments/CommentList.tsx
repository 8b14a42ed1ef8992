import { useState } from "react";
import type { Lang } from "../i18n/languages.ts";
import { AvatarDialog } from "./AvatarDialog.tsx";
import { formatCommentDate } from "./dates.ts";
import type { CommentPageTexts } from "./model.ts";
import { fill } from "../i18n/fill.ts";
import { photoUrl, type CommentView } from "./model.ts";

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#26344f" />
      <circle cx="24" cy="19" r="8" fill="#a9b6cb" />
      <path d="M9 40c2.5-7.5 8.4-11 15-11s12.5 3.5 15 11" fill="#a9b6cb" />
    </svg>
  );
}

/** Recent comments, newest first, each with a small avatar that enlarges in a dialog. */
export function CommentList(props: { comments: CommentView[]; texts: CommentPageTexts; lang: Lang }) {
  const { comments, texts, lang } = props;
  const [open, setOpen] = useState<{ comment: CommentView; opener: HTMLElement } | null>(null);

  if (comments.length === 0) return <p className="comments-empty">{texts.none}</p>;
  return (
    <>
      <ol className="comment-list">
        {comments.map((comment) => (
          <li key={comment.id} className="comment" data-comment-id={comment.id}>
            {comment.photo ? (
              // A link to the large photo without JavaScript; with it, the photo opens in a dialog.
              <a
                className="comment-avatar"
                href={photoUrl(comment.photo.id, "large")}
                aria-haspopup="dialog"
                aria-label={fill(texts.enlargePhoto, { name: comment.name })}
                onClick={(event) => {
                  event.preventDefault();
                  setOpen({ comment, opener: event.currentTarget });
                }}
              >
                <img src={photoUrl(comment.photo.id, "avatar")} width={48} height={48} alt="" loading="lazy" decoding="async" />
              </a>
            ) : (
              <span className="comment-avatar">
                <DefaultAvatar />
              </span>
            )}
            <div className="comment-body">
              <p className="comment-meta">
                <strong className="comment-name">{comment.name}</strong>{" "}
                <time dateTime={new Date(comment.createdAt).toISOString()}>
                  {comment.dateText ?? formatCommentDate(comment.createdAt, lang)}
                </time>
              </p>
              {/* Text only: React escapes it, and nothing in it becomes a link. */}
              <p className="comment-text">{comment.comment}</p>
            </div>
          </li>
        ))}
      </ol>
      {open?.comment.photo ? (
        <AvatarDialog
          photo={open.comment.photo}
          name={open.comment.name}
          texts={texts}
          returnFocusTo={open.opener}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
