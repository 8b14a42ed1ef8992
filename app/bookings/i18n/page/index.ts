import type { Lang } from "../../../i18n/languages.ts";
import { en, type BookingPageTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { BookingPageTexts };
export const bookingPageTexts: Record<Lang, BookingPageTexts> = { en, es, fr, pt, it };
