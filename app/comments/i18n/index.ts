import type { Lang } from "../../i18n/languages.ts";
import { en, type CommentTexts } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { pt } from "./pt.ts";

/** Comments texts per language; the loader sends only the page's language to the browser. */
export const commentTexts: Record<Lang, CommentTexts> = { en, es, fr, pt, it };
export type { CommentTexts };
