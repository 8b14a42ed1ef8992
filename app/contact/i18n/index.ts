import type { Lang } from "../../i18n/languages.ts";
import { en, type ContactTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

/** Contact texts per language; the page's loader sends only its language's form texts to the browser. */
export const contactTexts: Record<Lang, ContactTexts> = { en, es, fr, pt, it };
export type { ContactTexts };
