import type { Route } from "./+types/business";
import { businessFields, type BusinessField } from "../../business/details.ts";
import { businessTexts } from "../../business/i18n/index.ts";
import { businessSchema, type BusinessError } from "../../business/schema.ts";
import { useAnswer, WorkspaceGuard } from "../ActionForm.tsx";
import { receive, requireMember, textsOf, workspaceLang } from "../guard.server.ts";
import { useWorkspace, workspaceMeta } from "../workspace.ts";

const FORM = "business";

/** The business's details as pages show them, what is still to set before launch, and the editor's guard. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "business");
  const lang = workspaceLang(args.context);
  return {
    details: await services.business.current(),
    missing: await services.business.missing(),
    guard: workspace.guard(),
    title: businessTexts[lang].title,
  };
}

/**
 * Saves the details through the business service (checked with the editor's schema, announced so
 * every page on every instance follows), recorded in the history with what changed.
 */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "business");
  const received = await receive(args, workspace.actionPolicy, businessSchema);
  if (!received.ok) return received.answer;
  const formKey = received.formKey(["business", ...businessFields.map((field) => received.values[field])]);
  if (await workspace.alreadyDone(formKey)) return received.done({ note: textsOf(args.context).business.saved });
  const before = await services.business.current();
  const result = await services.business.update(received.values, member.email);
  if (!result.ok) return received.refuse(Object.values(result.errors)[0]!);
  if (result.changed.length) {
    const pick = (details: Record<BusinessField, string>) => Object.fromEntries(result.changed.map((field) => [field, details[field]]));
    await workspace.record({ actor: member, action: "business.changed", subject: result.changed.join(", "), before: pick(before), after: pick(result.details), formKey });
  }
  return received.done({ note: textsOf(args.context).business.saved });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

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

export default function Business({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const t = businessTexts[lang];
  const answer = useAnswer(FORM);
  const refused = answer && !answer.ok ? answer : undefined;
  const refusedField = refused?.field as BusinessField | undefined;
  const refusal = refused ? ((t.errors as Record<string, string>)[refused.error] ?? (texts.errors as Record<string, string>)[refused.error] ?? texts.errors.unexpected) : "";
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{texts.business.intro}</p>
      <h2>{t.missingTitle}</h2>
      {loaderData.missing.length ? (
        <ul className="ws-missing" data-missing>
          {loaderData.missing.map((field) => (
            <li key={field}>
              <a href={`#business-${field}`}>{t.labels[field]}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ws-muted">{t.nothingMissing}</p>
      )}
      <form method="post" className="ws-form" noValidate={false}>
        <WorkspaceGuard guard={loaderData.guard} id={FORM} />
        {businessFields.map((field) => {
          const rule = businessSchema.rules[field];
          const wrong = refusedField === field;
          return (
            <p key={field} className="ws-field">
              <label htmlFor={`business-${field}`}>{t.labels[field]}</label>
              <input
                id={`business-${field}`}
                name={field}
                type={inputTypes[field] ?? "text"}
                defaultValue={loaderData.details[field]}
                required={rule.hints.required}
                maxLength={rule.hints.maxLength}
                autoComplete="off"
                aria-invalid={wrong || undefined}
                aria-describedby={wrong ? "business-error" : undefined}
                placeholder={loaderData.details[field] ? undefined : t.notSet}
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

export type { BusinessError };
