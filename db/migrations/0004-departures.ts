import { sql } from "kysely";
import { seedDepartures } from "../../app/departures/seed.ts";
import { autoIdColumn, type Migration } from "./types.ts";

/** The install's "now": TEST_CLOCK when a test sets one (a fresh install on that day), else the real time. */
function installTime(): number {
  const test = process.env.TEST_CLOCK ? Date.parse(process.env.TEST_CLOCK) : NaN;
  return Number.isFinite(test) ? test : Date.now();
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
