/**
 * The business's clock: the real time, or, in tests (TEST_CLOCK), a time that starts at a chosen
 * moment and runs on from there. Departures pass and booking dates are checked against it, so a
 * test sees tomorrow without waiting for it.
 */
import { site } from "../config/site.ts";
import { dateIn, dayStartIn } from "./time-zone.ts";

export type Clock = () => number;

/** The clock for a TEST_CLOCK start (epoch milliseconds), or the real one. */
export function clockFrom(testStart: number | undefined, realNow: () => number = Date.now): Clock {
  if (testStart === undefined) return realNow;
  const offset = testStart - realNow();
  return () => realNow() + offset;
}

/** The business's time zone: its days begin and end here (app/config/site.ts). */
export const BUSINESS_TIME_ZONE = site.timeZone;

/** The calendar day (`YYYY-MM-DD`) it is at `time` in Bariloche. */
export function businessDate(time: number): string {
  return dateIn(BUSINESS_TIME_ZONE, time);
}

/** The first instant (epoch milliseconds) of the business's day `day` (`YYYY-MM-DD`). */
export function businessDayStart(day: string): number {
  return dayStartIn(BUSINESS_TIME_ZONE, day);
}

const timeFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The day and time (`YYYY-MM-DD HH:MM`) it is at `time` in Bariloche. */
export function businessTime(time: number): string {
  return timeFormat.format(time).replace(",", "");
}
