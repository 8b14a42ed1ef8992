import type { Lang } from "../../i18n/languages.ts";
import { en, type DeparturesTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { DeparturesTexts };
export const departuresTexts: Record<Lang, DeparturesTexts> = { en, es, fr, pt, it };
