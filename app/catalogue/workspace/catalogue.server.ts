/**
 * The catalogue's screens on the server: entries by their names in words, where each is seen on the
 * site, the editor's form values, its problems in words, and the history's subject of a change.
 * The catalogue itself is the catalogue service's (app/catalogue/service-types.ts).
 */
import { hasTextsIn } from "../check.ts";
import { fieldOf, textFields } from "../fields.ts";
import { isSpecExcursion } from "../seed/spec.ts";
import {
  physicalLevels,
  singleKeys,
  type Catalogue,
  type CatalogueKind,
  type Entry,
  type ExcursionData,
  type HomeData,
  type Lang,
  type RentalData,
  type TeamData,
} from "../model.ts";
import type { CatalogueService, Problems } from "../service-types.ts";
import { isLang, languages } from "../../i18n/languages.ts";
import type { Services } from "../../site/context.ts";
import { problemsOnForm, reviewLanguages, tierName, textName } from "./catalogue-form.ts";
import { catalogueTexts, type CatalogueTexts } from "../i18n/editor/index.ts";
import type { WorkspaceLang } from "../../workspace/i18n/index.ts";
import { languageLabel } from "../../workspace/words.ts";

/** The catalogue service, as the site's services offer it. */
export function catalogueOf(services: Services): CatalogueService {
  return services.catalogue;
}

/** The languages of texts in the editor's order: the owner's own first, then the others. */
export const editorLangs: readonly Lang[] = ["es", ...languages.filter((lang) => lang !== "es")];

/** A text in the workspace's language, else Spanish, else English, else any. */
function inSomeLanguage(entry: Entry, field: string, lang: WorkspaceLang): string {
  for (const candidate of [lang, "es", "en", ...languages] as Lang[]) {
    const value = entry.texts[candidate]?.[field]?.trim();
    if (value) return value;
  }
  return "";
}

/** An entry by its name: an excursion's, a rental item's, a guide's; a single entry by what it is. */
export function entryName(entry: Entry, lang: WorkspaceLang): string {
  const t = catalogueTexts[lang];
  if (entry.kind === "excursion") return inSomeLanguage(entry, "name", lang) || (entry.data as ExcursionData).address;
  if (entry.kind === "rental") return inSomeLanguage(entry, "title", lang) || t.kindOne.rental;
  if (entry.kind === "team") return (entry.data as TeamData).name || t.kindOne.team;
  return t.kindOne[entry.kind];
}

/** The public page that shows an entry, in a language (the payment block: on an excursion's page). */
export function publicPath(entry: Entry, lang: Lang, catalogue: Catalogue | undefined): string {
  switch (entry.kind) {
    case "excursion":
      return `/${lang}/${(entry.data as ExcursionData).address}`;
    case "rental":
      return `/${lang}/alquilerequipoescalada`;
    case "team":
    case "policies":
      return `/${lang}/about`;
    case "home":
      return `/${lang}`;
    case "payment": {
      const first = catalogue?.excursions.find((excursion) => !excursion.data.retired);
      return first ? `/${lang}/${first.data.address}` : `/${lang}`;
    }
  }
}

/** What the history records as a change's subject: the kind, the key and the name at the time. */
export function auditSubject(entry: Entry, lang: WorkspaceLang): string {
  return `catalogue ${entry.kind} ${entry.key} «${entryName(entry, lang)}»`;
}

/** The history's words for a catalogue subject ("Excursión «Cerro Otto»"); undefined when it is not one. */
export function catalogueSubjectText(subject: string, lang: WorkspaceLang): string | undefined {
  const match = /^catalogue (\w+) \S+ «(.*)»$/s.exec(subject);
  if (!match) return undefined;
  const kind = match[1] as CatalogueKind;
  const words = catalogueTexts[lang].kindOne as Record<string, string>;
  const name = match[2]!;
  const what = words[kind] ?? kind;
  // The home's, the payment block's and the policies' texts are one each: named by what they are.
  return name && !Object.hasOwn(singleKeys, kind) ? `${what} «${name}»` : what;
}

/** The form's fields and what they hold (the editor's first render), in `lang`. */
export function formValuesOf(entry: Entry, lang: Lang): { values: Record<string, string>; lists: Record<string, string[]> } {
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const number = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? "" : String(value));
  if (entry.kind === "excursion") {
    const data = entry.data as ExcursionData;
    values["data.level"] = data.level;
    values["data.pricing.currency"] = data.pricing.currency;
    const tiers = data.pricing.tiers;
    tiers.forEach((tier, row) => {
      values[tierName(row, "amount")] = number(tier.amount);
      values[tierName(row, "unit")] = tier.unit;
      values[tierName(row, "days")] = number(tier.days);
      values[tierName(row, "from")] = tier.from ? "yes" : "";
    });
    // One more row, left empty unless the owner adds a price.
    const row = tiers.length;
    values[tierName(row, "amount")] = "";
    values[tierName(row, "unit")] = tiers.at(-1)?.unit ?? "person";
    values[tierName(row, "days")] = "";
    values[tierName(row, "from")] = "";
    values[tierName(row, "new")] = "yes";
    values["data.deposit.kind"] = data.deposit?.kind ?? "none";
    values["data.deposit.amount"] = data.deposit?.kind === "amount" ? number(data.deposit.amount) : "";
    values["data.deposit.percent"] = data.deposit?.kind === "share" ? number(data.deposit.percent) : "";
    values["data.meeting.mapUrl"] = data.meeting.mapUrl;
    values["data.meeting.time"] = data.meeting.time;
    values["data.meeting.endTime"] = data.meeting.endTime ?? "";
    values["data.homeOrder"] = number(data.homeOrder);
    lists["data.rentalItems"] = [...data.rentalItems];
  } else if (entry.kind === "rental") {
    const data = entry.data as RentalData;
    values["data.price.amount"] = number(data.price.amount);
    values["data.price.currency"] = data.price.currency;
    values["data.order"] = number(data.order);
  } else if (entry.kind === "team") {
    const data = entry.data as TeamData;
    values["data.name"] = data.name;
    values["data.order"] = number(data.order);
    values["data.founder"] = data.founder ? "yes" : "";
    values["data.certifications"] = data.certifications;
    lists["data.languages"] = [...data.languages];
  } else if (entry.kind === "home") {
    const data = entry.data as HomeData;
    values["data.equipmentOrder"] = number(data.equipmentOrder);
    values["data.kitPrice.amount"] = number(data.kitPrice.amount);
    values["data.kitPrice.currency"] = data.kitPrice.currency;
    values["data.kitPrice.people"] = number(data.kitPrice.people);
  }
  for (const [field, value] of Object.entries(entry.texts[lang] ?? {})) values[textName(lang, field)] = value;
  return { values, lists };
}

/** A form as posted, to show it again as typed after a refusal (the guard's fields left out). */
export function postedValues(form: FormData): { values: Record<string, string>; lists: Record<string, string[]> } {
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !(name.startsWith("data.") || name.startsWith("texts."))) continue;
    values[name] = value;
    (lists[name] ??= []).push(value);
  }
  return { values, lists };
}

/** A text field's label in words: the home's dated lists by their item and part. */
export function textLabel(kind: CatalogueKind, field: string, t: CatalogueTexts): string {
  const words = (t.texts as Record<CatalogueKind, Record<string, string>>)[kind][field];
  if (words) return words;
  const match = /^(upcomingLanin|course[A-Za-z]+?)(Name|Date|Location|Description)$/.exec(field);
  if (kind === "home" && match) return `${t.homeItems[match[1]!] ?? match[1]}: ${t.homeItemParts[match[2]!] ?? match[2]}`;
  return field;
}

/** A data field's label in words, by its form name. */
function dataLabel(field: string, t: CatalogueTexts): string {
  const f = t.fields;
  let match: RegExpExecArray | null;
  if ((match = /^data\.pricing\.tiers\.(\d+)\.(\w+)$/.exec(field))) {
    const part = match[2] === "unit" ? f.unit : match[2] === "days" ? f.days : f.amount;
    return `${f.tier.replace("{number}", String(Number(match[1]) + 1))}: ${part}`;
  }
  const labels: Record<string, string> = {
    "data.address": t.editor.address,
    "data.level": f.level,
    "data.pricing.currency": f.currency,
    "data.pricing.tiers": f.tiers,
    "data.deposit.kind": f.deposit,
    "data.deposit.amount": f.depositAmount,
    "data.deposit.percent": f.depositPercent,
    "data.meeting.mapUrl": f.meetingMap,
    "data.meeting.time": f.meetingTime,
    "data.meeting.endTime": f.endTime,
    "data.rentalItems": f.rentalItems,
    "data.homeOrder": f.homeOrder,
    "data.price.amount": f.price,
    "data.price.currency": f.currency,
    "data.order": f.order,
    "data.name": f.name,
    "data.certifications": f.certifications,
    "data.languages": f.spoken,
    "data.equipmentOrder": f.equipmentOrder,
    "data.kitPrice.amount": f.kitPrice,
    "data.kitPrice.currency": f.currency,
    "data.kitPrice.people": f.kitPeople,
    "data.retired.movedTo": t.retire.moveTo,
  };
  return labels[field] ?? t.editor.dataErrors;
}

/** One problem as the editor shows it: beside its field, and in the summary linking to it. */
export type ShownProblem = { field: string; label: string; message: string; href: string };

/**
 * The service's problems in the workspace's words: each with the field it is beside (its form name),
 * its label, its message and the link to it (a text of another language: that language's editor).
 */
export function problemsInWords(
  problems: Problems,
  options: { kind: CatalogueKind; lang: Lang; rows?: number[]; workspaceLang: WorkspaceLang; fieldId: (name: string) => string },
): ShownProblem[] {
  const t = catalogueTexts[options.workspaceLang];
  const seen = new Set<string>();
  const shown: ShownProblem[] = [];
  for (const { field, problem } of problemsOnForm(problems, options.rows)) {
    const key = `${field} ${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const message = t.problems[problem] ?? problem;
    const text = /^texts\.(\w+)\.(\w+)$/.exec(field);
    const lang = text?.[1];
    const name = text?.[2];
    if (lang !== undefined && isLang(lang) && name !== undefined) {
      const known = fieldOf(options.kind, name);
      const label = known ? textLabel(options.kind, name, t) : name;
      const here = lang === options.lang;
      shown.push({
        field,
        label: here ? label : `${label} (${languageLabel(lang, options.workspaceLang)})`,
        message,
        href: here ? `#${options.fieldId(field)}` : `?lang=${lang}#${options.fieldId(field)}`,
      });
    } else {
      shown.push({ field, label: dataLabel(field, t), message, href: `#${options.fieldId(field)}` });
    }
  }
  return shown;
}

/** The physical levels in words, in order. */
export function levelOptions(t: CatalogueTexts) {
  return physicalLevels.map((level) => ({ value: level, label: t.levels[level] }));
}

/**
 * The languages an entry is shown in (an excursion the owner added: those with its required texts;
 * every other entry: all five), each with the texts written in another language but not in it:
 * those pages show them in the language they were written in, with a line saying so (decision 0120).
 */
export function lackingTexts(entry: Entry | undefined): Map<Lang, { field: string; writtenIn: Lang[] }[]> {
  const lacking = new Map<Lang, { field: string; writtenIn: Lang[] }[]>();
  if (!entry) return lacking;
  const shownIn =
    entry.kind === "excursion" && !isSpecExcursion(entry.key) ? languages.filter((lang) => hasTextsIn(entry, lang)) : languages;
  const written = (lang: Lang, field: string) => (entry.texts[lang]?.[field] ?? "").trim() !== "";
  for (const lang of shownIn) {
    const fields = textFields[entry.kind]
      .map(({ name }) => ({ field: name, writtenIn: languages.filter((other) => other !== lang && written(other, name)) }))
      .filter(({ field, writtenIn }) => !written(lang, field) && writtenIn.length > 0);
    if (fields.length) lacking.set(lang, fields);
  }
  return lacking;
}

/** The languages to review: a text changed in another language, or a text written in another language only. */
export function languagesToReview(entry: Entry | undefined): Lang[] {
  const marked = new Set<Lang>([...reviewLanguages(entry), ...lackingTexts(entry).keys()]);
  return editorLangs.filter((lang) => marked.has(lang));
}
