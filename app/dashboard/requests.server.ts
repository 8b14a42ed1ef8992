/**
 * Booking requests per excursion over [since, until), whatever became of them (app/bookings/): the
 * "requests" of the dashboard's views to requests.
 */
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { isExcursionId, type ExcursionId } from "../site/pages.ts";

export type RequestsPerExcursion = Partial<Record<ExcursionId, number>>;

export async function bookingRequestsPerExcursion(database: Database, since: number, until: number): Promise<RequestsPerExcursion> {
  const rows = await database.db
    .selectFrom("booking_requests")
    .select(["offer", sql<number>`count(*)`.as("requests")])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy("offer")
    .execute();
  const counted: RequestsPerExcursion = {};
  for (const row of rows) if (isExcursionId(row.offer)) counted[row.offer] = Number(row.requests);
  return counted;
}
