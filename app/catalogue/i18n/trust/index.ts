import type { Lang } from "../../../i18n/languages.ts";
import { en, type TrustTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export const trustTexts: Record<Lang, TrustTexts> = { en, es, fr, pt, it };
