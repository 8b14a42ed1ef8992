/**
 * Booking requests per excursion, for the dashboard's "views to requests". The requests' table
 * comes with the booking requests feature, which is not in this codebase yet: until it is, this
 * says "not known" (undefined) and the dashboard shows the views alone.
 *
 * TO FILL IN when the booking requests' table lands: count its rows created in [since, until),
 * grouped by excursion id (`freyclimb`, …), e.g.
 *   db.selectFrom("booking_requests").select(["excursion", sql<number>`count(*)`.as("requests")])
 *     .where("created_at", ">=", since).where("created_at", "<", until).groupBy("excursion")
 */
import type { Database } from "../../db/database.ts";
import type { ExcursionId } from "../site/pages.ts";

export type RequestsPerExcursion = Partial<Record<ExcursionId, number>>;

export async function bookingRequestsPerExcursion(database: Database, since: number, until: number): Promise<RequestsPerExcursion | undefined> {
  void database;
  void since;
  void until;
  return undefined;
}
