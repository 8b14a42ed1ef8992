import { describe, expect, it } from "vitest";
import { departureCalendar, escapeText, foldLine, type DepartureEvent } from "./ics.ts";

const event: DepartureEvent = {
  uid: "BV-7K3Q9M@bariloche.example",
  firstDay: "2027-11-04",
  lastDay: "2027-11-06",
  time: "07:30",
  endTime: "",
  timeZone: "America/Argentina/Buenos_Aires",
  summary: "Lanín Volcano, Trek and Summit",
  location: "YPF station, Av. 12 de Octubre; Bariloche",
  description: "Meeting: 07:30\nBring: boots, a warm jacket",
  url: "https://maps.app.goo.gl/abc",
  stamp: Date.parse("2027-10-21T12:00:00Z"),
  sequence: 0,
};

/** The file's lines as a calendar reads them: unfolded. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("a departure as a calendar file", () => {
  it("ends every line in CRLF and folds none longer than 75 octets", () => {
    const ics = departureCalendar({ ...event, description: `${"Crampones y piolet, ".repeat(12)}ñandú` });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const description = unfolded(ics).find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toBe(`DESCRIPTION:${"Crampones y piolet\\, ".repeat(12)}ñandú`);
  });

  it("never folds inside a character", () => {
    const folded = foldLine(`SUMMARY:${"á".repeat(80)}`);
    for (const piece of folded.split("\r\n ")) expect(Buffer.from(piece, "utf8").toString("utf8")).toBe(piece);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"á".repeat(80)}`);
  });

  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const lines = unfolded(departureCalendar(event));
    expect(lines).toContain("LOCATION:YPF station\\, Av. 12 de Octubre\\; Bariloche");
    expect(lines).toContain("DESCRIPTION:Meeting: 07:30\\nBring: boots\\, a warm jacket");
  });

  it("starts at the meeting time in the business's time zone, described in the file, and lasts to the end of the last day", () => {
    const lines = unfolded(departureCalendar(event));
    expect(lines).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20271104T073000");
    expect(lines).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20271107T000000");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toContain("TZID:America/Argentina/Buenos_Aires");
    expect(zone).toContain("TZOFFSETTO:-0300");
    expect(lines).toContain("DTSTAMP:20271021T120000Z");
  });

  it("ends at the time the excursion ends, on its last day, in the business's time zone", () => {
    // A one-day excursion from 08:30 to 16:00 (Cerro Ventana): not to midnight.
    const day = unfolded(departureCalendar({ ...event, lastDay: event.firstDay, time: "08:30", endTime: "16:00" }));
    expect(day).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20271104T083000");
    expect(day).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20271104T160000");
    // Three days: from the meeting on the first to the return on the last, earlier in the day than the meeting.
    const days = unfolded(departureCalendar({ ...event, endTime: "06:00" }));
    expect(days).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20271104T073000");
    expect(days).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20271106T060000");
    // An end before the meeting on a one-day trip cannot be: to the end of the day, as when not said.
    const reversed = unfolded(departureCalendar({ ...event, lastDay: event.firstDay, endTime: "06:00" }));
    expect(reversed).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20271105T000000");
  });

  it("links to the booking's own page when given one", () => {
    const lines = unfolded(departureCalendar({ ...event, url: "https://bariloche.example/en/booking/abc" }));
    expect(lines).toContain("URL:https://bariloche.example/en/booking/abc");
  });

  it("is whole days when the excursion has no meeting time", () => {
    const lines = unfolded(departureCalendar({ ...event, time: "", endTime: "16:00", location: "", url: "" }));
    expect(lines).toContain("DTSTART;VALUE=DATE:20271104");
    expect(lines).toContain("DTEND;VALUE=DATE:20271107");
    expect(lines).not.toContain("BEGIN:VTIMEZONE");
    expect(lines.some((line) => line.startsWith("LOCATION"))).toBe(false);
    expect(lines.some((line) => line.startsWith("URL"))).toBe(false);
  });

  it("keeps the booking's UID on every send, a later one with a higher SEQUENCE, so a calendar updates the same event", () => {
    const first = unfolded(departureCalendar(event));
    const again = unfolded(departureCalendar({ ...event, sequence: 1, stamp: event.stamp + 60_000 }));
    expect(first).toContain("UID:BV-7K3Q9M@bariloche.example");
    expect(again).toContain("UID:BV-7K3Q9M@bariloche.example");
    expect(first).toContain("SEQUENCE:0");
    expect(again).toContain("SEQUENCE:1");
    expect(first.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(first.at(-2)).toBe("END:VCALENDAR");
    expect(first.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });
});
