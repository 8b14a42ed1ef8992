import { en } from "./en.ts";
import { es } from "./es.ts";

/** The guide's list's words, in the workspace's languages. */
export const guideListTexts = { en, es } as const;
