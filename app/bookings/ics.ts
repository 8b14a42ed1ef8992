/**
 * A departure as a calendar event (RFC 5545): an `.ics` file attached to the confirmation, which a
 * phone's calendar adds with one tap. Lines end in CRLF and are folded at 75 octets (never inside a
 * character); text values are escaped. The UID is the booking's own, so the same booking sent
 * again updates its event (a later SEQUENCE) instead of adding a second one. Times are the
 * business's wall-clock times, in its time zone, described in the file (Argentina keeps UTC−3 all
 * year): from the meeting time on the first day to the time the excursion ends on the last.
 */

export type DepartureEvent = {
  /** Stable per booking: `BV-7K3Q9M@bariloche.example`. */
  uid: string;
  /** The first day (`YYYY-MM-DD`) and the last (the same for one day). */
  firstDay: string;
  lastDay: string;
  /** The meeting time (`08:30`), or "" when the excursion has none: the event then lasts whole days. */
  time: string;
  /**
   * When the excursion ends on its last day (`16:00`), or "" when the catalogue does not say: the
   * event then lasts to the end of the last day. Unused without a meeting time (whole days).
   */
  endTime: string;
  timeZone: string;
  summary: string;
  /** The meeting place, or "". */
  location: string;
  description: string;
  /** The event's link: the booking's private page, or "" (never the map: decision 0124). */
  url: string;
  /** When the event was written (epoch milliseconds) and how many times before (0 the first). */
  stamp: number;
  sequence: number;
  /** The booking or its departure was cancelled: the same event (its UID, a higher SEQUENCE), `STATUS:CANCELLED`, which a calendar removes or strikes through. */
  cancelled?: boolean;
};

/** The offsets of the time zones the business may be in: fixed ones only (Argentina has no summer time since 2009). */
const fixedOffsets: Record<string, string> = {
  "America/Argentina/Buenos_Aires": "-0300",
  "America/Argentina/Salta": "-0300",
  "America/Argentina/San_Luis": "-0300",
  UTC: "+0000",
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");
}

/** Folds a content line at 75 octets: CRLF and a space before every further piece, never inside a character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; each further one a space and 74.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

const compactDate = (day: string) => day.replaceAll("-", "");

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function utcStamp(time: number): string {
  return `${new Date(time).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** The calendar file of one departure: one VEVENT (and its time zone's description when it has a time). */
export function departureCalendar(event: DepartureEvent): string {
  const timed = /^\d{2}:\d{2}$/.test(event.time);
  const offset = fixedOffsets[event.timeZone];
  const zone = timed && offset ? event.timeZone : undefined;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bariloche Vertical//Bookings//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (zone && offset) {
    const name = `${offset.slice(0, 3)}`;
    lines.push(
      "BEGIN:VTIMEZONE",
      `TZID:${zone}`,
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${name}`,
      "END:STANDARD",
      "END:VTIMEZONE",
    );
  }
  lines.push("BEGIN:VEVENT", `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(event.stamp)}`, `SEQUENCE:${event.sequence}`);
  if (timed) {
    const start = `${compactDate(event.firstDay)}T${event.time.replace(":", "")}00`;
    // From the meeting to the time the excursion ends on its last day; when that is not known (or
    // would come before the meeting, on a one-day trip), to the end of the last day.
    const ends =
      /^\d{2}:\d{2}$/.test(event.endTime) && (event.lastDay > event.firstDay || event.endTime > event.time)
        ? `${compactDate(event.lastDay)}T${event.endTime.replace(":", "")}00`
        : undefined;
    const end = ends ?? `${compactDate(nextDay(event.lastDay))}T000000`;
    if (zone) lines.push(`DTSTART;TZID=${zone}:${start}`, `DTEND;TZID=${zone}:${end}`);
    else lines.push(`DTSTART:${start}`, `DTEND:${end}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.firstDay)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.lastDay))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(event.cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED", event.cancelled ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE");
  lines.push("END:VEVENT", "END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
