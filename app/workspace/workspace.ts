/**
 * What the workspace's layout hands every screen (its loader's data), and the helpers its screens
 * share in the browser. No server code here.
 */
import { useRouteLoaderData } from "react-router";
import type { PluralForms } from "../i18n/plural.ts";
import type { WorkspaceLang, WorkspaceTexts } from "./i18n/index.ts";
import type { Area, Role } from "./roles.ts";

/**
 * A text with `{name}` slots filled; an entry that takes a count (app/i18n/plural.ts) in the form
 * the language's rules pick for `count`, and with the language given its numbers as the language
 * writes them (app/i18n/fill.ts does the same). The site's own `fill` (app/i18n/fill.ts) shares a chunk with
 * the router's link and form code that every public page loads: importing it here would split that
 * chunk in two and every public page would load a few bytes more (decision 0040).
 */
export function fill(text: string, values: Readonly<Record<string, string>>): string;
export function fill(
  text: string | PluralForms,
  values: Readonly<Record<string, string | number>> & { readonly count: number },
  lang: WorkspaceLang,
): string;
export function fill(text: string | PluralForms, values: Readonly<Record<string, string | number>>, lang?: WorkspaceLang): string {
  const template = typeof text === "string" ? text : pluralForm(text, Number(values.count), lang ?? "en");
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (!Object.hasOwn(values, name)) return slot;
    const value = values[name];
    return typeof value === "number" && lang ? numberText(value, lang) : String(value);
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the workspace's language writes it: "5,000" in English, "5000" in Spanish (which groups from five digits). */
function numberText(value: number, lang: WorkspaceLang): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(value);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of a plural entry that `lang`'s rules pick for `count`, its `{count}` not yet filled. */
export function pluralForm(forms: PluralForms, count: number, lang: WorkspaceLang): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return forms[rules.select(count)] ?? forms.other;
}

export type WorkspaceData = {
  lang: WorkspaceLang;
  texts: WorkspaceTexts;
  member: { email: string; role: Role } | null;
  /** The screens this member's role reaches, in the navigation's order. */
  nav: Area[];
  /** The address of this page in the other language (the language route). */
  path: string;
  /**
   * The forms toolkit's hidden fields' names (app/forms/fields.ts), handed over as data: importing
   * the toolkit's components here would split the chunk the public forms share (decision 0040).
   */
  guardFields: { timeToken: string; formKey: string; honeypot: string };
  /**
   * The business's time zone (app/config/site.ts), handed over as data for the same reason: a
   * module of the public pages imported here would be split into a chunk of its own.
   */
  timeZone: string;
};

export function useWorkspace(): WorkspaceData {
  const data = useRouteLoaderData("admin-layout") as WorkspaceData | undefined;
  if (!data) throw new Error("useWorkspace() used outside the workspace");
  return data;
}

export function useOptionalWorkspace(): WorkspaceData | undefined {
  return useRouteLoaderData("admin-layout") as WorkspaceData | undefined;
}

/**
 * A date and time in the business's time zone (`WorkspaceData.timeZone`), the same on the server and
 * in the browser.
 */
export function formatTime(locale: string, timeZone: string, epoch: number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(epoch);
}

/** A screen's tags: its title, and never indexed. */
export function workspaceMeta(title: string | undefined, texts: WorkspaceTexts | undefined) {
  return [{ title: `${title ? `${title} · ` : ""}${texts?.title ?? "Workspace"}` }, { name: "robots", content: "noindex, nofollow" }];
}
