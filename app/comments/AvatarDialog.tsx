import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "../components/icons.tsx";
import type { CommentPageTexts } from "./model.ts";
import { fill } from "../i18n/fill.ts";
import { photoUrl, type CommentPhoto } from "./model.ts";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An enlarged comment photo in a modal dialog: focus moves in and Tab stays inside; the close
 * button, a click on the backdrop and Escape close it; focus then returns to the avatar that
 * opened it; the page does not scroll while it is open.
 */
export function AvatarDialog(props: {
  photo: CommentPhoto;
  name: string;
  texts: CommentPageTexts;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { photo, name, texts, onClose, returnFocusTo } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    document.body.classList.add("scroll-locked");
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      document.body.classList.remove("scroll-locked");
      returnFocusTo?.focus();
    };
  }, [returnFocusTo]);

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
    <dialog
      ref={dialogRef}
      className="avatar-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: closing goes through React state, so the dialog unmounts and focus returns.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content: on the backdrop.
        if (event.target === dialogRef.current) onClose();
      }}
      onKeyDown={keepTabInside}
    >
      <div className="avatar-dialog-body">
        <button ref={closeRef} type="button" className="icon-button avatar-dialog-close" onClick={onClose}>
          <CloseIcon />
          <span className="sr-only">{texts.close}</span>
        </button>
        <figure>
          <img src={photoUrl(photo.id, "large")} width={photo.width} height={photo.height} alt={fill(texts.photoAlt, { name })} />
          {/* Names the dialog; hidden from the reading order, where the image's alt already says it. */}
          <figcaption id={titleId} aria-hidden="true">{fill(texts.photoAlt, { name })}</figcaption>
        </figure>
      </div>
    </dialog>
  );
}
