import { useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { isBlank } from "../blank-text.ts";
import type { Lang } from "../i18n/languages.ts";
import { freshForms, useFreshInputs } from "../page-template.ts";
import type { ExcursionId } from "../pages.ts";
import {
  COMMENT_INTENT,
  COMMENT_MAX_LENGTH,
  errorText,
  fields,
  fill,
  NAME_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  postUrl,
  type CommentActionData,
  type CommentPageTexts,
  type CommentView,
  type LocalCommentError,
} from "./model.ts";

function isCommentResult(value: unknown): value is CommentActionData {
  return typeof value === "object" && value !== null && (value as CommentActionData).kind === "comment";
}

/**
 * Name, comment and an optional photo. With JavaScript it posts in the background and clears
 * itself on success; without, it is a plain multipart form post to the page, which re-renders
 * with the outcome (and the typed text kept after a refusal).
 */
export function CommentForm(props: {
  excursionId: ExcursionId;
  texts: CommentPageTexts;
  lang: Lang;
  formToken: string;
  clientToken: string;
  onPosted: (comment: CommentView) => void;
  /** What is being sent right now (null once answered), so its own live echo is not announced as someone else's. */
  onSending?: (values: { name: string; comment: string } | null) => void;
}) {
  const { excursionId, texts, lang, onPosted } = props;
  const actionData = useActionData();
  const pageResult = isCommentResult(actionData) ? actionData : undefined;
  const [posted, setPosted] = useState<CommentActionData | null>(null);
  const result = posted ?? pageResult;
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [localError, setLocalError] = useState<LocalCommentError | null>(null);
  const [empty, setEmpty] = useState({ name: false, comment: false });
  // Left out of a page the server rendered once for everyone: then it appended them at the end of
  // the page, where the form posts them from without JavaScript, and the form takes them in here.
  const appended = useFreshInputs("comment");
  // A post answers with the next one-time key, which replaces the page's.
  const [nextClientToken, setNextClientToken] = useState<string>();
  const formToken = props.formToken || appended[fields.formToken];
  const clientToken = nextClientToken ?? (props.clientToken || appended[fields.clientToken]);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Move focus to the outcome once it is on screen (the form itself may have been cleared).
  useEffect(() => {
    if (posted) messageRef.current?.focus();
  }, [posted]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get(fields.name) ?? "").trim();
    const comment = String(data.get(fields.comment) ?? "").trim();
    const missing = { name: isBlank(name), comment: isBlank(comment) };
    if (missing.name || missing.comment) {
      setLocalError("missing-fields");
      setEmpty(missing);
      setPosted(null);
      (missing.name ? nameRef : commentRef).current?.focus();
      return;
    }
    setLocalError(null);
    const photo = data.get(fields.photo);
    if (!(photo instanceof File) || photo.size === 0) data.delete(fields.photo);
    else if (photo.size > PHOTO_MAX_BYTES) {
      // Too big to be used: the comment goes without it, and the answer says so.
      data.delete(fields.photo);
      data.set(fields.photoDropped, "too-large");
    }
    inFlight.current = true;
    setSubmitting(true);
    props.onSending?.({ name, comment });
    let outcome: CommentActionData;
    try {
      const response = await fetch(postUrl(excursionId, lang), { method: "POST", body: data, headers: { Accept: "application/json" } });
      const body: unknown = await response.json();
      if (!isCommentResult(body)) throw new Error(`Unexpected answer (${response.status})`);
      outcome = body;
    } catch (error) {
      console.error("Could not post the comment:", error);
      outcome = { kind: "comment", ok: false, error: "save-failed", values: { name, comment }, message: errorText(texts, "save-failed") };
    }
    inFlight.current = false;
    setSubmitting(false);
    props.onSending?.(null);
    if (outcome.ok) {
      form.reset();
      setNextClientToken(outcome.clientToken);
      onPosted(outcome.comment);
    }
    setPosted(outcome);
  }

  const error = localError ?? (result && !result.ok && !submitting ? result.error : null);
  const success = !localError && result?.ok && !submitting ? result : null;
  // Without JavaScript, a refused post re-renders the page with what was typed.
  const kept = pageResult && !pageResult.ok ? pageResult.values : undefined;
  const serverValues = result && !result.ok ? result.values : undefined;
  const invalid =
    error !== "missing-fields"
      ? { name: false, comment: false }
      : localError
        ? empty
        : { name: isBlank(serverValues?.name ?? ""), comment: isBlank(serverValues?.comment ?? "") };
  const messageId = `${id}-message`;
  // The outcome of a post made without JavaScript is a new page: the browser scrolls to the message.
  const focusOnLoad = !posted && !localError && pageResult !== undefined ? true : undefined;

  return (
    // Without JavaScript: a plain multipart post to this page, which answers with the page again.
    <form
      id={freshForms.comment.id}
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
      <input type="hidden" name={fields.intent} value={COMMENT_INTENT} />
      {formToken ? <input type="hidden" name={fields.formToken} value={formToken} /> : null}
      {clientToken ? <input type="hidden" name={fields.clientToken} value={clientToken} /> : null}
      <div className="comment-hp" aria-hidden="true">
        <label htmlFor={`${id}-hp`}>{texts.honeypot}</label>
        <input id={`${id}-hp`} type="text" name={fields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{texts.name}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name={fields.name}
          type="text"
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          defaultValue={kept?.name}
          aria-invalid={invalid.name || undefined}
          aria-describedby={invalid.name ? messageId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{texts.comment}</label>
        <textarea
          ref={commentRef}
          id={`${id}-comment`}
          name={fields.comment}
          required
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          defaultValue={kept?.comment}
          aria-invalid={invalid.comment || undefined}
          aria-describedby={invalid.comment ? messageId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-photo`}>{texts.photo}</label>
        <input id={`${id}-photo`} name={fields.photo} type="file" accept="image/*" aria-describedby={`${id}-photo-hint`} />
        <p id={`${id}-photo-hint`} className="field-hint">
          {fill(texts.photoHint, { max: PHOTO_MAX_MEGABYTES })}
        </p>
      </div>
      <button type="submit" className="button" disabled={submitting} aria-disabled={submitting || undefined}>
        {submitting ? texts.submitting : texts.submit}
      </button>
      <div className="comment-form-messages">
        {error ? (
          <p ref={messageRef} id={messageId} role="alert" tabIndex={-1} className="form-message form-message-error" autoFocus={focusOnLoad}>
            {localError ? errorText(texts, localError) : result && !result.ok ? result.message : null}
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
