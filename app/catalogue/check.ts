/**
 * The checks every catalogue entry passes before it is kept, the same for the editor, a publish and
 * an import: all problems at once, each with where it is. Texts are plain text (HTML in them is
 * shown as text, never refused); a link in a text must be https.
 */
import { languages, type Lang } from "../i18n/languages.ts";
import { EXCURSION_ADDRESS } from "../site/pages.ts";
import { textFields } from "./fields.ts";
import {
  currencies,
  physicalLevels,
  priceUnits,
  type Catalogue,
  type CatalogueKind,
  type Entry,
  type ExcursionData,
  type HomeData,
  type RentalData,
  type TeamData,
} from "./model.ts";

export type CatalogueProblem =
  | "required"
  | "too-long"
  | "one-line"
  | "link-not-https"
  | "not-positive-amount"
  | "bad-currency"
  | "bad-unit"
  | "bad-days"
  | "no-tiers"
  | "bad-level"
  | "address-shape"
  | "address-taken"
  | "address-reserved"
  | "unknown-rental-item"
  | "unknown-excursion"
  | "moved-to-itself"
  | "bad-map-link"
  | "bad-time"
  | "bad-percent"
  | "bad-order"
  | "bad-date"
  | "bad-language-tag"
  | "unknown-field"
  | "unknown-language"
  | "unknown-entry"
  | "duplicate-entry"
  | "too-many-entries"
  | "not-a-catalogue";

type Problem = { path: string; problem: CatalogueProblem };

/**
 * The most entries of each kind a catalogue holds (decision 0101): a guiding business offers a
 * few dozen excursions; these bounds keep every screen and page that lists them within its budget
 * (the workspace's Home under 100 kB) and a file's import within the server's memory. The home
 * page, the payment block and the policies are one each.
 */
export const CATALOGUE_LIMITS = { excursion: 500, rental: 500, team: 100 } as const;
/** Entries a catalogue file may hold: every kind at its limit, and the three single entries. */
export const CATALOGUE_FILE_MAX_ENTRIES = CATALOGUE_LIMITS.excursion + CATALOGUE_LIMITS.rental + CATALOGUE_LIMITS.team + 3;

/** The catalogue's kinds over their limit, each as a problem whose path names the kind. */
export function limitProblems(catalogue: Pick<Catalogue, "excursions" | "rental" | "team">): Problem[] {
  const counts = { excursion: catalogue.excursions.length, rental: catalogue.rental.length, team: catalogue.team.length };
  return (Object.keys(CATALOGUE_LIMITS) as Array<keyof typeof CATALOGUE_LIMITS>)
    .filter((kind) => counts[kind] > CATALOGUE_LIMITS[kind])
    .map((kind) => ({ path: kind, problem: "too-many-entries" as const }));
}

/** An excursion's address: lowercase letters in words joined by single hyphens. */
export const ADDRESS_PATTERN = EXCURSION_ADDRESS;
export const ADDRESS_MAX = 60;

/**
 * Addresses a new excursion can never take: the site's other pages and routes, its files, the
 * languages (each is a path's first segment), and the name its photo places would share with the
 * neutral drawings.
 */
export const reservedAddresses: ReadonlySet<string> = new Set([
  ...languages,
  "alquilerequipoescalada",
  "about",
  "contactform",
  "contact",
  "admin",
  "language",
  "offline",
  "comments",
  "photos",
  "media",
  "analytics",
  "assets",
  "img",
  "icons",
  "fonts",
  "sitemap",
  "robots",
  "sw",
  "favicon",
  "manifest",
  "drills",
  // The neutral drawings' name (`excursion-default-hero`): an excursion's photo places are named after its key.
  "default",
]);

/** A text's length as a visitor counts it: characters, not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

/** Every http(s)-looking link in a text; the plain-text renderer links only https ones. */
const LINK = /\b(?:(?:https?|ftp):\/\/|(?:javascript|data|vbscript):(?=\S))[^\s<>"]*/gi;

function hasNonHttpsLink(text: string): boolean {
  return [...text.matchAll(LINK)].some((match) => !match[0].toLowerCase().startsWith("https://"));
}

export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const positive = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value > 0 && value <= 100_000_000;
const wholeAtLeast = (value: unknown, min: number) => typeof value === "number" && Number.isInteger(value) && value >= min;

/** The texts of an entry: every language's fields, for the kind's shape. */
function checkTexts(entry: Entry, problems: Problem[]): void {
  const fields = textFields[entry.kind];
  for (const [lang, texts] of Object.entries(entry.texts ?? {})) {
    if (!(languages as readonly string[]).includes(lang)) {
      problems.push({ path: `texts.${lang}`, problem: "unknown-language" });
      continue;
    }
    if (!texts || typeof texts !== "object") continue;
    for (const [name, value] of Object.entries(texts)) {
      const field = fields.find((candidate) => candidate.name === name);
      const path = `texts.${lang}.${name}`;
      if (!field) {
        problems.push({ path, problem: "unknown-field" });
        continue;
      }
      if (typeof value !== "string") {
        problems.push({ path, problem: "required" });
        continue;
      }
      if (textLength(value) > field.max) problems.push({ path, problem: "too-long" });
      if (field.shape === "line" && /[\r\n]/.test(value)) problems.push({ path, problem: "one-line" });
      if (hasNonHttpsLink(value)) problems.push({ path, problem: "link-not-https" });
    }
    // A language with any text must have every required one: a page is never half in a language.
    const started = Object.values(texts).some((value) => typeof value === "string" && value.trim() !== "");
    if (started) {
      for (const field of fields) {
        if (field.required && !(texts[field.name] ?? "").trim())
          problems.push({ path: `texts.${lang}.${field.name}`, problem: "required" });
      }
    }
  }
}

/** Whether an entry has every required text in a language (that language can be published). */
export function hasTextsIn(entry: Entry, lang: Lang): boolean {
  const texts = entry.texts[lang];
  if (!texts) return false;
  return textFields[entry.kind].every((field) => !field.required || (texts[field.name] ?? "").trim() !== "");
}

/**
 * The language an entry's texts are shown in on a page in `lang`: `lang` when it has them, else
 * English, else the first language that has them (the page marks them with their `lang`).
 */
export function textLangOf(entry: Entry, lang: Lang): Lang {
  if (hasTextsIn(entry, lang)) return lang;
  if (hasTextsIn(entry, "en")) return "en";
  return languages.find((other) => hasTextsIn(entry, other)) ?? lang;
}

function checkExcursion(data: ExcursionData, key: string, catalogue: Catalogue | undefined, problems: Problem[]): void {
  const address = data.address;
  if (typeof address !== "string" || !ADDRESS_PATTERN.test(address) || address.length > ADDRESS_MAX) {
    problems.push({ path: "data.address", problem: "address-shape" });
  } else if (reservedAddresses.has(address)) {
    problems.push({ path: "data.address", problem: "address-reserved" });
  } else if (catalogue?.excursions.some((other) => other.key !== key && other.data.address === address)) {
    problems.push({ path: "data.address", problem: "address-taken" });
  }
  if (!(physicalLevels as readonly string[]).includes(data.level)) problems.push({ path: "data.level", problem: "bad-level" });
  const pricing = data.pricing;
  if (!pricing || !(currencies as readonly string[]).includes(pricing.currency))
    problems.push({ path: "data.pricing.currency", problem: "bad-currency" });
  if (!Array.isArray(pricing?.tiers) || pricing.tiers.length === 0) problems.push({ path: "data.pricing.tiers", problem: "no-tiers" });
  else {
    pricing.tiers.forEach((tier, index) => {
      const path = `data.pricing.tiers.${index}`;
      if (!positive(tier?.amount)) problems.push({ path: `${path}.amount`, problem: "not-positive-amount" });
      if (!(priceUnits as readonly string[]).includes(tier?.unit)) problems.push({ path: `${path}.unit`, problem: "bad-unit" });
      if (tier?.days !== undefined && !(wholeAtLeast(tier.days, 1) && tier.days <= 60))
        problems.push({ path: `${path}.days`, problem: "bad-days" });
    });
  }
  const deposit = data.deposit;
  if (deposit) {
    if (deposit.kind === "amount" && !positive(deposit.amount))
      problems.push({ path: "data.deposit.amount", problem: "not-positive-amount" });
    else if (deposit.kind === "share" && !(typeof deposit.percent === "number" && deposit.percent > 0 && deposit.percent <= 100)) {
      problems.push({ path: "data.deposit.percent", problem: "bad-percent" });
    } else if (deposit.kind !== "amount" && deposit.kind !== "share") problems.push({ path: "data.deposit", problem: "bad-percent" });
  }
  if (data.meeting?.mapUrl && !isHttpsUrl(data.meeting.mapUrl)) problems.push({ path: "data.meeting.mapUrl", problem: "bad-map-link" });
  for (const part of ["time", "endTime"] as const) {
    const time = data.meeting?.[part];
    if (time && !/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)) problems.push({ path: `data.meeting.${part}`, problem: "bad-time" });
  }
  if (catalogue) {
    (data.rentalItems ?? []).forEach((item, index) => {
      if (!catalogue.rental.some((rental) => rental.key === item))
        problems.push({ path: `data.rentalItems.${index}`, problem: "unknown-rental-item" });
    });
  }
  if (data.homeOrder !== null && !wholeAtLeast(data.homeOrder, 1)) problems.push({ path: "data.homeOrder", problem: "bad-order" });
  if (typeof data.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(data.date)) problems.push({ path: "data.date", problem: "bad-date" });
  const moved = data.retired?.movedTo;
  if (moved) {
    if (moved === key) problems.push({ path: "data.retired.movedTo", problem: "moved-to-itself" });
    else if (catalogue && !catalogue.excursions.some((other) => other.key === moved && !other.data.retired)) {
      problems.push({ path: "data.retired.movedTo", problem: "unknown-excursion" });
    }
  }
}

function checkRental(data: RentalData, problems: Problem[]): void {
  if (!positive(data.price?.amount)) problems.push({ path: "data.price.amount", problem: "not-positive-amount" });
  if (!(currencies as readonly string[]).includes(data.price?.currency))
    problems.push({ path: "data.price.currency", problem: "bad-currency" });
  if (!wholeAtLeast(data.order, 1)) problems.push({ path: "data.order", problem: "bad-order" });
}

function checkTeam(data: TeamData, problems: Problem[]): void {
  if (typeof data.name !== "string" || !data.name.trim()) problems.push({ path: "data.name", problem: "required" });
  else if (textLength(data.name) > 80 || /[\r\n]/.test(data.name)) problems.push({ path: "data.name", problem: "too-long" });
  if (!wholeAtLeast(data.order, 1)) problems.push({ path: "data.order", problem: "bad-order" });
  if (typeof data.certifications !== "string" || textLength(data.certifications) > 200)
    problems.push({ path: "data.certifications", problem: "too-long" });
  (data.languages ?? []).forEach((tag, index) => {
    if (typeof tag !== "string" || !/^[a-z]{2,3}$/.test(tag))
      problems.push({ path: `data.languages.${index}`, problem: "bad-language-tag" });
  });
}

function checkHome(data: HomeData, problems: Problem[]): void {
  if (data.equipmentOrder !== null && !wholeAtLeast(data.equipmentOrder, 1))
    problems.push({ path: "data.equipmentOrder", problem: "bad-order" });
  if (!positive(data.kitPrice?.amount)) problems.push({ path: "data.kitPrice.amount", problem: "not-positive-amount" });
  if (!(currencies as readonly string[]).includes(data.kitPrice?.currency))
    problems.push({ path: "data.kitPrice.currency", problem: "bad-currency" });
  if (!wholeAtLeast(data.kitPrice?.people, 1)) problems.push({ path: "data.kitPrice.people", problem: "bad-order" });
}

/**
 * Every problem of an entry, checked against the published catalogue (for addresses taken and
 * items that must exist). An empty list: the entry can be kept.
 */
export function checkEntry(entry: Entry, catalogue: Catalogue | undefined): Problem[] {
  const problems: Problem[] = [];
  if (!entry || typeof entry !== "object" || !entry.data || typeof entry.data !== "object" || typeof entry.key !== "string") {
    return [{ path: "", problem: "not-a-catalogue" }];
  }
  checkTexts(entry, problems);
  const kind: CatalogueKind = entry.kind;
  if (kind === "excursion") checkExcursion(entry.data as ExcursionData, entry.key, catalogue, problems);
  else if (kind === "rental") checkRental(entry.data as RentalData, problems);
  else if (kind === "team") checkTeam(entry.data as TeamData, problems);
  else if (kind === "home") checkHome(entry.data as HomeData, problems);
  // An entry must be readable in at least one language. A language begun already has its missing
  // texts said above (beside the fields that lack them, never beside one written); an entry with no
  // text at all is told its first required text, in Spanish (the owner's).
  const begun = Object.values(entry.texts ?? {}).some(
    (texts) => texts && typeof texts === "object" && Object.values(texts).some((value) => typeof value === "string" && value.trim() !== ""),
  );
  if (!begun && !languages.some((lang) => hasTextsIn(entry, lang))) {
    const first = textFields[kind].find((field) => field.required);
    if (first) problems.push({ path: `texts.es.${first.name}`, problem: "required" });
  }
  return problems;
}
