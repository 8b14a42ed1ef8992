import type { Lang } from "../../../i18n/languages.ts";
import { en, type ReachTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { ReachTexts };
export const reachTexts: Record<Lang, ReachTexts> = { en, es, fr, pt, it };
