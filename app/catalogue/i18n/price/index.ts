import type { Lang } from "../../../i18n/languages.ts";
import { en, type PriceTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { PriceTexts };
export const priceTexts = { en, es, fr, pt, it } satisfies Record<Lang, unknown>;
