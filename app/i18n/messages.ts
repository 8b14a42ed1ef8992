import type { Lang } from "./languages.ts";
import { en, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { it } from "./it.ts";

/** Shell texts per language. Loaders pick one language, so the browser only receives that one. */
export const messages: Record<Lang, Messages> = { en, es, fr, pt, it };
export type { Messages };

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}
