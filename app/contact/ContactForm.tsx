import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { GuardFields } from "../forms/GuardFields.tsx";
import { lengthHint } from "../forms/length.ts";
import type { FormGuard } from "../forms/fields.ts";
import { useShell } from "../site/shell.ts";
import { errorText, EXCURSION_FIELD, isContactResult, type ContactFormTexts } from "./model.ts";
import {
  contactFields,
  contactForm,
  contactLimits,
  emptyContactValues,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./schema.ts";
import "./contact.css";

const inputs: Record<ContactField, { type?: "text" | "email"; autoComplete?: string; multiline?: boolean }> = {
  user_name: { type: "text", autoComplete: "name" },
  user_email: { type: "email", autoComplete: "email" },
  subject: { type: "text" },
  message: { multiline: true },
};

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

/**
 * The contact form. Without JavaScript it is a plain form post to this page, which re-renders
 * with the errors (and what was typed) or the success message. With JavaScript it checks itself
 * with the same schema as the server, shows every error at once and posts without a reload.
 */
export function ContactForm(props: { texts: ContactFormTexts; guard: FormGuard; excursion: { id: string; subject: string } | null }) {
  const { texts, guard, excursion } = props;
  const { lang, business } = useShell();
  const actionData = useActionData();
  const result = isContactResult(actionData) ? actionData : undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Every stored message has its own receipt: a new one means a fresh, empty form.
  const [formKey, setFormKey] = useState("form");
  if (result?.ok && result.receipt !== formKey) setFormKey(result.receipt);

  const serverErrors = result && !result.ok ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const formError = !clientErrors && result && !result.ok && !submitting ? result.formError : null;
  const success = !clientErrors && result?.ok === true && !submitting;
  // A message kept on the device (no connection) says so until the worker tells it was sent.
  const keptKey = result?.ok && result.kept ? result.receipt.replace(/^kept /, "") : undefined;
  const [sentKey, setSentKey] = useState<string>();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!keptKey || !worker) return;
    const listen = (event: MessageEvent<{ type?: string; key?: string }>) => {
      if (event.data?.type === "form-sent" && event.data.key === keptKey) setSentKey(keptKey);
    };
    worker.addEventListener("message", listen);
    return () => worker.removeEventListener("message", listen);
  }, [keptKey]);
  const invalid = contactForm.withErrors(errors);
  // Without JavaScript, a refused post comes back with what was typed; a stored one with an empty form.
  const initial: ContactValues =
    result && !result.ok ? result.values : result?.ok ? emptyContactValues : { ...emptyContactValues, subject: excursion?.subject ?? "" };

  // After the server answered (with JavaScript): focus the outcome, or the first field it refused.
  useEffect(() => {
    if (!result) return;
    if (result.ok) successRef.current?.focus();
    else if (result.formError) problemRef.current?.focus();
    else {
      const first = contactForm.withErrors(result.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
    }
  }, [result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const validation = contactForm.validate(new FormData(form));
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.errors);
      const first = contactForm.withErrors(validation.errors)[0];
      if (first) form.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    // Valid: React Router posts it (the action checks it again).
    setClientErrors(null);
  }

  return (
    <>
      <div className="contact-status" role="status">
        {success ? (
          // Focused when it appears, so keyboard and screen-reader users hear it.
          <p ref={successRef} tabIndex={-1} className="contact-message contact-message--success" autoFocus>
            {keptKey && sentKey !== keptKey ? texts.kept : texts.success}
          </p>
        ) : null}
      </div>
      <Form
        key={formKey}
        ref={formRef}
        method="post"
        className="contact-form"
        onSubmit={onSubmit}
        // Our own messages, in the page's language, instead of the browser's.
        noValidate
        preventScrollReset
        aria-label={texts.title}
        // Marks the form as driven by the page's script (the end-to-end tests wait for it).
        data-hydrated={hydrated || undefined}
      >
        <GuardFields guard={guard} honeypotLabel={texts.honeypot} idPrefix="contact" />
        {excursion ? <input type="hidden" name={EXCURSION_FIELD} value={excursion.id} /> : null}
        {contactFields.map((field) => {
          const error = errors[field];
          const { type, autoComplete, multiline } = inputs[field];
          // The subject's and the message's limits are said beside them; a name or an address has
          // none a real one reaches: no maxlength, the message after sending names the limit.
          const limited = field === "subject" || field === "message";
          const limitId = `${fieldId(field)}-limit`;
          const common = {
            id: fieldId(field),
            name: field,
            required: true,
            maxLength: limited ? contactLimits[field] : undefined,
            placeholder: texts.fields[field].placeholder,
            defaultValue: initial[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": [error ? errorId(field) : "", limited ? limitId : ""].filter(Boolean).join(" ") || undefined,
            // A page rendered by the server after a refused post (no JavaScript): the first error has the focus.
            autoFocus: !clientErrors && result && !result.ok && invalid[0] === field ? true : undefined,
          };
          return (
            <div key={field} className="contact-field">
              <label htmlFor={fieldId(field)}>{texts.fields[field].label}</label>
              {multiline ? (
                <textarea {...common} rows={5} />
              ) : (
                <input {...common} type={type} autoComplete={autoComplete} spellCheck={type === "email" ? false : undefined} />
              )}
              {limited ? (
                <p id={limitId} className="contact-field__hint">
                  {lengthHint(lang, contactLimits[field])}
                </p>
              ) : null}
              <p id={errorId(field)} className="contact-field__error">
                {error ? errorText(texts, error, lang) : null}
              </p>
            </div>
          );
        })}
        {formError ? (
          <p ref={problemRef} role="alert" tabIndex={-1} className="contact-message contact-message--error">
            {formError === "rate-limited" && !business.whatsapp ? texts.formErrors["rate-limited-no-chat"] : texts.formErrors[formError]}
          </p>
        ) : null}
        <button type="submit" className="button contact-form__submit" aria-disabled={submitting || undefined}>
          {submitting ? texts.sending : texts.submit}
        </button>
      </Form>
    </>
  );
}
