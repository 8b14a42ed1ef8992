/**
 * Calendar days in a named time zone, worked out through the zone's rules (Intl), never a fixed
 * offset: a zone that changes its offset (daylight saving time, or a country changing its mind, as
 * Argentina has) still gets its days right. Plain code, for the server and for tests.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) it is at `time` in `zone`. */
export function dateIn(zone: string, time: number): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(zone, format);
  }
  return format.format(time);
}

/** How far `zone`'s wall clock is ahead of UTC at `time`, in milliseconds (negative west of Greenwich). */
export function offsetIn(zone: string, time: number): number {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(time)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/** The first instant (epoch milliseconds) of the calendar day `day` (`YYYY-MM-DD`) in `zone`. */
export function dayStartIn(zone: string, day: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a day: ${day}`);
  // The wall clock's midnight, moved by the offset in force then; a second pass settles a day whose
  // offset changes in its first hours. Where midnight itself is skipped (a clock moved forward at
  // 00:00), the day begins at the first instant that is on it.
  let start = midnight - offsetIn(zone, midnight);
  start = midnight - offsetIn(zone, start);
  while (dateIn(zone, start) < day) start += 15 * 60 * 1000;
  while (dateIn(zone, start - 1) === day) start -= 15 * 60 * 1000;
  return start;
}

/** The day after `day` (`YYYY-MM-DD`), on the calendar. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
