import { en, type CatalogueTexts } from "./en.ts";
import { es } from "./es.ts";

export type { CatalogueTexts };
/** The editor's words in the workspace's two languages. */
export const catalogueTexts: Record<"en" | "es", CatalogueTexts> = { en, es };
