import { fill } from "./fill.ts";

/** The `{name}` placeholders of a text, sorted and without repeats. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))].sort();
}

/** Fills the placeholders of every string inside a plain object or array; other values stay. */
export function renderDeep<T>(value: T, values: Record<string, string | number>): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => renderDeep(item, values)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = renderDeep(item, values);
    return out as T;
  }
  return value;
}

/** Every string inside a plain object or array, with a readable path (`cards.frey.title`). */
export function stringsWithPaths(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsWithPaths(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsWithPaths(item, path ? `${path}.${key}` : key));
  }
  return [];
}
