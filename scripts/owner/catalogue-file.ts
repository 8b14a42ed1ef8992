/**
 * The catalogue as one file, for `npm run catalogue` (./catalogue.ts): written from the published
 * catalogue, read back through the catalogue's own import (the editor's checks, all or nothing,
 * each changed entry published as its next version and recorded in the workspace's history), and
 * every problem said in plain English, one line each: which entry, which field, what is wrong.
 */
import { rename, rm, stat, writeFile, readFile } from "node:fs/promises";
import type { Actor, AuditEntry } from "../../app/workspace/audit.server.ts";
import { auditSubject } from "../../app/catalogue/workspace/catalogue.server.ts";
import { CATALOGUE_LIMITS, type CatalogueProblem } from "../../app/catalogue/check.ts";
import { fieldOf } from "../../app/catalogue/fields.ts";
import {
  type Entry,
  catalogueKinds,
  currencies,
  physicalLevels,
  priceUnits,
  type CatalogueFile,
  type CatalogueKind,
} from "../../app/catalogue/model.ts";
import { CATALOGUE_FILE_MAX_BYTES } from "../../app/catalogue/service.server.ts";
import type { CatalogueService, Problems } from "../../app/catalogue/service-types.ts";
import { languages } from "../../app/i18n/languages.ts";

/** A catalogue file is a few hundred kilobytes; anything this large is not one (refused unread). */
export const MAX_FILE_BYTES = CATALOGUE_FILE_MAX_BYTES;

/** The file format this site reads and writes (`version` in the file). */
const FILE_VERSION = 1;

export type Outcome = { ok: boolean; lines: string[] };

const kindNames: Record<CatalogueKind, [one: string, many: string]> = {
  excursion: ["excursion", "excursions"],
  rental: ["rental item", "rental items"],
  team: ["team member", "team members"],
  home: ["home page", "home page"],
  payment: ["payment block", "payment block"],
  policies: ["policies", "policies"],
};

const englishName = new Intl.DisplayNames("en", { type: "language" });
const languageName = (tag: string) => {
  try {
    return englishName.of(tag) ?? tag;
  } catch {
    return tag;
  }
};

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** `3 excursions, 14 rental items, 5 team members, the home page, …`. */
function contents(file: CatalogueFile): string {
  return catalogueKinds
    .map((kind) => {
      const n = file.entries.filter((entry) => entry.kind === kind).length;
      if (n === 0) return undefined;
      const [one, many] = kindNames[kind];
      return one === many ? `the ${one}` : count(n, one, many);
    })
    .filter(Boolean)
    .join(", ");
}

/** The languages that have any text in the file, in the site's order. */
function languagesIn(file: CatalogueFile): string[] {
  return languages.filter((lang) => file.entries.some((entry) => Object.keys(entry.texts?.[lang] ?? {}).length > 0));
}

/**
 * Writes the whole published catalogue to `target` (pretty-printed UTF-8 JSON). Written beside it
 * first and renamed, so an interrupted export never leaves half a file where a good one was.
 */
export async function exportCatalogue(catalogue: Pick<CatalogueService, "exportFile">, target: string): Promise<Outcome> {
  const file = await catalogue.exportFile();
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const partial = `${target}.partial`;
  try {
    await writeFile(partial, text, "utf8");
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    return { ok: false, lines: [`Could not write ${target}: ${(error as Error).message}`] };
  }
  const size = Buffer.byteLength(text);
  return {
    ok: true,
    lines: [
      `Wrote the published catalogue to ${target} (${Math.max(1, Math.round(size / 1024)).toLocaleString("en")} kB): ${contents(file)}.`,
      `Languages: ${languagesIn(file)
        .map((lang) => `${languageName(lang)} (${lang})`)
        .join(", ")}. Drafts not yet published are left out.`,
    ],
  };
}

/**
 * The file at `source` as JSON that looks like a catalogue file, or what is wrong with it in words
 * (missing, a folder, too large, not UTF-8 text, not JSON, not a catalogue, a newer format).
 */
export async function readCatalogueFile(source: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  let size: number;
  try {
    const info = await stat(source);
    if (info.isDirectory()) return { ok: false, message: `${source} is a folder, not a catalogue file.` };
    size = info.size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === "ENOENT" ? `There is no file ${source}.` : `Cannot read ${source}: ${(error as Error).message}` };
  }
  if (size > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `${source} is ${(size / 1024 / 1024).toFixed(1)} MB: a catalogue file is at most ${MAX_FILE_BYTES / 1024 / 1024} MB (an exported one is a few hundred kB). Nothing was imported.`,
    };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await readFile(source));
  } catch (error) {
    if (error instanceof TypeError)
      return { ok: false, message: `${source} is not UTF-8 text: save it as UTF-8 (the catalogue's export is). Nothing was imported.` };
    return { ok: false, message: `Cannot read ${source}: ${(error as Error).message}` };
  }
  // A byte-order mark some editors add is not part of the JSON.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `${source} is not valid JSON (${(error as Error).message}). A comma or quote may be missing or extra near there. Nothing was imported.`,
    };
  }
  const shape = value as Partial<CatalogueFile> | null;
  if (!shape || typeof shape !== "object" || Array.isArray(shape) || shape.format !== "catalogue" || !Array.isArray(shape.entries)) {
    return {
      ok: false,
      message: `${source} is JSON but not a catalogue file (one starts with "format": "catalogue" and lists its "entries"; write one with npm run catalogue -- export FILE). Nothing was imported.`,
    };
  }
  if (shape.version !== FILE_VERSION) {
    const newer = typeof shape.version === "number" && shape.version > FILE_VERSION;
    return {
      ok: false,
      message: newer
        ? `${source} was written by a newer version of the site (catalogue file version ${shape.version}; this one reads version ${FILE_VERSION}). Nothing was imported.`
        : `${source} has no catalogue file version this site reads ("version": ${FILE_VERSION}). Nothing was imported.`,
    };
  }
  return { ok: true, value };
}

type FileEntry = { kind?: unknown; key?: unknown; data?: Record<string, unknown>; texts?: Record<string, Record<string, unknown>> };

/** An entry in words: `Excursion "freyclimb" (Rock climbing in the Frey valley) (entry 1 of the file)`. */
function entryText(entry: FileEntry | undefined, index: number | undefined): string {
  const position = index === undefined ? "" : ` (entry ${index + 1} of the file)`;
  if (!entry || typeof entry !== "object") return `Entry ${index === undefined ? "?" : index + 1} of the file`;
  const kind = typeof entry.kind === "string" ? entry.kind : undefined;
  const key = typeof entry.key === "string" ? entry.key : undefined;
  if (!kind || !(catalogueKinds as readonly string[]).includes(kind))
    return `Entry ${index === undefined ? "?" : index + 1} of the file${kind ? ` (kind "${kind}")` : ""}${key ? ` "${key}"` : ""}`;
  const [one] = kindNames[kind as CatalogueKind];
  const texts = entry.texts && typeof entry.texts === "object" ? entry.texts : {};
  const name =
    typeof entry.data?.name === "string"
      ? entry.data.name
      : ["en", "es", ...languages]
          .map((lang) => texts[lang]?.name ?? texts[lang]?.title)
          .find((value): value is string => typeof value === "string" && value.trim() !== "");
  if (kind === "home" || kind === "payment" || kind === "policies") return `The ${one}${position}`;
  return `${one[0]!.toUpperCase()}${one.slice(1)} "${key ?? "?"}"${name ? ` (${name})` : ""}${position}`;
}

/** Data fields in words, by their path inside an entry (`0` for a list's item). */
const dataNames: Record<string, string> = {
  key: "its key",
  kind: "its kind",
  "data.address": "its address",
  "data.level": "its level",
  "data.pricing": "its price",
  "data.pricing.currency": "its price's currency",
  "data.pricing.tiers": "its prices",
  "data.deposit": "its deposit",
  "data.deposit.amount": "its deposit's amount",
  "data.deposit.percent": "its deposit's percentage",
  "data.meeting.mapUrl": "its meeting point's map link",
  "data.meeting.time": "its meeting time",
  "data.meeting.endTime": "the time it ends",
  "data.rentalItems": "the rental items to bring",
  "data.homeOrder": "its place in the home page's carousel",
  "data.date": "its date",
  "data.retired.movedTo": "the excursion it moved to",
  "data.price.amount": "its price",
  "data.price.currency": "its price's currency",
  "data.order": "its place in the list",
  "data.name": "its name",
  "data.certifications": "its certifications",
  "data.languages": "the languages spoken",
  "data.equipmentOrder": "the equipment card's place in the carousel",
  "data.kitPrice.amount": "the equipment kit's price",
  "data.kitPrice.currency": "the equipment kit's currency",
  "data.kitPrice.people": "the equipment kit's number of people",
};

/** A field in words, with its path as written in the file: `the French text "highlights" (texts.fr.highlights)`. */
function fieldText(path: string): string {
  if (path === "") return "the entry";
  const text = /^texts\.([^.]+)(?:\.(.+))?$/.exec(path);
  if (text) {
    const [, lang, name] = text;
    const language = (languages as readonly string[]).includes(lang!) ? languageName(lang!) : `"${lang}"`;
    return name ? `the ${language} text "${name}" (${path})` : `the texts in ${language} (${path})`;
  }
  const tier = /^data\.pricing\.tiers\.(\d+)\.(amount|unit|days)$/.exec(path);
  if (tier) {
    const what = { amount: "amount", unit: "unit", days: "days" }[tier[2] as "amount" | "unit" | "days"];
    return `price ${Number(tier[1]) + 1}'s ${what} (${path})`;
  }
  const item = /^(data\.(?:rentalItems|languages))\.(\d+)$/.exec(path);
  if (item) return `${dataNames[item[1]!]}, number ${Number(item[2]) + 1} (${path})`;
  const name = dataNames[path];
  return name ? `${name} (${path})` : `"${path}"`;
}

/** The value at a path inside an entry (`texts.fr.name`, `data.pricing.tiers.0.amount`), if any. */
function valueAt(entry: unknown, path: string): unknown {
  let value = entry;
  for (const part of path.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const listOf = (values: readonly string[]) => values.join(", ");

/** What is wrong, in words; `field` and `value` let it name the limit and what the file has. */
function problemText(problem: CatalogueProblem, kind: string | undefined, path: string, value: unknown): string {
  switch (problem) {
    case "required":
      return path.startsWith("texts.")
        ? "is empty or missing: a language with any text needs this one too (or leave the whole language out)"
        : "is required";
    case "too-long": {
      const field = /^texts\.[^.]+\.(.+)$/.exec(path)?.[1];
      const max =
        field && (catalogueKinds as readonly string[]).includes(kind ?? "")
          ? fieldOf(kind as CatalogueKind, field)?.max
          : path === "data.name"
            ? 80
            : path === "data.certifications"
              ? 200
              : undefined;
      const has = typeof value === "string" ? ` (it has ${[...value].length.toLocaleString("en")})` : "";
      return max ? `is too long: at most ${max.toLocaleString("en")} characters${has}` : `is too long${has}`;
    }
    case "one-line":
      return "must be one line (no line breaks)";
    case "link-not-https":
      return "has a link that does not start with https:// (only https links are allowed in texts)";
    case "not-positive-amount":
      return `must be an amount above 0, written as a number without quotes (the file has ${JSON.stringify(value) ?? "nothing"})`;
    case "bad-currency":
      return `must be one of ${listOf(currencies)}`;
    case "bad-unit":
      return `must be one of ${listOf(priceUnits)}`;
    case "bad-days":
      return "must be a whole number of days from 1 to 60";
    case "no-tiers":
      return "needs at least one price";
    case "bad-level":
      return `must be one of ${listOf(physicalLevels)}`;
    case "address-shape":
      return "must be lowercase letters, words joined by single hyphens, at most 60 characters";
    case "address-taken":
      return "is already another excursion's address";
    case "address-reserved":
      return "is the address of another page of the site: choose another";
    case "unknown-rental-item":
      return "names a rental item the catalogue does not have";
    case "unknown-excursion":
      return "names an excursion the catalogue does not have (or one retired)";
    case "moved-to-itself":
      return "cannot be the excursion itself";
    case "bad-map-link":
      return "must be a link starting with https://";
    case "bad-time":
      return "must be a time of day written HH:MM (08:30)";
    case "bad-percent":
      return "must be a percentage above 0 and at most 100";
    case "bad-order":
      return "must be a whole number, 1 or more";
    case "bad-date":
      return "must be a date written YYYY-MM-DD";
    case "bad-language-tag":
      return "must be a language code of two or three lowercase letters (es, en, de)";
    case "unknown-field":
      return "is not a field of this kind of entry (a misspelt name?)";
    case "unknown-language":
      return `is not one of the site's languages (${listOf(languages)})`;
    case "unknown-entry":
      return "is not an entry this catalogue can have";
    case "duplicate-entry":
      return "appears more than once in the file";
    case "too-many-entries":
      return limitsText;
    case "not-a-catalogue":
      return `is not a catalogue entry: each needs a "kind" (one of ${listOf(catalogueKinds)}), a "key", "data" and "texts"`;
  }
}

const limitsText = `a catalogue holds at most ${CATALOGUE_LIMITS.excursion} excursions, ${CATALOGUE_LIMITS.rental} rental items and ${CATALOGUE_LIMITS.team} team members (El catálogo puede tener hasta ${CATALOGUE_LIMITS.excursion} excursiones, ${CATALOGUE_LIMITS.rental} artículos de alquiler y ${CATALOGUE_LIMITS.team} personas en el equipo)`;

/** The catalogue over its limits: which kind (or the file's size), and the limits, in English and in Spanish (the owner's). */
function tooManyLine(path: string, file: unknown): string {
  const entries = (file as Partial<CatalogueFile> | null)?.entries ?? [];
  if (path === "entries") return `- The file has ${count(entries.length, "entry", "entries")}: ${limitsText}`;
  const kind = path as keyof typeof CATALOGUE_LIMITS;
  const [, many] = kindNames[kind] ?? ["entry", "entries"];
  return `- Too many ${many}: ${limitsText}`;
}

/**
 * Every problem as one line: which entry, which field, what is wrong. A problem's `path` starts
 * with the entry's place in the file (`entries.3.texts.fr.name`); one without is about the file.
 */
function problemLines(problems: Problems, file: unknown): string[] {
  const entries = (file as Partial<CatalogueFile> | null)?.entries;
  return problems.map(({ path, problem }) => {
    const match = /^entries\.(\d+)(?:\.(.*))?$/.exec(path);
    if (!match) {
      if (problem === "not-a-catalogue" && path === "") return "- The file is not a catalogue file";
      if (problem === "too-many-entries") return tooManyLine(path, file);
      return `- The file, ${fieldText(path)}: ${problemText(problem, undefined, path, valueAt(file, path))}`;
    }
    const index = Number(match[1]);
    const entry = Array.isArray(entries) ? (entries[index] as FileEntry | undefined) : undefined;
    const inner = match[2] ?? "";
    const kind = typeof entry?.kind === "string" ? entry.kind : undefined;
    const field = inner ? `, ${fieldText(inner)}` : "";
    return `- ${entryText(entry, index)}${field}: ${problemText(problem, kind, inner, valueAt(entry, inner))}`;
  });
}

/** An entry the file does not have (never: an import publishes only the file's), named by its key. */
const fallback = (kind: CatalogueKind, key: string) => ({ kind, key, data: {}, texts: {}, review: {} }) as unknown as Entry;

/** The workspace's history, as the command writes to it (the history screen lists it with the rest). */
type History = { record(entry: AuditEntry): Promise<void> };

/**
 * Reads `source` and imports it as `by`: nothing changes unless every entry passes; each entry
 * that differs from its published version is published as its next version and recorded in the
 * workspace's history.
 */
export async function importCatalogue(services: ImportServices, source: string, by: string): Promise<Outcome> {
  const read = await readCatalogueFile(source);
  if (!read.ok) return { ok: false, lines: [read.message] };
  return importRead(services, read.value, source, by);
}

type ImportServices = { catalogue: Pick<CatalogueService, "importFile">; workspace: History };

/** Imports a file already read by `readCatalogueFile` (`source` names it in the messages). */
export async function importRead(services: ImportServices, value: unknown, source: string, by: string): Promise<Outcome> {
  const result = await services.catalogue.importFile(value, by);
  if (!result.ok) {
    return {
      ok: false,
      lines: [
        `Nothing was imported: ${source} has ${count(result.problems.length, "problem")}. Correct ${result.problems.length === 1 ? "it" : "them all"} and import again.`,
        ...problemLines(result.problems, value),
      ],
    };
  }
  const actor: Actor = { id: null, email: by };
  const entries = (value as CatalogueFile).entries;
  const lines: string[] = [];
  for (const { kind, key, version } of result.value.published) {
    await services.workspace.record({
      actor,
      action: "catalogue.published",
      // As the workspace's editor records a publish: the entry by its name, in Spanish if it has one.
      subject: auditSubject(entries.find((entry) => entry?.kind === kind && entry?.key === key) ?? fallback(kind, key), "es"),
      before: version > 1 ? { version: version - 1 } : null,
      after: { version },
    });
    const index = entries.findIndex((entry) => entry?.kind === kind && entry?.key === key);
    const entry = index >= 0 ? entries[index] : { kind, key };
    lines.push(`- ${entryText(entry as FileEntry, undefined)}: published as version ${version}`);
  }
  const published = result.value.published.length;
  const unchanged = entries.length - published;
  if (published === 0)
    return { ok: true, lines: [`Nothing changed: every entry in ${source} is as published (${count(unchanged, "entry", "entries")}).`] };
  return {
    ok: true,
    lines: [
      `Imported ${source}: ${count(published, "entry", "entries")} published, ${count(unchanged, "entry", "entries")} unchanged. Every page shows them on its next load.`,
      ...lines,
    ],
  };
}
