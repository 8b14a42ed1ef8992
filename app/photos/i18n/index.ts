import { fill } from "../../i18n/fill.ts";
import { languageNames, type Lang } from "../../i18n/languages.ts";
import type { PhotoRefusal } from "../service.server.ts";
import { en, type PhotoTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export const photoTexts: Record<Lang, PhotoTexts> = { en, es, fr, pt, it };

/** Why a photo was refused, in the owner's language (`about`: the language whose alt text is missing). */
export function photoRefusalText(lang: Lang, problem: PhotoRefusal, about?: Lang): string {
  return fill(photoTexts[lang].problems[problem], { language: about ? languageNames[about] : "" });
}
