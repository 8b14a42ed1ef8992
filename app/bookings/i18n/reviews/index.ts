import type { Lang } from "../../../i18n/languages.ts";
import type { InLanguage } from "../../../i18n/plural.ts";
import { en, type ReviewTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { ReviewTexts };
export const reviewTexts: { [L in Lang]: InLanguage<ReviewTexts, L> } = { en, es, fr, pt, it };
