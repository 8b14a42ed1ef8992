import type { Lang } from "../../../i18n/languages.ts";
import { en, type RemindersTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { RemindersTexts };
export const remindersTexts: Record<Lang, RemindersTexts> = { en, es, fr, pt, it };
