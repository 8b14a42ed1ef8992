/**
 * For the booking's tests: a traveller's request to book Lanín, sent as the request form sends it
 * (validated by the form's own schema), on a departure from 10 to 12 December 2026 with 8 seats.
 */
import type { Database } from "../../db/database.ts";
import { insertDeparture } from "../departures/store.server.ts";
import { bookingFormFor } from "./schema.ts";
import type { createBookingsService } from "./service.server.ts";

/** The moment these requests are sent: 25 November 2026, noon in Bariloche. */
export const REQUESTED_AT = Date.parse("2026-11-25T15:00:00Z");

/** Ana Pérez's request for two, in Spanish, with `gear` to rent: the departure's id and the request's. */
export async function requestOnDeparture(
  database: Database,
  bookings: ReturnType<typeof createBookingsService>,
  options: { gear?: readonly string[] } = {},
): Promise<{ departureId: number; requestId: number }> {
  const departureId = await insertDeparture(
    database.db,
    {
      offer: "trekkingLanin",
      startDate: "2026-12-10",
      endDate: "2026-12-12",
      seatsTotal: 8,
      seatsTaken: 0,
      status: "scheduled",
      notes: {},
    },
    REQUESTED_AT,
  );
  const form = new FormData();
  const values: Record<string, string> = {
    departure: String(departureId),
    group_size: "2",
    experience: "meets",
    group_lang: "es",
    user_name: "Ana Pérez",
    user_email: "ana@example.org",
    phone: "+54 9 294 555-1234",
    message: "",
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const item of options.gear ?? []) form.append("gear", item);
  const validation = bookingFormFor({
    departures: [{ id: String(departureId), seatsLeft: 8 }],
    today: "2026-11-25",
    gear: options.gear ?? [],
  }).validate(form);
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  const submitted = await bookings.submit({
    offer: "trekkingLanin",
    values: validation.values,
    lang: "es",
    key: "k".repeat(22),
    visitor: "198.51.100.7",
  });
  if (!submitted.ok) throw new Error("not stored");
  return { departureId, requestId: submitted.id };
}
