import type { Lang } from "../../../i18n/languages.ts";
import { en, type DraftTexts } from "./en.ts";
import { es } from "./es.ts";

/** The banner's words on a page in `lang`: English on an English page, else the owner's Spanish. */
export function draftTexts(lang: Lang): DraftTexts {
  return lang === "en" ? en : es;
}
