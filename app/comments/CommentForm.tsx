import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { CommentTexts } from "./i18n/en.ts";
import {
  COMMENT_INTENT,
  COMMENT_MAX_LENGTH,
  fields,
  fill,
  NAME_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  type CommentActionData,
  type CommentError,
  type CommentView,
  type PhotoProblem,
} from "./model.ts";

function isCommentResult(value: unknown): value is CommentActionData {
  return typeof value === "object" && value !== null && (value as CommentActionData).kind === "comment";
}

export function errorText(texts: CommentTexts, error: CommentError): string {
  return fill(texts.errors[error], { max: PHOTO_MAX_MEGABYTES, name: NAME_MAX_LENGTH, comment: COMMENT_MAX_LENGTH });
}

export function photoProblemText(texts: CommentTexts, problem: PhotoProblem): string {
  return fill(texts.photoNotUsed[problem], { max: PHOTO_MAX_MEGABYTES });
}

/**
 * Name, comment and an optional photo. With JavaScript it posts in the background and clears
 * itself on success; without, it is a plain multipart form post to the page, which re-renders
 * with the outcome (and the typed text kept after a refusal).
 */
export function CommentForm(props: {
  texts: CommentTexts;
  formToken: string;
  clientToken: string;
  onPosted: (comment: CommentView) => void;
}) {
  const { texts, onPosted } = props;
  const fetcher = useFetcher<CommentActionData>();
  const actionData = useActionData();
  const pageResult = isCommentResult(actionData) ? actionData : undefined;
  const result = fetcher.data ?? pageResult;
  const [localError, setLocalError] = useState<CommentError | null>(null);
  const [clientToken, setClientToken] = useState(props.clientToken);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const submitting = fetcher.state !== "idle";
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A new form token arrives with every render of the page's data (after each post, too).
  useEffect(() => setClientToken(props.clientToken), [props.clientToken]);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    if (data.ok) {
      formRef.current?.reset();
      setClientToken(data.clientToken);
      onPosted(data.comment);
    }
    messageRef.current?.focus();
  }, [fetcher.data, fetcher.state, onPosted]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get(fields.name) ?? "").trim();
    const comment = String(data.get(fields.comment) ?? "").trim();
    if (!name || !comment) {
      setLocalError("missing-fields");
      (name ? commentRef : nameRef).current?.focus();
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
    fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  }

  const error = localError ?? (result && !result.ok && !submitting ? result.error : null);
  const success = !localError && result?.ok && !submitting ? result : null;
  // Without JavaScript, a refused post re-renders the page with what was typed.
  const kept = pageResult && !pageResult.ok ? pageResult.values : undefined;

  return (
    <fetcher.Form
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
      <input type="hidden" name={fields.formToken} value={props.formToken} />
      <input type="hidden" name={fields.clientToken} value={clientToken} />
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
          aria-invalid={error === "missing-fields" ? true : undefined}
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
          aria-invalid={error === "missing-fields" ? true : undefined}
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
          <p ref={messageRef} role="alert" tabIndex={-1} className="form-message form-message-error">
            {errorText(texts, error)}
          </p>
        ) : success ? (
          <p ref={messageRef} role="status" tabIndex={-1} className="form-message form-message-success">
            {success.photoProblem ? photoProblemText(texts, success.photoProblem) : texts.saved}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
