import type { Lang } from "../../i18n/languages.ts";
import { en, type OfflineTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

/** Offline texts per language; the offline page's loader sends only its own language's. */
export const offlineTexts: Record<Lang, OfflineTexts> = { en, es, fr, pt, it };
export type { OfflineTexts };
