import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { PhotoRefusal } from "../service.server.ts";
import { en, type PhotoTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export const photoTexts: Record<Lang, PhotoTexts> = { en, es, fr, pt, it };

/**
 * Why a photo was refused, in the owner's language (`about`: the language whose alt text is
 * missing, named as the owner's language names it inside a sentence: "en portugués", "in Portuguese").
 */
export function photoRefusalText(lang: Lang, problem: PhotoRefusal, about?: Lang): string {
  const language = about ? (new Intl.DisplayNames(lang, { type: "language" }).of(about) ?? about) : "";
  return fill(photoTexts[lang].problems[problem], { language });
}
