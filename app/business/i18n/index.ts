import type { Lang } from "../../i18n/languages.ts";
import type { BusinessError } from "../schema.ts";
import { en, type BusinessTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export const businessTexts: Record<Lang, BusinessTexts> = { en, es, fr, pt, it };

export function businessErrorText(lang: Lang, error: BusinessError): string {
  return businessTexts[lang].errors[error];
}
