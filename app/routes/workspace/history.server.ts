/**
 * The history's rows in the owner's words: what was changed (a request by its reference, a photo
 * by its place's name, the business's details by their labels, a catalogue entry by its name) and
 * each value before and after by its name ("Estado: Confirmada", not `{"status":"confirmed"}`). A
 * value the workspace has no word for is shown as it was recorded.
 */
import { dayText, moneyRecordText } from "../../payments/words.ts";
import { site } from "../../config/site.ts";
import { businessTexts } from "../../business/i18n/index.ts";
import type { Catalogue } from "../../catalogue/model.ts";
import type { AuditAction, AuditRow } from "../../workspace/audit.server.ts";
import { workspaceTexts, type WorkspaceLang } from "../../workspace/i18n/index.ts";
import { catalogueSubjectText } from "../../catalogue/workspace/catalogue.server.ts";
import { languageLabel, offerName, placeLabel } from "../../photos/workspace/labels.server.ts";

export type HistoryRow = {
  id: number;
  at: number;
  actor: string;
  action: AuditAction;
  what: string;
  subject: string;
  before: [string, string][] | null;
  after: [string, string][] | null;
};

function subjectText(row: AuditRow, lang: WorkspaceLang, catalogue: Catalogue, departures: ReadonlyMap<number, string>): string {
  const t = workspaceTexts[lang].history.subjects;
  const subject = row.subject;
  if (row.action === "photo.set" || row.action === "photo.removed") return placeLabel(catalogue, subject, lang);
  // A catalogue entry by its name when the change was made (a key never shows).
  if (row.action.startsWith("catalogue.")) return catalogueSubjectText(subject, lang) ?? subject;
  if (row.action === "business.changed") {
    const labels = businessTexts[lang].labels as Record<string, string>;
    return subject
      .split(", ")
      .map((field) => labels[field] ?? field)
      .join(", ");
  }
  let match: RegExpExecArray | null;
  if ((match = /^comment #(\d+)$/.exec(subject))) return `${t.comment} #${match[1]}`;
  if ((match = /^request (\S+)$/.exec(subject))) return `${t.request} ${match[1]}`;
  if ((match = /^departure #(\d+)$/.exec(subject)))
    return departures.has(Number(match[1])) ? `${t.departure} ${departures.get(Number(match[1]))}` : `${t.departure} #${match[1]}`;
  if ((match = /^member (.+)$/.exec(subject))) return match[1]!;
  if ((match = /^session #(\d+)$/.exec(subject))) return `${t.session} #${match[1]}`;
  if ((match = /^passkey "(.*)" of (.+)$/s.exec(subject))) return `${t.passkey} «${match[1]}» · ${match[2]}`;
  if ((match = /^passkey "(.*)"$/s.exec(subject))) return `${t.passkey} «${match[1]}»`;
  if ((match = /^email #(\d+) to (.+)$/.exec(subject))) return `${t.email} #${match[1]} · ${match[2]}`;
  return subject;
}

function valueText(
  key: string,
  value: unknown,
  action: AuditAction,
  lang: WorkspaceLang,
  catalogue: Catalogue,
  departures: ReadonlyMap<number, string>,
): string {
  const texts = workspaceTexts[lang];
  if (value === null || value === undefined || value === "") return texts.requests.none;
  if (typeof value === "boolean") return value ? texts.history.yes : texts.history.no;
  if (Array.isArray(value)) return value.map((item) => valueText(key, item, action, lang, catalogue, departures)).join(", ");
  if (typeof value === "object") {
    // A record inside a record (the email a confirmation sent: to, subject, the owner's line): its lines in words.
    const fields = texts.history.fields as Record<string, string>;
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, item]) => `${fields[inner] ?? inner}: ${valueText(inner, item, action, lang, catalogue, departures)}`)
      .join(" · ");
  }
  const text = String(value);
  if (key === "status") {
    const statuses: Record<string, string> = action.startsWith("departure.")
      ? texts.departures.statuses
      : action.startsWith("comment.")
        ? texts.history.commentStatuses
        : texts.requests.statuses;
    return statuses[text] ?? text;
  }
  if (key === "state") return (texts.messages.states as Record<string, string>)[text] ?? text;
  if (key === "role") return (texts.roles as Record<string, string>)[text] ?? text;
  if (key === "offer") return offerName(catalogue, text, lang);
  if (key === "language") return languageLabel(text, lang);
  // A payment's (app/bookings/payments/): amounts as the language writes money, the method and state in words.
  if (key === "amount" || key === "total" || key === "paid" || key === "due") return moneyRecordText(text, lang) ?? text;
  if (key === "method") return (texts.payments.methods as Record<string, string>)[text] ?? text;
  if (key === "paidOn" || key === "startDate" || key === "endDate") return dayText(text, texts.dateTime);
  if (key === "standing") return (texts.payments.states as Record<string, string>)[text] ?? text;
  if (key === "expiresAt" && !Number.isNaN(Date.parse(text)))
    return new Intl.DateTimeFormat(texts.dateTime, { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone }).format(
      Date.parse(text),
    );
  // A departure by its excursion and dates (its number means nothing to the owner).
  if (key === "departure" && departures.has(Number(text))) return departures.get(Number(text))!;
  return text;
}

const internalIds = new Set(["invitation", "email"]);

/** The departures a history's rows name (`departure`), to show by their excursion and dates. */
export function departureIds(rows: AuditRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    const subject = /^departure #(\d+)$/.exec(row.subject);
    if (subject) ids.add(Number(subject[1]));
    for (const json of [row.before, row.after]) {
      const match = json ? /"departure":(\d+)/.exec(json) : null;
      if (match) ids.add(Number(match[1]));
    }
  }
  return [...ids];
}

/** A recorded before or after as labelled lines; null when there was none. */
function changeText(
  json: string | null,
  action: AuditAction,
  lang: WorkspaceLang,
  catalogue: Catalogue,
  departures: ReadonlyMap<number, string>,
): [string, string][] | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [["", json]];
  }
  if (value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) return [["", valueText("", value, action, lang, catalogue, departures)]];
  const fields = workspaceTexts[lang].history.fields as Record<string, string>;
  const labels = action === "business.changed" ? (businessTexts[lang].labels as Record<string, string>) : {};
  return (
    Object.entries(value as Record<string, unknown>)
      // Numbers kept only to find a row again (the invitation's, the queued email's) say nothing to the owner.
      .filter(([key, item]) => !(internalIds.has(key) && typeof item === "number"))
      .map(([key, item]): [string, string] => [
        labels[key] ?? fields[key] ?? key,
        valueText(key, item, action, lang, catalogue, departures),
      ])
  );
}

export function historyInWords(
  rows: AuditRow[],
  lang: WorkspaceLang,
  catalogue: Catalogue,
  departures: ReadonlyMap<number, string> = new Map(),
): HistoryRow[] {
  const actions = workspaceTexts[lang].history.actions;
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    // scripts/owner/ records itself as "command line".
    actor: row.actor === "command line" ? workspaceTexts[lang].history.commandLine : row.actor,
    action: row.action,
    what: actions[row.action] ?? row.action,
    subject: subjectText(row, lang, catalogue, departures),
    before: changeText(row.before, row.action, lang, catalogue, departures),
    after: changeText(row.after, row.action, lang, catalogue, departures),
  }));
}
