import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { GuardFields } from "../forms/GuardFields.tsx";
import { lengthHint } from "../forms/length.ts";
import { useShell } from "../site/shell.ts";
import type { FormGuard } from "../forms/fields.ts";
import { fill } from "../i18n/fill.ts";
import {
  COMMENT_MAX_LENGTH,
  commentForm,
  isCommentResult,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  photoFields,
  type CommentPageTexts,
  type CommentView,
  type LocalCommentError,
} from "./model.ts";

/** The excursion page's action takes several forms: this one's posts say they are a comment. */
const COMMENT_INTENT = "comment";

/**
 * Name, comment and an optional photo. With JavaScript it posts without a reload (React Router's
 * submission to the page's own action, the page kept where it is) and clears itself on success;
 * without, it is a plain multipart form post to the page, which renders again with the outcome (and
 * the typed text kept after a refusal).
 */
export function CommentForm(props: {
  texts: CommentPageTexts;
  guard: FormGuard;
  onPosted: (comment: CommentView) => void;
  /** What is being sent right now (null once answered), so its own live echo is not announced as someone else's. */
  onSending?: (values: { name: string; comment: string } | null) => void;
}) {
  const { texts, guard, onPosted, onSending } = props;
  const { lang } = useShell();
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData();
  const result = isCommentResult(actionData) ? actionData : undefined;
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === COMMENT_INTENT;
  // Answered to a post made from this page (with JavaScript), as opposed to the page rendered
  // again after a post without it.
  const [sent, setSent] = useState(false);
  const posted = sent ? result : undefined;
  const [localError, setLocalError] = useState<LocalCommentError | null>(null);
  const [invalid, setInvalid] = useState({ name: false, comment: false });
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Once answered: a saved comment clears the form and joins the list; focus moves to the outcome.
  useEffect(() => {
    if (!posted || submitting) return;
    onSending?.(null);
    if (posted.ok) {
      formRef.current?.reset();
      onPosted(posted.comment);
    }
    messageRef.current?.focus();
  }, [posted, submitting, onPosted, onSending]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const validation = commentForm.validate(data);
    if (!validation.ok) {
      const error = validation.errors.name ?? validation.errors.comment ?? "missing-fields";
      setLocalError(error);
      setInvalid({ name: validation.errors.name !== undefined, comment: validation.errors.comment !== undefined });
      (validation.errors.name ? nameRef : commentRef).current?.focus();
      return;
    }
    setLocalError(null);
    setInvalid({ name: false, comment: false });
    const photo = data.get(photoFields.photo);
    if (!(photo instanceof File) || (photo.size === 0 && photo.name === "")) data.delete(photoFields.photo);
    else if (photo.size > PHOTO_MAX_BYTES) {
      // Too big to be used: the comment goes without it, and the answer says so.
      data.delete(photoFields.photo);
      data.set(photoFields.dropped, "too-large");
    }
    onSending?.(validation.values);
    setSent(true);
    void submit(data, { method: "post", encType: "multipart/form-data", preventScrollReset: true, replace: true });
  }

  const error = localError ?? (result && !result.ok && !submitting ? result.error : null);
  const success = !localError && result?.ok && !submitting ? result : null;
  // Without JavaScript, a refused post renders the page again with what was typed.
  const pageResult = sent ? undefined : result;
  const kept = pageResult && !pageResult.ok ? pageResult.values : undefined;
  const serverInvalid = result && !result.ok && result.error === "missing-fields" && !localError;
  const nameInvalid = localError ? invalid.name : serverInvalid && !kept?.name.trim();
  const commentInvalid = localError ? invalid.comment : serverInvalid && !kept?.comment.trim();
  const messageId = `${id}-message`;
  // The outcome of a post made without JavaScript is a new page: the browser scrolls to the message.
  const focusOnLoad = !posted && !localError && pageResult !== undefined ? true : undefined;

  return (
    // Without JavaScript: a plain multipart post to this page, which answers with the page again.
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="comment-form"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      // Once hydrated, the form checks itself (trimmed, with the translated message).
      noValidate={hydrated}
    >
      <h3 id={`${id}-title`}>{texts.formTitle}</h3>
      <input type="hidden" name="intent" value={COMMENT_INTENT} />
      <GuardFields guard={guard} honeypotLabel={texts.honeypot} idPrefix={id} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{texts.name}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="name"
          defaultValue={kept?.name}
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? messageId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{texts.comment}</label>
        <textarea
          ref={commentRef}
          id={`${id}-comment`}
          name="comment"
          required
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          defaultValue={kept?.comment}
          aria-invalid={commentInvalid || undefined}
          aria-describedby={commentInvalid ? `${messageId} ${id}-comment-limit` : `${id}-comment-limit`}
        />
        <p id={`${id}-comment-limit`} className="field-hint">
          {lengthHint(lang, COMMENT_MAX_LENGTH)}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-photo`}>{texts.photo}</label>
        <input id={`${id}-photo`} name={photoFields.photo} type="file" accept="image/*" aria-describedby={`${id}-photo-hint`} />
        <p id={`${id}-photo-hint`} className="field-hint">
          {fill(texts.photoHint, { megabytes: PHOTO_MAX_MEGABYTES })}
        </p>
      </div>
      <button type="submit" className="button" disabled={submitting} aria-disabled={submitting || undefined}>
        {submitting ? texts.submitting : texts.submit}
      </button>
      <div className="comment-form-messages">
        {error ? (
          <p ref={messageRef} id={messageId} role="alert" tabIndex={-1} className="form-message form-message-error" autoFocus={focusOnLoad}>
            {localError ? texts.errors[localError] : result && !result.ok ? result.message || texts.errors["save-failed"] : null}
          </p>
        ) : success ? (
          <p ref={messageRef} role="status" tabIndex={-1} className="form-message form-message-success" autoFocus={focusOnLoad}>
            {success.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
