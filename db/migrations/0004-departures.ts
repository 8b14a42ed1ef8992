import { sql } from "kysely";
import { autoIdColumn, type Migration } from "./types.ts";

/** The install's "now": TEST_CLOCK when a test sets one (a fresh install on that day), else the real time. */
function installTime(): number {
  const test = process.env.TEST_CLOCK ? Date.parse(process.env.TEST_CLOCK) : NaN;
  return Number.isFinite(test) ? test : Date.now();
}

/**
 * The departures a fresh install starts with, as they were when this migration was written (a
 * migration is history: it keeps its own copy of the data, whatever the code says later): the
 * spec's upcoming section on dates of the coming season (the next 19-20 October for the volcano,
 * the next 25-30 August for the transfer), and the courses and trekking to be confirmed.
 */
const VOLCANO = { month: 10, fromDay: 19, toDay: 20, seats: 5 };
const TRANSFER = { month: 8, fromDay: 25, toDay: 30, seats: 12 };
/** Seats of a course or trekking departure to be confirmed (the owner changes them when dating it). */
const GROUP_SEATS = 8;

/** The calendar day (`YYYY-MM-DD`) it is at `time` in Bariloche. */
const installDay = (time: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Argentina/Buenos_Aires",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(time);

const pad = (n: number) => String(n).padStart(2, "0");

/** The next `month`/`from`-`to` (inclusive) whose first day is after `today` (`YYYY-MM-DD`). */
export function nextOccurrence(today: string, month: number, from: number, to: number): { startDate: string; endDate: string } {
  let year = Number(today.slice(0, 4));
  if (`${year}-${pad(month)}-${pad(from)}` <= today) year++;
  return { startDate: `${year}-${pad(month)}-${pad(from)}`, endDate: `${year}-${pad(month)}-${pad(to)}` };
}

export function seedDepartures(now: number): { offer: string; startDate: string | null; endDate: string | null; seatsTotal: number }[] {
  const today = installDay(now);
  return [
    { offer: "trekkingLanin", ...nextOccurrence(today, VOLCANO.month, VOLCANO.fromDay, VOLCANO.toDay), seatsTotal: VOLCANO.seats },
    { offer: "trad_course", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
    { offer: "sport_course", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
    { offer: "piedra_transfer", ...nextOccurrence(today, TRANSFER.month, TRANSFER.fromDay, TRANSFER.toDay), seatsTotal: TRANSFER.seats },
    { offer: "trekking", startDate: null, endDate: null, seatsTotal: GROUP_SEATS },
  ];
}

/**
 * Dated departures of the excursions, courses and services, with their seats; seeded with the
 * spec's upcoming section on dates of the coming season, so a fresh install shows them.
 */
export const departures: Migration = {
  name: "0004-departures",
  async up(db, engine) {
    await db.schema
      .createTable("departures")
      .addColumn("id", "integer", autoIdColumn(engine))
      .addColumn("offer", "text", (c) => c.notNull())
      .addColumn("start_date", "text")
      .addColumn("end_date", "text")
      .addColumn("seats_total", "integer", (c) => c.notNull().check(sql`seats_total >= 0`))
      .addColumn("seats_taken", "integer", (c) => c.notNull().defaultTo(0).check(sql`seats_taken >= 0`))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("scheduled").check(sql`status in ('scheduled', 'full', 'cancelled')`))
      .addColumn("notes", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      // Never overbooked, whatever writes: the database itself refuses more seats taken than there are.
      .addCheckConstraint("departures_seats", sql`seats_taken <= seats_total`)
      .addCheckConstraint("departures_dates", sql`end_date is null or (start_date is not null and end_date >= start_date)`)
      .execute();
    await db.schema.createIndex("departures_offer").on("departures").columns(["offer", "start_date"]).execute();
    const now = installTime();
    await db
      .insertInto("departures")
      .values(
        seedDepartures(now).map((departure) => ({
          offer: departure.offer,
          start_date: departure.startDate,
          end_date: departure.endDate,
          seats_total: departure.seatsTotal,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
