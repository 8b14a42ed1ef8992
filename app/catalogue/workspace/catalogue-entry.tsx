import { useEffect, useRef, useState } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/catalogue-entry";
import { hasTextsIn } from "../check.ts";
import { textFields } from "../fields.ts";
import { previewOf, type TextPreview } from "../plain-text.ts";
import { catalogueKinds, currencies, priceUnits, type CatalogueKind, type ExcursionData, type Lang } from "../model.ts";
import type { Problems } from "../service-types.ts";
import { typed } from "../../forms/receive.server.ts";
import { defineForm } from "../../forms/schema.ts";
import { isLang } from "../../i18n/languages.ts";
import { ActionForm, answerAnchor, AskOnce, errorText, useAnswer, WorkspaceGuard } from "../../workspace/ActionForm.tsx";
import { currentOf, entryFromForm, sameEntry, statusOf, STILL_RIGHT, textName, tierName } from "./catalogue-form.ts";
import {
  auditSubject,
  catalogueOf,
  editorLangs,
  entryName,
  formValuesOf,
  lackingTexts,
  languagesToReview,
  levelOptions,
  postedValues,
  problemsInWords,
  publicPath,
  textLabel,
  type ShownProblem,
} from "./catalogue.server.ts";
import { charCount, fieldId } from "./catalogue-view.ts";
import { receive, requireMember, workspaceLang } from "../../workspace/guard.server.ts";
import { catalogueTexts, type CatalogueTexts } from "../i18n/editor/index.ts";
import { languageInSentence, languageLabel, listText } from "../../workspace/words.ts";
import { mayChange } from "../../workspace/roles.ts";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

const EDITOR = "entry";
const RETIRE = "retire";
const guardOnly = defineForm({});

/** The languages a guide's spoken languages are chosen from (the site's, then others often spoken here). */
const spokenChoices = ["es", "en", "fr", "pt", "it", "de", "nl", "he"];

function kindOf(value: string | undefined): CatalogueKind {
  const kind = catalogueKinds.find((candidate) => candidate === value);
  if (!kind) throw data({ error: "not-found" }, { status: 404 });
  return kind;
}

/** The language of the texts the editor shows: `?lang=`, else Spanish (the owner's). */
function langOf(request: Request): Lang {
  const value = new URL(request.url).searchParams.get("lang");
  return isLang(value) ? value : "es";
}

async function stateOf(args: Route.LoaderArgs | Route.ActionArgs, services: Parameters<typeof catalogueOf>[0]) {
  const kind = kindOf(args.params.kind);
  const state = await catalogueOf(services).state(kind, args.params.key ?? "");
  if (!state || !currentOf(state)) throw data({ error: "not-found" }, { status: 404 });
  return state;
}

/** The editor: the entry's data, its texts in one language, its versions; an excursion can be retired. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace, member } = await requireMember(args, "catalogue");
  const wsLang = workspaceLang(args.context);
  const t = catalogueTexts[wsLang];
  const state = await stateOf(args, services);
  const entry = currentOf(state)!;
  const kind = state.kind;
  const lang = langOf(args.request);
  const catalogue = catalogueOf(services);
  const published = await catalogue.published();
  const versions = (await catalogue.versions(kind, state.key)).sort((a, b) => b.version - a.version);

  const lacking = lackingTexts(entry).get(lang) ?? [];
  const texts = textFields[kind].map((field) => {
    const mark = entry.review[lang]?.[field.name];
    const writtenIn = lacking.find((item) => item.field === field.name)?.writtenIn;
    return {
      name: field.name,
      formName: textName(lang, field.name),
      label: textLabel(kind, field.name, t),
      shape: field.shape,
      max: field.max,
      required: field.required,
      preview: field.preview ?? null,
      review: mark ? { from: mark.from, language: languageInSentence(mark.from, wsLang), before: mark.before, after: mark.after } : null,
      // Written in another language only: this language's page shows it so, with a line saying which.
      onlyIn: writtenIn
        ? fill(t.editor.writtenOnlyIn, {
            languages: listText(
              writtenIn.map((code) => languageInSentence(code, wsLang)),
              wsLang,
            ),
            language: languageInSentence(lang, wsLang),
          })
        : null,
    };
  });
  const reviewIn = new Set(languagesToReview(entry));
  const excursion = entry.kind === "excursion" ? (entry.data as ExcursionData) : undefined;
  const retired = excursion?.retired ?? null;
  const movedTo = retired?.movedTo ? published.excursions.find((other) => other.key === retired.movedTo) : undefined;
  return {
    t,
    kind,
    key: state.key,
    lang,
    name: entryName(entry, wsLang),
    kindName: t.kindOne[kind],
    status: t.states[statusOf(state)],
    address: excursion ? `${new URL(services.env.PUBLIC_URL).origin}/${excursion.address}` : null,
    draft: state.draft && state.draftAt ? { by: state.draftBy ?? "", at: state.draftAt } : null,
    publishedVersion: state.publishedVersion ?? null,
    form: formValuesOf(entry, lang),
    texts,
    hasTexts: hasTextsIn(entry, lang),
    langs: editorLangs.map((code) => ({
      code,
      name: languageLabel(code, wsLang),
      review: reviewIn.has(code),
      written: !!entry.texts[code] && Object.keys(entry.texts[code]!).length > 0,
    })),
    language: languageInSentence(lang, wsLang),
    levels: levelOptions(t),
    units: priceUnits.map((unit) => ({ value: unit, label: t.units[unit] })),
    currencies: currencies.map((currency) => ({ value: currency, label: t.currencies[currency] })),
    rentalItems:
      kind === "excursion"
        ? published.rental
            .map((item) => ({ value: item.key, label: entryName(item, wsLang) }))
            .sort((a, b) => a.label.localeCompare(b.label, wsLang))
        : [],
    spoken: kind === "team" ? spokenChoices.map((code) => ({ value: code, label: languageLabel(code, wsLang) })) : [],
    versions: versions.map((version) => ({ ...version, current: version.version === state.publishedVersion })),
    retire:
      kind === "excursion" && state.published
        ? {
            retired: retired ? (movedTo ? fill(t.retire.retiredMoved, { other: entryName(movedTo, wsLang) }) : t.retire.retired) : null,
            others: published.excursions
              .filter((other) => other.key !== state.key && !other.data.retired)
              .map((other) => ({ value: other.key, label: entryName(other, wsLang) }))
              .sort((a, b) => a.label.localeCompare(b.label, wsLang)),
          }
        : null,
    canEdit: mayChange(member.role, "catalogue"),
    guard: workspace.guard(),
    title: entryName(entry, wsLang),
  };
}

/** A refusal of the editor's form: every problem in words, and the form as typed. */
type Refusal = {
  ok: false;
  form: string;
  error: string;
  problems: ShownProblem[];
  values: Record<string, string>;
  lists: Record<string, string[]>;
};

/**
 * The editor's buttons: save the draft, save it and see the page with it, publish it, discard it,
 * mark a text still right; restore a version; retire the excursion (asked once). The whole entry is
 * checked by the service: all its problems at once, nothing half-saved.
 */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "catalogue");
  const received = await receive(args, workspace.actionPolicy, guardOnly);
  if (!received.ok) return received.answer;
  const wsLang = workspaceLang(args.context);
  const t = catalogueTexts[wsLang];
  const state = await stateOf(args, services);
  const kind = state.kind;
  const key = state.key;
  const catalogue = catalogueOf(services);
  const form = received.form;
  const intent = typed(form, "intent");
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const by = member.email;

  if (intent === "restore") {
    const version = Number(typed(form, "version"));
    const content = Number.isInteger(version) ? await catalogue.version(kind, key, version) : undefined;
    if (!content) return received.refuse("unknown-version", 404);
    const result = await catalogue.restore(kind, key, version, by);
    if (!result.ok) return received.refuse("unexpected");
    await workspace.record({
      actor: member,
      action: "catalogue.restored",
      subject: auditSubject(content, wsLang),
      before: state.publishedVersion ? { version: state.publishedVersion } : null,
      after: { version: result.value.version, restoredFrom: version },
      formKey,
    });
    return received.done({ note: fill(t.versions.restored, { version: String(version), next: String(result.value.version) }) });
  }

  if (intent === "retire") {
    if (kind !== "excursion" || !state.published) return received.refuse("not-found", 404);
    const movedTo = typed(form, "how") === "move" ? typed(form, "movedTo") || null : null;
    const published = await catalogue.published();
    const other = movedTo ? published.excursions.find((excursion) => excursion.key === movedTo) : undefined;
    if (!received.confirmed) {
      const name = entryName(state.published, wsLang);
      return received.ask({
        question: fill(t.retire.ask, { name }),
        lines: [other ? fill(t.retire.askMove, { other: entryName(other, wsLang) }) : t.retire.askGone],
        yes: t.retire.yes,
        fields: { intent, how: movedTo ? "move" : "gone", ...(movedTo ? { movedTo } : {}) },
      });
    }
    const result = await catalogue.retireExcursion(key, movedTo, by);
    if (!result.ok) {
      const problems = problemsInWords(result.problems, { kind, lang: "es", workspaceLang: wsLang, fieldId });
      return data({ ok: false, form: RETIRE, error: "problems", problems }, { status: 400 });
    }
    await workspace.record({
      actor: member,
      action: "catalogue.retired",
      subject: auditSubject(state.published, wsLang),
      before: state.publishedVersion ? { version: state.publishedVersion } : null,
      after: { version: result.value.version, ...(other ? { movedTo: entryName(other, wsLang) } : { gone: true }) },
      formKey,
    });
    return received.done({ note: t.retire.done });
  }

  const lang: Lang = isLang(typed(form, "lang")) ? (typed(form, "lang") as Lang) : "es";
  const base = currentOf(state)!;

  if (intent === "discard") {
    if (state.draft) await catalogue.discardDraft(kind, key);
    // A never-published excursion has nothing left once its draft is gone.
    if (!state.published) throw redirect("/admin/catalogue");
    return received.done({ note: t.editor.discarded });
  }

  const { entry, rows } = entryFromForm(base, form, lang, intent);
  const refusal = (problems: Problems) => {
    const answer: Refusal = {
      ok: false,
      form: EDITOR,
      error: "problems",
      problems: problemsInWords(problems, { kind, lang, rows, workspaceLang: wsLang, fieldId }),
      ...postedValues(form),
    };
    return data(answer, { status: 400 });
  };
  const preview = () => {
    const shown = hasTextsIn(entry, lang) ? lang : (editorLangs.find((code) => hasTextsIn(entry, code)) ?? lang);
    return catalogue
      .published()
      .then((published) =>
        redirect(`${publicPath(entry, shown, published)}?preview=draft&from=${entry.kind}/${encodeURIComponent(entry.key)}`),
      );
  };
  // Nothing changed from what pages show, and no draft: nothing to keep.
  const unchanged = !state.draft && sameEntry(entry, state.published);
  if (intent === "preview" && unchanged) throw await preview();
  if (!unchanged) {
    const saved = await catalogue.saveDraft(entry, by);
    if (!saved.ok) return refusal(saved.problems);
  }
  if (intent === "preview") throw await preview();
  if (intent === "publish") {
    if (unchanged) return received.done({ note: t.editor.nothingChanged });
    const result = await catalogue.publish(kind, key, by);
    if (!result.ok) return refusal(result.problems);
    await workspace.record({
      actor: member,
      action: "catalogue.published",
      subject: auditSubject(entry, wsLang),
      before: state.publishedVersion ? { version: state.publishedVersion } : null,
      after: { version: result.value.version },
      formKey,
    });
    return received.done({ note: fill(t.editor.published, { version: String(result.value.version) }) });
  }
  if (unchanged) return received.done({ note: t.editor.nothingChanged });
  return received.done({ note: intent.startsWith(STILL_RIGHT) ? t.editor.markedRight : t.editor.saved });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

type LoaderData = Route.ComponentProps["loaderData"];
type FormState = { values: Record<string, string>; lists: Record<string, string[]> };

/** The problems beside one field, and the attributes that tie them to it. */
function useField(problems: ShownProblem[], name: string, hint?: boolean) {
  const mine = problems.filter((problem) => problem.field === name);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : "", mine.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return {
    id,
    attributes: { id, name, "aria-invalid": mine.length ? true : undefined, "aria-describedby": describedBy },
    error: mine.length ? (
      <span id={`${id}-error`} className="ws-error">
        {mine.map((problem) => problem.message).join(" ")}
      </span>
    ) : null,
  };
}

function Input({
  label,
  name,
  form,
  problems,
  hint,
  type = "text",
  inputMode,
}: {
  label: string;
  name: string;
  form: FormState;
  problems: ShownProblem[];
  hint?: string;
  type?: string;
  inputMode?: "decimal" | "numeric" | "url";
}) {
  const field = useField(problems, name, !!hint);
  return (
    <div className="ws-field">
      <label htmlFor={field.id}>{label}</label>
      <input {...field.attributes} type={type} inputMode={inputMode} defaultValue={form.values[name] ?? ""} autoComplete="off" />
      {hint ? (
        <span id={`${field.id}-hint`} className="ws-muted">
          {hint}
        </span>
      ) : null}
      {field.error}
    </div>
  );
}

function Select({
  label,
  name,
  form,
  problems,
  options,
}: {
  label: string;
  name: string;
  form: FormState;
  problems: ShownProblem[];
  options: { value: string; label: string }[];
}) {
  const field = useField(problems, name);
  return (
    <div className="ws-field">
      <label htmlFor={field.id}>{label}</label>
      <select {...field.attributes} defaultValue={form.values[name] ?? options[0]?.value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.error}
    </div>
  );
}

/** Checkboxes of one name, each by its label: a group with a legend. */
function Checkboxes({
  legend,
  name,
  form,
  problems,
  options,
}: {
  legend: string;
  name: string;
  form: FormState;
  problems: ShownProblem[];
  options: { value: string; label: string }[];
}) {
  const field = useField(problems, name);
  const chosen = new Set(form.lists[name] ?? []);
  return (
    <fieldset className="ws-group" id={field.id} aria-describedby={field.attributes["aria-describedby"]}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.has(option.value)} />
          {option.label}
        </label>
      ))}
      {field.error}
    </fieldset>
  );
}

function Checkbox({ label, name, form }: { label: string; name: string; form: FormState }) {
  return (
    <label>
      <input type="checkbox" name={name} value="yes" id={fieldId(name)} defaultChecked={form.values[name] === "yes"} />
      {label}
    </label>
  );
}

/** The price rows: each as its amount, what it is for, from how many days, and "from"; one empty row to add a price. */
function Tiers({ loaderData, form, problems }: { loaderData: LoaderData; form: FormState; problems: ShownProblem[] }) {
  const { t } = loaderData;
  const rows: number[] = [];
  for (let row = 0; form.values[tierName(row, "unit")] !== undefined; row++) rows.push(row);
  const group = useField(problems, "data.pricing.tiers");
  return (
    <fieldset className="ws-group" id={group.id}>
      <legend>{t.fields.tiers}</legend>
      {group.error}
      {rows.map((row) => {
        const added = form.values[tierName(row, "new")] === "yes";
        return (
          <fieldset key={row} className="ws-card ws-tier" data-tier={row}>
            {/* The first price of an excursion without any is its price, not "another" one. */}
            <legend>
              {added ? (row === 0 ? t.fields.firstTier : t.fields.newTier) : fill(t.fields.tier, { number: String(row + 1) })}
            </legend>
            {added ? <input type="hidden" name={tierName(row, "new")} value="yes" /> : null}
            <Input label={t.fields.amount} name={tierName(row, "amount")} form={form} problems={problems} inputMode="decimal" />
            <Select label={t.fields.unit} name={tierName(row, "unit")} form={form} problems={problems} options={loaderData.units} />
            <Input label={t.fields.days} name={tierName(row, "days")} form={form} problems={problems} inputMode="numeric" />
            <Checkbox label={t.fields.from} name={tierName(row, "from")} form={form} />
            {added ? null : <Checkbox label={t.fields.removeTier} name={tierName(row, "remove")} form={form} />}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** What does not depend on the language, per kind. */
function DataFields({ loaderData, form, problems }: { loaderData: LoaderData; form: FormState; problems: ShownProblem[] }) {
  const { t, kind } = loaderData;
  const f = t.fields;
  const p = { form, problems };
  if (kind === "excursion")
    return (
      <>
        <Select label={f.level} name="data.level" options={loaderData.levels} {...p} />
        <Select label={f.currency} name="data.pricing.currency" options={loaderData.currencies} {...p} />
        <Tiers loaderData={loaderData} {...p} />
        <Select
          label={f.deposit}
          name="data.deposit.kind"
          options={(["none", "amount", "share"] as const).map((value) => ({ value, label: f.depositKinds[value] }))}
          {...p}
        />
        <Input label={f.depositAmount} name="data.deposit.amount" inputMode="decimal" {...p} />
        <Input label={f.depositPercent} name="data.deposit.percent" inputMode="decimal" {...p} />
        <Input label={f.meetingMap} name="data.meeting.mapUrl" type="url" {...p} />
        <Input label={f.meetingTime} name="data.meeting.time" type="time" {...p} />
        <Input label={f.endTime} name="data.meeting.endTime" type="time" {...p} />
        <Checkboxes legend={f.rentalItems} name="data.rentalItems" options={loaderData.rentalItems} {...p} />
        <Input label={f.homeOrder} name="data.homeOrder" inputMode="numeric" {...p} />
      </>
    );
  if (kind === "rental")
    return (
      <>
        <Input label={f.price} name="data.price.amount" inputMode="decimal" {...p} />
        <Select label={f.currency} name="data.price.currency" options={loaderData.currencies} {...p} />
        <Input label={f.order} name="data.order" inputMode="numeric" {...p} />
      </>
    );
  if (kind === "team")
    return (
      <>
        <Input label={f.name} name="data.name" {...p} />
        <Input label={f.certifications} name="data.certifications" {...p} />
        <Checkboxes legend={f.spoken} name="data.languages" options={loaderData.spoken} {...p} />
        <Input label={f.order} name="data.order" inputMode="numeric" {...p} />
        <Checkbox label={f.founder} name="data.founder" form={form} />
      </>
    );
  if (kind === "home")
    return (
      <>
        <Input label={f.equipmentOrder} name="data.equipmentOrder" inputMode="numeric" {...p} />
        <Input label={f.kitPrice} name="data.kitPrice.amount" inputMode="decimal" {...p} />
        <Select label={f.currency} name="data.kitPrice.currency" options={loaderData.currencies} {...p} />
        <Input label={f.kitPeople} name="data.kitPrice.people" inputMode="numeric" {...p} />
      </>
    );
  return null;
}

type TextView = LoaderData["texts"][number];

/**
 * One text in the language edited: its label, what changed in another language (to review), the
 * field, a counter against its limit and the page's preview, both as the owner types.
 */
function TextField({
  text,
  form,
  problems,
  t,
  lang,
  canEdit,
}: {
  text: TextView;
  form: FormState;
  problems: ShownProblem[];
  t: CatalogueTexts;
  lang: Lang;
  canEdit: boolean;
}) {
  const initial = form.values[text.formName] ?? "";
  const [value, setValue] = useState(initial);
  // What was typed before the page's code ran (a slow phone) is what the counter and preview show.
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (input.current) setValue(input.current.value);
  }, []);
  const field = useField(problems, text.formName);
  // The counter is in the workspace's language (its numbers too); the text, in its own.
  const { lang: workspaceLang } = useWorkspace();
  const count = charCount(value);
  const id = field.id;
  const describedBy = [`${id}-count`, text.shape === "line" ? "" : `${id}-note`, field.attributes["aria-describedby"] ?? ""]
    .filter(Boolean)
    .join(" ");
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.currentTarget.value);
  const attributes = { ...field.attributes, "aria-describedby": describedBy, lang, onChange, defaultValue: initial, ref: input };
  return (
    <div className="ws-field ws-text-field" data-field={text.name}>
      <label htmlFor={id}>
        {text.label}
        {text.required ? <span className="ws-muted"> ({t.editor.required})</span> : null}
      </label>
      {text.review ? (
        <div className="ws-review" data-review={text.name}>
          <p>
            <strong>{fill(t.editor.review, { language: text.review.language })}</strong>
          </p>
          <div className="ws-review-texts">
            <div>
              <p className="ws-muted">{t.editor.reviewBefore}</p>
              <p className="ws-text" lang={text.review.from}>
                {text.review.before}
              </p>
            </div>
            <div>
              <p className="ws-muted">{t.editor.reviewAfter}</p>
              <p className="ws-text" lang={text.review.from}>
                {text.review.after}
              </p>
            </div>
          </div>
          {canEdit ? (
            <button type="submit" name="intent" value={`${STILL_RIGHT}${text.name}`} className="ws-button">
              {t.editor.stillRight}
            </button>
          ) : null}
        </div>
      ) : null}
      {text.onlyIn ? (
        <p className="ws-review-note" data-only-in={text.name}>
          {text.onlyIn}
        </p>
      ) : null}
      {text.shape === "line" ? (
        <input {...attributes} type="text" autoComplete="off" />
      ) : (
        <textarea {...attributes} rows={text.max > 1000 ? 8 : 4} />
      )}
      <span id={`${id}-count`} className={count > text.max ? "ws-error" : "ws-muted"} data-counter>
        {fill(t.editor.counter, { count, max: text.max }, workspaceLang)}
      </span>
      {text.shape === "line" ? null : (
        <span id={`${id}-note`} className="ws-muted">
          {text.shape === "list" ? t.editor.listNote : t.editor.previewNote}
        </span>
      )}
      {text.preview ? (
        <div className="ws-preview" data-preview>
          <p className="ws-muted">{t.editor.preview}</p>
          <p className="ws-text" lang={lang}>
            {previewOf(value, text.preview as TextPreview)}
          </p>
        </div>
      ) : null}
      {field.error}
    </div>
  );
}

function ErrorSummary({ problems, t }: { problems: ShownProblem[]; t: CatalogueTexts }) {
  const { texts } = useWorkspace();
  return (
    <div className="ws-card ws-error-summary" role="alert" id="ws-problems" tabIndex={-1}>
      <p>
        <strong>{fill(t.editor.errorsTitle, { count: problems.length }, texts.lang === "es" ? "es" : "en")}</strong>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field} ${problem.message}`}>
            <a href={problem.href}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Versions({ loaderData }: { loaderData: LoaderData }) {
  const { texts, timeZone } = useWorkspace();
  const { t } = loaderData;
  return (
    <section aria-labelledby="ws-versions" className="ws-versions">
      <h2 id="ws-versions">{t.versions.title}</h2>
      {loaderData.versions.length ? (
        <ol className="ws-list">
          {loaderData.versions.map((version) => (
            <li key={version.version} className="ws-card" data-version={version.version}>
              <p className="ws-meta">
                <strong>{fill(t.versions.version, { version: String(version.version) })}</strong>
                {version.current ? <span className="ws-badge ws-badge-quiet">{t.versions.current}</span> : null}
              </p>
              <p className="ws-meta">
                {version.by === "seed" ? t.versions.bySite : fill(t.versions.by, { who: version.by })} ·{" "}
                <time dateTime={new Date(version.at).toISOString()}>{formatTime(texts.dateTime, timeZone, version.at)}</time>
              </p>
              {!version.current && loaderData.canEdit ? (
                <ActionForm
                  guard={loaderData.guard}
                  id={`restore-${version.version}`}
                  fields={{ intent: "restore", version: version.version }}
                  button={t.versions.restore}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="ws-muted">{t.versions.none}</p>
      )}
    </section>
  );
}

function Retire({ loaderData }: { loaderData: LoaderData }) {
  const { t, retire } = loaderData;
  const answer = useAnswer(RETIRE) as (ReturnType<typeof useAnswer> & { problems?: ShownProblem[] }) | undefined;
  const { texts } = useWorkspace();
  if (!retire) return null;
  const ask = answer && !answer.ok ? answer.ask : undefined;
  const refusal = answer?.problems?.map((problem) => problem.message).join(" ");
  // While the question is asked, the form above shows what it asks about (never the first choice again).
  const chosen = ask?.fields ?? {};
  return (
    <section aria-labelledby="ws-retire" className="ws-card ws-form">
      <h2 id="ws-retire">{t.retire.title}</h2>
      {retire.retired ? <p data-retired>{retire.retired}</p> : null}
      <p className="ws-muted">{t.retire.intro}</p>
      {loaderData.canEdit && !retire.retired ? (
        <form method="post" className="ws-form" action={`#${answerAnchor(RETIRE)}`} key={`${chosen.how ?? ""} ${chosen.movedTo ?? ""}`}>
          <WorkspaceGuard guard={loaderData.guard} id={RETIRE} />
          <input type="hidden" name="intent" value="retire" />
          <label>
            <input type="radio" name="how" value="gone" defaultChecked={chosen.how !== "move"} />
            {t.retire.gone}
          </label>
          <label>
            <input type="radio" name="how" value="move" defaultChecked={chosen.how === "move"} />
            {t.retire.move}
          </label>
          <div className="ws-field">
            <label htmlFor={fieldId("retire.movedTo")}>{t.retire.moveTo}</label>
            <select id={fieldId("retire.movedTo")} name="movedTo" defaultValue={chosen.movedTo}>
              {retire.others.map((other) => (
                <option key={other.value} value={other.value}>
                  {other.label}
                </option>
              ))}
            </select>
          </div>
          <p className="ws-actions">
            <button type="submit" className="ws-button ws-danger">
              {t.retire.button}
            </button>
          </p>
        </form>
      ) : null}
      <p id={ask ? undefined : answerAnchor(RETIRE)} role="status" className={answer && !answer.ok && !ask ? "ws-error" : "ws-note"}>
        {answer && !ask ? (answer.ok ? (answer.note ?? "") : (refusal ?? errorText(texts, answer.error))) : ""}
      </p>
      {ask ? <AskOnce guard={loaderData.guard} id={RETIRE} ask={ask} danger /> : null}
    </section>
  );
}

export default function CatalogueEntry({ loaderData }: Route.ComponentProps) {
  const { t, lang, canEdit } = loaderData;
  const { texts, timeZone } = useWorkspace();
  const answer = useAnswer(EDITOR) as
    | Refusal
    | { ok: true; form: string; note?: string }
    | { ok: false; form: string; error: string }
    | undefined;
  const refused = answer && !answer.ok && "problems" in answer ? answer : undefined;
  const problems = refused?.problems ?? [];
  // After a refusal the form shows what was typed; else the draft (or the published version).
  const form: FormState = refused ? { values: refused.values, lists: refused.lists } : loaderData.form;
  const note = answer?.ok ? (answer.note ?? "") : "";
  const formError = answer && !answer.ok && !refused ? errorText(texts, answer.error) : "";
  return (
    <section className="ws-screen ws-catalogue" aria-labelledby="ws-title">
      <p>
        <a href="/admin/catalogue">← {t.editor.back}</a>
      </p>
      <h1 id="ws-title">{loaderData.name}</h1>
      <p className="ws-meta">
        {loaderData.kindName} <span className="ws-badge ws-badge-state">{loaderData.status}</span>
      </p>
      <p className="ws-muted" data-draft>
        {loaderData.draft
          ? fill(t.editor.draftBy, { who: loaderData.draft.by, when: formatTime(texts.dateTime, timeZone, loaderData.draft.at) })
          : loaderData.publishedVersion
            ? t.editor.noDraft
            : t.editor.neverPublished}
      </p>
      {canEdit ? null : <p className="ws-muted">{t.ownerOnly}</p>}
      {/* Where the page comes back to after saving or publishing: the list of problems, or the notice. */}
      <div id={answerAnchor(EDITOR)}>
        {refused ? <ErrorSummary problems={problems} t={t} /> : null}
        <p role="status" className={formError ? "ws-error" : "ws-note"}>
          {formError || note}
        </p>
      </div>
      {/* The server checks and answers in the workspace's language: no browser bubbles in another. */}
      <form method="post" className="ws-form" noValidate action={`?lang=${lang}#${answerAnchor(EDITOR)}`}>
        <WorkspaceGuard guard={loaderData.guard} id={EDITOR} />
        <input type="hidden" name="lang" value={lang} />
        {/* Enter in a field saves the draft (a form's first button is the one Enter presses). */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          {t.editor.save}
        </button>
        <fieldset className="ws-plain" disabled={!canEdit}>
          {loaderData.address ? (
            <div className="ws-field">
              <span>{t.editor.address}</span>
              <span className="ws-address" data-address>
                {loaderData.address}
              </span>
              <span className="ws-muted">{t.editor.addressFixed}</span>
            </div>
          ) : null}
          {loaderData.kind === "payment" || loaderData.kind === "policies" ? null : (
            <section aria-labelledby="ws-data" className="ws-form">
              <h2 id="ws-data">{t.editor.dataTitle}</h2>
              <DataFields loaderData={loaderData} form={form} problems={problems} />
            </section>
          )}
          <section aria-labelledby="ws-texts" className="ws-form">
            <h2 id="ws-texts">{t.editor.textsTitle}</h2>
            <nav aria-label={t.editor.languages} className="ws-langs">
              <ul>
                {loaderData.langs.map((language) => (
                  <li key={language.code}>
                    <a
                      href={`?lang=${language.code}`}
                      hrefLang={language.code}
                      aria-current={language.code === lang ? "page" : undefined}
                      className="ws-button"
                      data-lang={language.code}
                    >
                      {language.name}
                      {language.review ? <span className="ws-badge ws-badge-small">{t.editor.reviewBadge}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <h3>{fill(t.editor.editing, { language: loaderData.language })}</h3>
            {loaderData.hasTexts ? null : (
              <p className="ws-muted" data-texts-missing>
                {fill(
                  loaderData.langs.find((language) => language.code === lang)?.written ? t.editor.missingRequired : t.editor.noTextsYet,
                  {
                    language: loaderData.language,
                  },
                )}
              </p>
            )}
            {loaderData.texts.map((text) => (
              <TextField key={`${lang}-${text.name}`} text={text} form={form} problems={problems} t={t} lang={lang} canEdit={canEdit} />
            ))}
          </section>
        </fieldset>
        {canEdit ? (
          <div className="ws-actions ws-editor-actions">
            <button type="submit" name="intent" value="save" className="ws-button">
              {t.editor.save}
            </button>
            {/* The preview opens the public page: nothing of the editor to come back to. */}
            <button type="submit" name="intent" value="preview" className="ws-button" formAction={`?lang=${lang}`}>
              {t.editor.seeHowItLooks}
            </button>
            <button type="submit" name="intent" value="publish" className="ws-button ws-primary">
              {t.editor.publish}
            </button>
            {loaderData.draft ? (
              <button type="submit" name="intent" value="discard" className="ws-button ws-danger">
                {t.editor.discard}
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
      <Versions loaderData={loaderData} />
      <Retire loaderData={loaderData} />
    </section>
  );
}
