import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/business";
import { businessFields, type BusinessField } from "../../site/business-details.ts";
import { businessTexts } from "../i18n/index.ts";
import { normalizeBankAccount, normalizeCuit } from "../bank.ts";
import { paymentDomains, profileBases, socialDomains } from "../domains.ts";
import { normalizeLink } from "../link.ts";
import { formatPhone, normalizePhone } from "../phone.ts";
import { businessSchema, type BusinessError } from "../schema.ts";
import { defineForm, typedValues } from "../../forms/schema.ts";
import { lengthHint } from "../../forms/length.ts";
import { fill } from "../../i18n/fill.ts";
import { answerAnchor, useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

const FORM = "business";

/**
 * The guard's checks only: the details are checked here, every field at once, so the owner sees
 * every error in one round (and keeps what was typed).
 */
const guardOnly = defineForm({});

/** Fields whose value is stored in a normal form the owner did not necessarily type (shown under them). */
const normalized: readonly BusinessField[] = [
  "whatsapp",
  "instagram",
  "facebook",
  "paymentTransfer",
  "paymentLocal",
  "bankAccount",
  "bankCuit",
];

/** A stored value as the owner reads it: a phone number grouped. */
function shown(field: BusinessField, value: string): string {
  return field === "whatsapp" && value ? formatPhone(value) : value;
}

/**
 * The normal forms, by the schema's own readers (app/business/): what the screen shows under a field
 * while it is typed, without the whole schema in the screen's code.
 */
const readers: Partial<Record<BusinessField, (typed: string) => { value: string } | { error: string }>> = {
  whatsapp: (typed) => normalizePhone(typed),
  instagram: (typed) => normalizeLink(typed, socialDomains.instagram, profileBases.instagram),
  facebook: (typed) => normalizeLink(typed, socialDomains.facebook, profileBases.facebook),
  paymentTransfer: (typed) => normalizeLink(typed, paymentDomains.paymentTransfer),
  paymentLocal: (typed) => normalizeLink(typed, paymentDomains.paymentLocal),
  bankAccount: normalizeBankAccount,
  bankCuit: normalizeCuit,
};

/** What the field's text will be stored as, when it reads well and differs from what was typed. */
function storedForm(field: BusinessField, typed: string): string | undefined {
  const reader = readers[field];
  if (!reader || !typed.trim()) return undefined;
  const read = reader(typed.trim());
  if (!("value" in read)) return undefined;
  const value = shown(field, read.value);
  return value === typed.trim() ? undefined : value;
}

/** A refusal of the details: every field's error, and what was typed. */
type Refusal = {
  ok: false;
  form: string;
  error: string;
  field?: string;
  errors: Partial<Record<BusinessField, string>>;
  values: Record<string, string>;
};
/** Done: and the values kept in another form than typed. */
type Saved = { ok: true; form: string; note?: string; stored?: { label: string; value: string }[] };

const inputTypes: Partial<Record<BusinessField, string>> = {
  whatsapp: "tel",
  email: "email",
  instagram: "url",
  facebook: "url",
  paymentTransfer: "url",
  paymentLocal: "url",
  opens: "time",
  closes: "time",
};

/** The business's details as pages show them, what is still to set before launch, and the editor's guard. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "business");
  const lang = workspaceLang(args.context);
  const t = businessTexts[lang];
  const details = await services.business.current();
  // Everything the screen shows comes as data: the public pages' shared modules stay out of its code.
  const fields = businessFields.map((field) => ({
    name: field,
    label: t.labels[field],
    type: inputTypes[field] ?? "text",
    value: shown(field, details[field]),
    hint: t.hints[field],
    required: businessSchema.rules[field].hints.required,
    maxLength: businessSchema.rules[field].hints.maxLength,
  }));
  const missing = (await services.business.missing()).map((field) => ({ name: field, label: t.labels[field] }));
  const { labels: _labels, ...texts } = t;
  return { fields, missing, texts, guard: workspace.guard(), title: t.title };
}

/**
 * Saves the details through the business service (checked with the editor's schema, announced so
 * every page on every instance follows), recorded in the history with what changed.
 */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "business");
  const received = await receive(args, workspace.actionPolicy, guardOnly);
  if (!received.ok) return received.answer;
  const checked = businessSchema.validate(received.form);
  const refusal = (errors: Partial<Record<BusinessField, BusinessError>>) => {
    const field = businessSchema.withErrors(errors)[0];
    const answer: Refusal = {
      ...(received.refuse(String(errors[field!] ?? "unexpected")).data as { ok: false; form: string; error: string }),
      field,
      errors,
      values: typedValues(businessSchema, received.form),
    };
    return data(answer, { status: 400 });
  };
  if (!checked.ok) return refusal(checked.errors);
  const values = checked.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done({ note: textsOf(args.context).business.saved });
  const before = await services.business.current();
  const result = await services.business.update(values, member.email);
  if (!result.ok) return refusal(result.errors);
  if (result.changed.length) {
    const pick = (details: Record<BusinessField, string>) => Object.fromEntries(result.changed.map((field) => [field, details[field]]));
    await workspace.record({
      actor: member,
      action: "business.changed",
      subject: result.changed.join(", "),
      before: pick(before),
      after: pick(result.details),
      formKey,
    });
  }
  // What was kept in another form than typed (`paypal.me/x` as https://paypal.me/x), said once saved.
  const t = businessTexts[workspaceLang(args.context)];
  const typed = typedValues(businessSchema, received.form);
  const stored = normalized
    .filter((field) => values[field] && shown(field, values[field]) !== typed[field].trim())
    .map((field) => ({ label: t.labels[field], value: shown(field, values[field]) }));
  const answer: Saved = { ok: true, form: FORM, note: textsOf(args.context).business.saved, stored };
  return answer;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Business({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const t = loaderData.texts;
  const answer = useAnswer(FORM) as Refusal | Saved | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const saved = answer?.ok ? answer : undefined;
  const errorOf = (code: string) =>
    (t.errors as Record<string, string>)[code] ?? (texts.errors as Record<string, string>)[code] ?? texts.errors.unexpected;
  // A refusal of the guard (an expired form, too many posts) has no field: said beside the button.
  const fieldErrors: Partial<Record<string, string>> = refused?.errors ?? (refused?.field ? { [refused.field]: refused.error } : {});
  const formError = refused && !Object.keys(fieldErrors).length ? errorOf(refused.error) : "";
  // What the owner typed, to show what it will be stored as (and, after a refusal, kept as typed).
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(loaderData.fields.map((field) => [field.name, refused?.values?.[field.name] ?? field.value])),
  );
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{texts.business.intro}</p>
      <h2>{t.missingTitle}</h2>
      {loaderData.missing.length ? (
        <ul className="ws-missing" data-missing>
          {loaderData.missing.map((field) => (
            <li key={field.name}>
              <a href={`#business-${field.name}`}>{field.label}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ws-muted">{t.nothingMissing}</p>
      )}
      {/* The server checks and answers in the workspace's language: no browser bubbles in another.
          The page comes back to the list of what to correct, or to the notice beside the button. */}
      <form method="post" className="ws-form" noValidate action={`#${answerAnchor(FORM)}`}>
        <WorkspaceGuard guard={loaderData.guard} id={FORM} />
        {refused && Object.keys(fieldErrors).length ? (
          <p className="ws-error" role="alert" id={answerAnchor(FORM)}>
            {t.errorsTitle}
          </p>
        ) : null}
        {loaderData.fields.map((field) => {
          const error = fieldErrors[field.name];
          const storedAs = error ? undefined : storedForm(field.name, typed[field.name] ?? "");
          const describedBy = [
            error ? `business-${field.name}-error` : "",
            field.hint ? `business-${field.name}-hint` : "",
            storedAs ? `business-${field.name}-stored` : "",
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <p key={field.name} className="ws-field">
              <label htmlFor={`business-${field.name}`}>{field.label}</label>
              <input
                id={`business-${field.name}`}
                name={field.name}
                type={field.type}
                defaultValue={refused?.values?.[field.name] ?? field.value}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTyped((before) => ({ ...before, [field.name]: value }));
                }}
                required={field.required}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                placeholder={field.value ? undefined : t.notSet}
              />
              {field.hint ? (
                <span id={`business-${field.name}-hint`} className="ws-muted">
                  {field.hint}
                </span>
              ) : null}
              {storedAs ? (
                <span id={`business-${field.name}-stored`} className="ws-muted" data-stored-as>
                  {fill(t.storedAs, { value: storedAs })}
                </span>
              ) : null}
              {error ? (
                <span id={`business-${field.name}-error`} className="ws-error">
                  {/* No maxlength on these one-line fields: a longer value is never cut, its message says the limit. */}
                  {error === "too-long" && field.maxLength ? `${errorOf(error)} ${lengthHint(lang, field.maxLength)}` : errorOf(error)}
                </span>
              ) : null}
            </p>
          );
        })}
        <button type="submit" className="ws-button">
          {t.save}
        </button>
        <span
          id={refused && Object.keys(fieldErrors).length ? undefined : answerAnchor(FORM)}
          role="status"
          className={formError ? "ws-error" : "ws-note"}
        >
          {formError || (saved?.note ?? "")}
        </span>
        {saved?.stored?.length ? (
          <div className="ws-note" data-saved-as>
            <p>{t.savedAs}</p>
            <ul>
              {saved.stored.map((item) => (
                <li key={item.label}>
                  {item.label}: <bdi>{item.value}</bdi>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>
    </section>
  );
}
