/**
 * The workspace's words for plain values, in its language, from `Intl` and its dictionary: a
 * language's or a region's name, a list in a sentence, counts and shares, a session's device.
 * Every workspace screen (a feature's too) asks here; the labels of the site's own keys (an
 * excursion, a page, a photo place) are the workspace screens' (app/photos/workspace/labels.server.ts).
 */
import { workspaceTexts, type WorkspaceLang } from "./i18n/index.ts";

/** A name as the start of a line: `Intl` gives "francés", a line of the workspace says "Francés". */
function capitalized(text: string, lang: WorkspaceLang): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(type: "language" | "region", code: string, lang: WorkspaceLang): string | undefined {
  const key = `${type}-${lang}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames(lang, { type, fallback: "none" })));
  try {
    return names.of(code);
  } catch {
    // Not a language tag or region code at all.
    return undefined;
  }
}

/** A language's name ("es" → "Español", "pt-BR" → "Portugués (Brasil)"); the code itself only when no name is known. */
export function languageLabel(code: string, lang: WorkspaceLang): string {
  const name = displayName("language", code, lang);
  return name ? capitalized(name, lang) : code;
}

/** A language's name inside a sentence, as the language writes it there ("en francés", "in French"). */
export function languageInSentence(code: string, lang: WorkspaceLang): string {
  return displayName("language", code, lang) ?? code;
}

/** Names as a list in a sentence: "francés, portugués e italiano". */
export function listText(items: string[], lang: WorkspaceLang): string {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(items);
}

/** A region's name ("AR" → "Argentina"). */
export function regionLabel(code: string, lang: WorkspaceLang): string {
  return displayName("region", code.toUpperCase(), lang) ?? code;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: WorkspaceLang, kind: "count" | "plain" | "percent"): Intl.NumberFormat {
  const key = `${lang}-${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === "percent" ? { style: "percent", maximumFractionDigits: 1 } : kind === "plain" ? { useGrouping: false } : {};
    numberFormats.set(key, (format = new Intl.NumberFormat(lang, options)));
  }
  return format;
}

/** A count as the workspace's language writes it ("1.234" in Spanish). */
export function countText(count: number, lang: WorkspaceLang): string {
  return numberFormat(lang, "count").format(count);
}

/** A count without group separators, for a spreadsheet to read as a number in any language. */
export function plainCountText(count: number, lang: WorkspaceLang): string {
  return numberFormat(lang, "plain").format(count);
}

/** A share (0.167) as a percentage ("16,7 %"). */
export function percentText(share: number, lang: WorkspaceLang): string {
  return numberFormat(lang, "percent").format(share);
}

const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bOPR\//, "Opera"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/** A session's device as a person says it ("Chrome en Android"), from its browser's user agent; the agent itself when neither is known. */
export function deviceLabel(userAgent: string, lang: WorkspaceLang): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} ${workspaceTexts[lang].account.on} ${system}`;
  return browser ?? system ?? (userAgent || workspaceTexts[lang].requests.none);
}
