import { site } from "../config/site.ts";
import type { Lang } from "../i18n/languages.ts";

/** Dates in the business's own time zone, so the server's HTML and the browser agree. */
const TIME_ZONE = site.timeZone;

/**
 * One formatter per language, made on first use: creating one costs far more than formatting with
 * it (about 30 ms on a mid-range phone, as long as the rest of hydration put together). So the
 * server writes the dates of the comments it sends (`CommentView.dateText`), and the browser makes
 * a formatter only for a comment that arrives live.
 */
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

export function formatCommentDate(createdAt: number, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
    dateFormats.set(lang, format);
  }
  return format.format(createdAt);
}
