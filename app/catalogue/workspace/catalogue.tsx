import { useEffect, useRef, useState } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/catalogue";
import { catalogueKinds, type Entry, type ExcursionData, type Lang, type RentalData, type TeamData } from "../model.ts";
import { isSampleMember } from "../sample.server.ts";
import { typed } from "../../forms/receive.server.ts";
import { defineForm } from "../../forms/schema.ts";
import { isLang } from "../../i18n/languages.ts";
import { useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { currentOf, statusOf } from "./catalogue-form.ts";
import { auditSubject, catalogueOf, editorLangs, entryName, languagesToReview } from "./catalogue.server.ts";
import { fieldId } from "./catalogue-view.ts";
import { receive, requireMember, workspaceLang } from "../../workspace/guard.server.ts";
import { catalogueTexts } from "./i18n.ts";
import { languageInSentence, languageLabel, listText } from "../../workspace/screens/labels.server.ts";
import { mayChange } from "../../workspace/roles.ts";
import { fill, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** The two add forms: an excursion (its address, its name) and a team member (their name). */
const ADD = { excursion: "add-excursion", team: "add-member" } as const;
type Addable = keyof typeof ADD;
const guardOnly = defineForm({});

/** The order an entry has on its page: the home's carousel, the rental page's, the team's. */
function orderOf(data: unknown): number {
  const value = (data as Partial<ExcursionData & RentalData & TeamData>) ?? {};
  return value.homeOrder ?? value.order ?? Number.MAX_SAFE_INTEGER;
}

/** Every entry of the catalogue by kind, each by its name, its state and the languages to review. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace, member } = await requireMember(args, "catalogue");
  const lang = workspaceLang(args.context);
  const t = catalogueTexts[lang];
  const catalogue = catalogueOf(services);
  const groups = await Promise.all(
    catalogueKinds.map(async (kind) => {
      const states = await catalogue.states(kind);
      const rows = states
        .map((state) => {
          const entry = currentOf(state);
          const review = languagesToReview(entry).map((code) => languageInSentence(code, lang));
          return {
            key: state.key,
            href: `/admin/catalogue/${kind}/${encodeURIComponent(state.key)}`,
            name: entry ? entryName(entry, lang) : state.key,
            status: t.states[statusOf(state)],
            retired: statusOf(state) === "retired",
            review: review.length ? fill(t.toReview, { languages: listText(review, lang) }) : "",
            // An invented member the install started with, until the owner replaces them (decision 0122).
            sample: entry?.kind === "team" && isSampleMember(entry as Entry<"team">),
            order: orderOf(entry?.data),
          };
        })
        .sort((a, b) => Number(a.retired) - Number(b.retired) || a.order - b.order || a.name.localeCompare(b.name, lang));
      return { kind, title: t.kinds[kind], rows };
    }),
  );
  const origin = new URL(services.env.PUBLIC_URL).origin;
  return {
    t,
    groups,
    canEdit: mayChange(member.role, "catalogue"),
    origin,
    langs: editorLangs.map((code) => ({ code, name: languageLabel(code, lang) })),
    guard: workspace.guard(),
    title: t.title,
  };
}

/** What the add form's refusal carries: every problem by its field, and what was typed. */
type AddRefusal = {
  ok: false;
  form: string;
  error: string;
  problems: { field: "address" | "name" | "lang" | ""; message: string }[];
  values: { address: string; name: string; lang: string };
};

/** Adds an excursion or a team member as a draft (through the catalogue service), then opens its editor. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "catalogue");
  const received = await receive(args, workspace.actionPolicy, guardOnly);
  if (!received.ok) return received.answer;
  const wsLang = workspaceLang(args.context);
  const t = catalogueTexts[wsLang];
  const kind: Addable = typed(received.form, "form_id") === ADD.team ? "team" : "excursion";
  const values = {
    address: kind === "excursion" ? typed(received.form, "address").trim() : "",
    name: typed(received.form, "name").trim(),
    lang: typed(received.form, "lang"),
  };
  const lang: Lang = isLang(values.lang) ? values.lang : "es";
  const catalogue = catalogueOf(services);
  const result =
    kind === "team"
      ? await catalogue.addMember({ name: values.name, lang }, member.email)
      : await catalogue.addExcursion({ address: values.address, name: values.name, lang }, member.email);
  if (!result.ok) {
    const problems = result.problems.map(({ path, problem }) => ({
      field:
        path === "data.address"
          ? ("address" as const)
          : /^texts\.\w+\.name$/.test(path) || path === "data.name"
            ? ("name" as const)
            : ("" as const),
      message: t.problems[problem] ?? problem,
    }));
    const answer: AddRefusal = { ok: false, form: ADD[kind], error: "problems", problems, values };
    return data(answer, { status: 400 });
  }
  const entry = currentOf(result.value)!;
  await workspace.record({
    actor: member,
    action: "catalogue.added",
    subject: auditSubject(entry, wsLang),
    before: null,
    after: { ...(kind === "excursion" ? { address: values.address } : {}), name: values.name, language: lang },
    formKey: received.formKey,
  });
  return redirect(`/admin/catalogue/${kind}/${encodeURIComponent(entry.key)}?lang=${lang}`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function AddForm({ loaderData, kind }: { loaderData: Route.ComponentProps["loaderData"]; kind: Addable }) {
  const { t, origin, langs, guard } = loaderData;
  const { texts } = useWorkspace();
  const words = kind === "team" ? t.addMember : t.add;
  const id = ADD[kind];
  const answer = useAnswer(id) as AddRefusal | { ok: false; form: string; error: string } | undefined;
  const refused = answer && "problems" in answer ? answer : undefined;
  const [address, setAddress] = useState(refused?.values.address ?? "");
  // What was typed before the page's code ran (a slow phone) is what the address shows.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) setAddress(input.current.value);
  }, []);
  const of = (field: string) => refused?.problems.filter((problem) => problem.field === field) ?? [];
  const general = [
    ...(refused?.problems.filter((problem) => !problem.field).map((problem) => problem.message) ?? []),
    ...(answer && !refused ? [(texts.errors as Record<string, string>)[answer.error] ?? texts.errors.unexpected] : []),
  ];
  const idOf = (name: string) => fieldId(`${id}.${name}`);
  const field = (name: "address" | "name", label: string, extra: React.ReactNode, input: (described: string) => React.ReactNode) => {
    const problems = of(name);
    const described = [extra ? `${idOf(name)}-hint` : "", problems.length ? `${idOf(name)}-error` : ""].filter(Boolean).join(" ");
    return (
      <div className="ws-field">
        <label htmlFor={idOf(name)}>{label}</label>
        {input(described)}
        {extra ? (
          <span id={`${idOf(name)}-hint`} className="ws-muted">
            {extra}
          </span>
        ) : null}
        {problems.length ? (
          <span id={`${idOf(name)}-error`} className="ws-error">
            {problems.map((problem) => problem.message).join(" ")}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form method="post" className="ws-card ws-form" aria-labelledby={`${idOf("title")}`} noValidate>
      <h2 id={idOf("title")}>{words.title}</h2>
      <WorkspaceGuard guard={guard} id={id} />
      {kind === "excursion"
        ? field(
            "address",
            t.add.address,
            <>
              {t.add.addressHint} <span data-address-url>{fill(t.add.addressShown, { url: `${origin}/${address}` })}</span>
            </>,
            (described) => (
              <div className="ws-prefixed">
                <span aria-hidden="true" className="ws-muted">{`${origin}/`}</span>
                <input
                  ref={input}
                  id={idOf("address")}
                  name="address"
                  type="text"
                  inputMode="url"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  autoComplete="off"
                  defaultValue={refused?.values.address ?? ""}
                  onChange={(event) => setAddress(event.currentTarget.value)}
                  aria-invalid={of("address").length ? true : undefined}
                  aria-describedby={described}
                />
              </div>
            ),
          )
        : null}
      {field("name", words.name, null, (described) => (
        <input
          id={idOf("name")}
          name="name"
          type="text"
          autoComplete="off"
          defaultValue={refused?.values.name ?? ""}
          aria-invalid={of("name").length ? true : undefined}
          aria-describedby={described || undefined}
        />
      ))}
      <div className="ws-field">
        <label htmlFor={idOf("lang")}>{words.lang}</label>
        <select id={idOf("lang")} name="lang" defaultValue={refused?.values.lang ?? langs[0]!.code}>
          {langs.map((lang) => (
            <option key={lang.code} value={lang.code}>
              {lang.name}
            </option>
          ))}
        </select>
      </div>
      <p className="ws-actions">
        <button type="submit" className="ws-button ws-primary">
          {words.button}
        </button>
        <span role="status" className="ws-error">
          {general.join(" ")}
        </span>
      </p>
    </form>
  );
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { t, groups, canEdit } = loaderData;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {canEdit ? null : <p className="ws-muted">{t.ownerOnly}</p>}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`ws-kind-${group.kind}`} className="ws-catalogue-kind" data-kind={group.kind}>
          <h2 id={`ws-kind-${group.kind}`}>{group.title}</h2>
          {group.rows.length ? (
            <ul className="ws-list">
              {group.rows.map((row) => (
                <li key={row.key} className="ws-card ws-entry" data-entry={row.key}>
                  <a href={row.href} className="ws-entry-link">
                    <strong>{row.name}</strong>
                  </a>
                  <span className={row.retired ? "ws-badge ws-badge-quiet" : "ws-badge ws-badge-state"}>{row.status}</span>
                  {row.sample ? (
                    <span className="ws-badge ws-badge-quiet" data-sample>
                      {t.sample}
                    </span>
                  ) : null}
                  {row.review ? <span className="ws-review-note">{row.review}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="ws-muted">{t.nothing}</p>
          )}
          {(group.kind === "excursion" || group.kind === "team") && canEdit ? <AddForm loaderData={loaderData} kind={group.kind} /> : null}
        </section>
      ))}
    </section>
  );
}
