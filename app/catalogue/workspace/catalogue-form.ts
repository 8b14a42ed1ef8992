/**
 * The catalogue's editor form (app/catalogue/workspace/catalogue-entry.tsx) read back into an entry, and
 * the catalogue service's problems (their paths are the entry's: `data.pricing.tiers.0.amount`,
 * `texts.es.name`) put back beside the form's fields. The form's fields are named by those same
 * paths, so a problem finds its field without a table; only the rows a form can add or remove (the
 * prices) and the checkbox groups need a word.
 *
 * The form carries one language's texts at a time; the entry's other languages are the draft's (or
 * the published version's) as they were.
 */
import { textLength } from "../check.ts";
import { textFields, type TextField } from "../fields.ts";
import type {
  CatalogueKind,
  Deposit,
  Entry,
  EntryState,
  ExcursionData,
  HomeData,
  Lang,
  PriceTier,
  RentalData,
  TeamData,
} from "../model.ts";
import type { Problems } from "../service-types.ts";

/** What a posted form offers (FormData, or URLSearchParams in a test). */
export type FormInput = { get(name: string): FormDataEntryValue | null; getAll(name: string): FormDataEntryValue[] };

const text = (form: FormInput, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const has = (form: FormInput, name: string): boolean => form.get(name) !== null;
const texts = (form: FormInput, name: string): string[] =>
  form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");

/**
 * An amount as an owner types it: `175`, `175.50`, `175,50`, `1.500` or `1,500` (thousands),
 * `USD 1.500`. Not a number: NaN (the service's check says so, beside the field).
 */
export function parseAmount(typed: string): number {
  let value = typed.replace(/\s|\u00a0/g, "").replace(/^(?:USD|ARS|US\$|\$)/i, "");
  if (value === "") return Number.NaN;
  if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(value)) value = value.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(value)) value = value.replace(/,/g, "");
  else value = value.replace(",", ".");
  return /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A whole number as typed; empty: undefined; anything else: NaN (the check refuses it). */
export function parseWhole(typed: string): number | undefined {
  const value = typed.trim();
  if (value === "") return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** A text as kept: the browser's line ends as `\n`, no blanks around; one-line fields trimmed. */
function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** The form's names of a price row. */
export const tierName = (row: number, part: "amount" | "unit" | "days" | "from" | "remove" | "new") => `data.pricing.tiers.${row}.${part}`;

/** The price rows as posted: the form's row of each tier kept (a removed or empty new row is left out). */
function tiersOf(form: FormInput): { tiers: PriceTier[]; rows: number[] } {
  const tiers: PriceTier[] = [];
  const rows: number[] = [];
  for (let row = 0; has(form, tierName(row, "unit")); row++) {
    if (text(form, tierName(row, "remove")) === "yes") continue;
    const amount = text(form, tierName(row, "amount")).trim();
    const days = text(form, tierName(row, "days")).trim();
    if (text(form, tierName(row, "new")) === "yes" && !amount && !days) continue;
    const tier: PriceTier = { amount: parseAmount(amount), unit: text(form, tierName(row, "unit")) as PriceTier["unit"] };
    const wholeDays = parseWhole(days);
    if (wholeDays !== undefined) tier.days = wholeDays;
    if (text(form, tierName(row, "from")) === "yes") tier.from = true;
    tiers.push(tier);
    rows.push(row);
  }
  return { tiers, rows };
}

function depositOf(form: FormInput): Deposit | null {
  const kind = text(form, "data.deposit.kind");
  if (kind === "amount") return { kind: "amount", amount: parseAmount(text(form, "data.deposit.amount")) };
  if (kind === "share") return { kind: "share", percent: parseAmount(text(form, "data.deposit.percent")) };
  return null;
}

/** Where and when the group meets, and when the excursion ends (left unsaid, as before, while the owner leaves it empty). */
function meetingOf(base: ExcursionData, form: FormInput): ExcursionData["meeting"] {
  const meeting = { mapUrl: text(form, "data.meeting.mapUrl").trim(), time: text(form, "data.meeting.time").trim() };
  const endTime = text(form, "data.meeting.endTime").trim();
  return endTime || base.meeting?.endTime !== undefined ? { ...meeting, endTime } : meeting;
}

function excursionData(base: ExcursionData, form: FormInput): { data: ExcursionData; rows: number[] } {
  const { tiers, rows } = tiersOf(form);
  const homeOrder = parseWhole(text(form, "data.homeOrder"));
  return {
    data: {
      ...base,
      level: text(form, "data.level") as ExcursionData["level"],
      pricing: { currency: text(form, "data.pricing.currency") as ExcursionData["pricing"]["currency"], tiers },
      deposit: depositOf(form),
      meeting: meetingOf(base, form),
      rentalItems: texts(form, "data.rentalItems"),
      homeOrder: homeOrder === undefined ? null : homeOrder,
    },
    rows,
  };
}

function rentalData(base: RentalData, form: FormInput): RentalData {
  return {
    ...base,
    price: {
      amount: parseAmount(text(form, "data.price.amount")),
      currency: text(form, "data.price.currency") as RentalData["price"]["currency"],
    },
    order: parseWhole(text(form, "data.order")) ?? Number.NaN,
  };
}

function teamData(base: TeamData, form: FormInput): TeamData {
  return {
    ...base,
    name: text(form, "data.name").trim(),
    order: parseWhole(text(form, "data.order")) ?? Number.NaN,
    founder: text(form, "data.founder") === "yes",
    certifications: text(form, "data.certifications").trim(),
    languages: texts(form, "data.languages"),
  };
}

function homeData(base: HomeData, form: FormInput): HomeData {
  const order = parseWhole(text(form, "data.equipmentOrder"));
  return {
    ...base,
    equipmentOrder: order === undefined ? null : order,
    kitPrice: {
      amount: parseAmount(text(form, "data.kitPrice.amount")),
      currency: text(form, "data.kitPrice.currency") as HomeData["kitPrice"]["currency"],
      people: parseWhole(text(form, "data.kitPrice.people")) ?? Number.NaN,
    },
  };
}

/** The form's name of a text. */
export const textName = (lang: Lang, field: string) => `texts.${lang}.${field}`;

/** The button that marks one text "still right" posts this intent. */
export const STILL_RIGHT = "still-right:";

/**
 * The entry the form describes: `base` (the draft, else the published version) with the form's data
 * and its texts in `lang`. A text of `lang` marked to review leaves its mark when the owner changed it
 * or tapped "Still right" (`intent` `still-right:FIELD`). `rows`: the form's price row of each tier.
 * Without `data` fields in the form (a guide's read-only view never posts), the data stay as they were.
 */
export function entryFromForm(base: Entry, form: FormInput, lang: Lang, intent = ""): { entry: Entry; rows: number[] } {
  let rows: number[] = [];
  let data: Entry["data"] = base.data;
  if (base.kind === "excursion") ({ data, rows } = excursionData(base.data as ExcursionData, form));
  else if (base.kind === "rental") data = rentalData(base.data as RentalData, form);
  else if (base.kind === "team") data = teamData(base.data as TeamData, form);
  else if (base.kind === "home") data = homeData(base.data as HomeData, form);

  const before = base.texts[lang] ?? {};
  const written: Record<string, string> = {};
  for (const field of textFields[base.kind]) {
    const name = textName(lang, field.name);
    const value = has(form, name) ? cleanText(text(form, name)) : (before[field.name] ?? "");
    if (value) written[field.name] = value;
  }
  const allTexts = { ...base.texts };
  if (Object.keys(written).length) allTexts[lang] = written;
  else delete allTexts[lang];

  const review = { ...base.review };
  const marks = { ...(review[lang] ?? {}) };
  for (const field of Object.keys(marks)) {
    const changed = (written[field] ?? "") !== (before[field] ?? "");
    if (changed || intent === `${STILL_RIGHT}${field}`) delete marks[field];
  }
  if (Object.keys(marks).length) review[lang] = marks;
  else delete review[lang];

  return { entry: { ...base, data, texts: allTexts, review } as Entry, rows };
}

/**
 * Where a problem is on the form: the name of the field it is about (a price by its form row, a
 * checkbox group by its name), or the path itself for what the form has no field of (another
 * language's text).
 */
export function problemField(path: string, rows: number[] = []): string {
  let match: RegExpExecArray | null;
  if ((match = /^data\.pricing\.tiers\.(\d+)\.(\w+)$/.exec(path)))
    return tierName(rows[Number(match[1])] ?? Number(match[1]), match[2] as "amount");
  if ((match = /^data\.(rentalItems|languages)\.\d+$/.exec(path))) return `data.${match[1]}`;
  if (path === "data.deposit") return "data.deposit.kind";
  return path;
}

export type FieldProblem = { field: string; problem: Problems[number]["problem"] };

export function problemsOnForm(problems: Problems, rows: number[] = []): FieldProblem[] {
  return problems.map(({ path, problem }) => ({ field: problemField(path, rows), problem }));
}

/** Whether two entries say the same (the form posted with nothing changed). */
export function sameEntry(a: Entry | undefined, b: Entry | undefined): boolean {
  return !!a && !!b && stable(a) === stable(b);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)))
      : item,
  );
}

/** What a screen shows of an entry: the draft when there is one, else the published version. */
export function currentOf<K extends CatalogueKind>(state: EntryState<K>): Entry<K> | undefined {
  return state.draft ?? state.published;
}

export type EntryStatus = "published" | "draft" | "publishedWithDraft" | "retired";

export function statusOf(state: EntryState): EntryStatus {
  const published = state.published;
  if (published?.kind === "excursion" && (published.data as ExcursionData).retired && !state.draft) return "retired";
  if (!published) return "draft";
  return state.draft && !sameEntry(state.draft, published) ? "publishedWithDraft" : "published";
}

/** The languages in which some text waits for a review. */
export function reviewLanguages(entry: Entry | undefined): Lang[] {
  if (!entry) return [];
  return (Object.entries(entry.review) as [Lang, Record<string, unknown> | undefined][])
    .filter(([, marks]) => marks && Object.keys(marks).length)
    .map(([lang]) => lang);
}

/** The text fields of a kind, each with its length limit and its preview (app/catalogue/fields.ts). */
function fieldsOf(kind: CatalogueKind): readonly TextField[] {
  return textFields[kind];
}
