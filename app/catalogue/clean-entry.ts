/** An entry as it is kept: only what an entry is made of. */
import type { Lang } from "../i18n/languages.ts";
import type { Entry } from "./model.ts";

export function cleanEntry(entry: Entry): Entry {
  // Only what an entry is made of is kept (a posted form or a file may carry more).
  const texts: Entry["texts"] = {};
  for (const [lang, fields] of Object.entries(entry.texts ?? {})) {
    if (!fields || typeof fields !== "object") continue;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) if (typeof value === "string") kept[name] = value.replace(/\r\n?/g, "\n");
    texts[lang as Lang] = kept;
  }
  return { kind: entry.kind, key: entry.key, data: entry.data, texts, review: entry.review ?? {} };
}
