import type { Lang } from "../../i18n/languages.ts";
import { en, type BookingTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

export type { BookingTexts };
export const bookingTexts: Record<Lang, BookingTexts> = { en, es, fr, pt, it };
