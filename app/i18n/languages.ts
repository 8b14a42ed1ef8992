/** The five languages of the site. English is the default and the source of truth for texts. */
export const languages = ["en", "es", "fr", "pt", "it"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

/** Each language's own name, as shown in the selector. */
export const languageNames: Record<Lang, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  pt: "Português",
  it: "Italiano",
};

/** Open Graph locale per language (the business is in Argentina, so Spanish is es_AR). */
export const ogLocales: Record<Lang, string> = {
  en: "en_US",
  es: "es_AR",
  fr: "fr_FR",
  pt: "pt_BR",
  it: "it_IT",
};

/** The colon between a label and its value: French puts a non-breaking space before it. */
export function labelColon(lang: Lang): string {
  return lang === "fr" ? "\u00a0:" : ":";
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * The spec's rule: a browser language starting with es, pt, fr or it selects that language,
 * anything else selects English.
 */
export function langFromBrowserTag(tag: string | null | undefined): Lang {
  const primary = (tag ?? "").trim().toLowerCase().slice(0, 2);
  return isLang(primary) ? primary : defaultLang;
}

/**
 * Applies the browser rule to the visitor's first preference in an Accept-Language header
 * (the server's view of `navigator.language`), honouring q-values.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return defaultLang;
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(",")) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim();
    if (!tag || tag === "*") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return langFromBrowserTag(best?.tag);
}

export const LANG_COOKIE = "lang";

/** The cookie that remembers a visitor's choice for a year, as the language route sets it (app/routes/language.ts). */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads the remembered choice from a Cookie header. */
function langFromCookie(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

/** The language of a request to an unprefixed page: the remembered choice wins over the browser's. */
export function negotiateLang(headers: Pick<Headers, "get">): Lang {
  return langFromCookie(headers.get("cookie")) ?? langFromAcceptLanguage(headers.get("accept-language"));
}
