import type { Lang } from "../../../i18n/languages.ts";
import { en, type ExcursionWords, type SeedTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { SeedTexts };

/** The seed's texts per language. A language added here must `satisfies SeedTexts`. */
export const seedTexts: Record<Lang, SeedTexts> = { en, es, fr, pt, it };
