import type { Route } from "./+types/business";
import { businessFields, type BusinessField } from "../../business/details.ts";
import { businessTexts } from "../../business/i18n/index.ts";
import { businessSchema } from "../../business/schema.ts";
import { useAnswer, WorkspaceGuard } from "../ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../guard.server.ts";
import { useWorkspace, workspaceMeta } from "../workspace.ts";

const FORM = "business";

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
    value: details[field],
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
  const received = await receive(args, workspace.actionPolicy, businessSchema);
  if (!received.ok) return received.answer;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done({ note: textsOf(args.context).business.saved });
  const before = await services.business.current();
  const result = await services.business.update(received.values, member.email);
  if (!result.ok) return received.refuse(Object.values(result.errors)[0]!);
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
  return received.done({ note: textsOf(args.context).business.saved });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Business({ loaderData }: Route.ComponentProps) {
  const { texts } = useWorkspace();
  const t = loaderData.texts;
  const answer = useAnswer(FORM);
  const refused = answer && !answer.ok ? answer : undefined;
  const refusal = refused
    ? ((t.errors as Record<string, string>)[refused.error] ??
      (texts.errors as Record<string, string>)[refused.error] ??
      texts.errors.unexpected)
    : "";
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
      <form method="post" className="ws-form">
        <WorkspaceGuard guard={loaderData.guard} id={FORM} />
        {loaderData.fields.map((field) => {
          const wrong = refused?.field === field.name;
          return (
            <p key={field.name} className="ws-field">
              <label htmlFor={`business-${field.name}`}>{field.label}</label>
              <input
                id={`business-${field.name}`}
                name={field.name}
                type={field.type}
                defaultValue={field.value}
                required={field.required}
                maxLength={field.maxLength}
                autoComplete="off"
                aria-invalid={wrong || undefined}
                aria-describedby={wrong ? "business-error" : undefined}
                placeholder={field.value ? undefined : t.notSet}
              />
              {wrong ? (
                <span id="business-error" className="ws-error">
                  {refusal}
                </span>
              ) : null}
            </p>
          );
        })}
        <button type="submit" className="ws-button">
          {t.save}
        </button>
        <span role="status" className={refused ? "ws-error" : "ws-note"}>
          {answer ? (answer.ok ? (answer.note ?? "") : refusal) : ""}
        </span>
      </form>
    </section>
  );
}
