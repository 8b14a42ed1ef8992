import type { Lang } from "../i18n/languages.ts";

/**
 * Dates in the business's own time zone (app/config/site.ts), so the server's HTML and the browser
 * agree. The browser has the zone from the page's data: importing the site's facts here would split
 * them into a chunk of their own that every page loads.
 */
/**
 * One formatter per language, made on first use: creating one costs far more than formatting with
 * it (about 30 ms on a mid-range phone, as long as the rest of hydration put together). So the
 * server writes the dates of the comments it sends (`CommentView.dateText`), and the browser makes
 * a formatter only for a comment that arrives live.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatCommentDate(createdAt: number, lang: Lang, timeZone: string): string {
  let format = dateFormats.get(`${lang} ${timeZone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone });
    dateFormats.set(`${lang} ${timeZone}`, format);
  }
  return format.format(createdAt);
}
