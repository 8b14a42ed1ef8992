import { useEffect, useState } from "react";
import type { Lang } from "../i18n/languages.ts";
import { AvatarDialog, hasInvokerCommands, photoDialogId } from "./AvatarDialog.tsx";
import { CommentListStyles } from "../components/CommentListStyles.tsx";
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

/**
 * Recent comments, newest first, each with a small avatar. A photo's avatar is a button that opens
 * the enlarged photo in its dialog by the browser's invoker commands, before and without
 * JavaScript; in a browser without them, the script makes it a link to the photo.
 */
export function CommentList(props: { comments: CommentView[]; texts: CommentPageTexts; lang: Lang; timeZone: string }) {
  const { comments, texts, lang, timeZone } = props;
  const [commands, setCommands] = useState(true);
  useEffect(() => setCommands(hasInvokerCommands()), []);

  if (comments.length === 0) return <p className="comments-empty">{texts.none}</p>;
  return (
    <>
      <CommentListStyles />
      <ol className="comment-list">
        {comments.map((comment) => (
          <li key={comment.id} className="comment" data-comment-id={comment.id}>
            {comment.photo && commands ? (
              <>
                <button
                  type="button"
                  className="comment-avatar"
                  commandfor={photoDialogId(comment.id)}
                  command="show-modal"
                  aria-haspopup="dialog"
                  aria-label={fill(texts.enlargePhoto, { name: comment.name })}
                >
                  <img src={photoUrl(comment.photo.id, "avatar")} width={48} height={48} alt="" loading="lazy" decoding="async" />
                </button>
                <AvatarDialog commentId={comment.id} photo={comment.photo} name={comment.name} texts={texts} />
              </>
            ) : comment.photo ? (
              <a
                className="comment-avatar"
                href={photoUrl(comment.photo.id, "large")}
                aria-label={fill(texts.enlargePhoto, { name: comment.name })}
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
                  {comment.dateText ?? formatCommentDate(comment.createdAt, lang, timeZone)}
                </time>
              </p>
              {/* Text only: React escapes it, and nothing in it becomes a link. */}
              <p className="comment-text">{comment.comment}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
