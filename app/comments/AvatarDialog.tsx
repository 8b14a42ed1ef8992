import { useRef } from "react";
import { CloseIcon } from "../components/icons.tsx";
import { fill } from "../i18n/fill.ts";
import { photoUrl, type CommentPhoto, type CommentPageTexts } from "./model.ts";
import dialogStyles from "./avatar-dialog.css?url";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Browsers that open a dialog from a button's `command`, without a script (HTML invoker commands). */
export const hasInvokerCommands = () => typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/** The id of a comment photo's dialog, which its avatar button names in `commandfor`. */
export const photoDialogId = (commentId: string | number) => `photo-${commentId}`;

/**
 * An enlarged comment photo in a modal dialog, in the page's HTML, closed until its avatar opens it
 * (`command="show-modal"`, CommentList.tsx). The browser does the rest before and without
 * JavaScript: focus moves to the close button and comes back to the avatar, the page behind is
 * inert, Escape and a click on the backdrop close it (`closedby="any"`), and CSS stops the page
 * scrolling while it is open (avatar-dialog.css). The picture is fetched when the dialog first opens.
 *
 * With the script: Tab stays inside (the browser would let it leave for its own toolbar), and a
 * click on the backdrop closes it in browsers without `closedby`.
 */
export function AvatarDialog({
  commentId,
  photo,
  name,
  texts,
}: {
  commentId: string | number;
  photo: CommentPhoto;
  name: string;
  texts: CommentPageTexts;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = photoDialogId(commentId);
  const titleId = `${id}-title`;

  function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <DialogStyles />
      <dialog
        ref={dialogRef}
        id={id}
        className="avatar-dialog"
        aria-labelledby={titleId}
        closedby="any"
        onClick={(event) => {
          // The dialog element itself is only hit outside its content: on the backdrop.
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
        onKeyDown={keepTabInside}
      >
        <div className="avatar-dialog-body">
          <button type="button" className="icon-button avatar-dialog-close" commandfor={id} command="close">
            <CloseIcon />
            <span className="sr-only">{texts.close}</span>
          </button>
          <figure>
            <img
              src={photoUrl(photo.id, "large")}
              width={photo.width}
              height={photo.height}
              alt={fill(texts.photoAlt, { name })}
              loading="lazy"
              decoding="async"
            />
            {/* Names the dialog; hidden from the reading order, where the image's alt already says it. */}
            <figcaption id={titleId} aria-hidden="true">
              {fill(texts.photoAlt, { name })}
            </figcaption>
          </figure>
        </div>
      </dialog>
    </>
  );
}

/**
 * The dialog's styles (avatar-dialog.css), linked by each dialog (React keeps one link per page,
 * hoisted into the head; the server writes it into the HTML): a page with no photo in its comments
 * carries none of it.
 */
function DialogStyles() {
  return <link rel="stylesheet" href={dialogStyles} precedence="default" />;
}
