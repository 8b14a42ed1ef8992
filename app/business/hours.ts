/**
 * Opening hours as a visitor reads them: the owner's "08:00" and "20:00" are wall-clock times in the
 * business's time zone, shown in the visitor's language with that zone named (`8:00 AM – 8:00 PM GMT-3`).
 */

/** How far `timeZone`'s clock is ahead of UTC at `at` (ms). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return (
    Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - Math.floor(at / 1000) * 1000
  );
}

/** The instant a `HH:MM` wall-clock time happens in `timeZone`, on the zone's day of `day`. */
function wallTime(time: string, timeZone: string, day: number): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const local = new Date(day + zoneOffset(day, timeZone));
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes);
  return new Date(guess - zoneOffset(guess - zoneOffset(guess, timeZone), timeZone));
}

/** The hours from `opens` to `closes` (`HH:MM`) in `lang`, with the business's time zone named. */
export function openingHours(lang: string, opens: string, closes: string, timeZone: string, day: number): string {
  const format = new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
  return format.formatRange(wallTime(opens, timeZone, day), wallTime(closes, timeZone, day));
}
