/** A confirmed booking on a departure (10 to 12 December 2026), for the reminders' and the reviews' tests. */
import type { Database } from "../../../db/database.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { createDeparturesService } from "../../departures/service.server.ts";
import { insertDeparture } from "../../departures/store.server.ts";
import { createOutbox } from "../../mail/outbox.server.ts";
import { memoryLog, testMail, testSigner } from "../../mail/testing/setup.ts";
import type { MailTransport } from "../../mail/transport.server.ts";
import { createBookingPageService } from "../page/service.server.ts";
import { createPaymentsService } from "../payments/service.server.ts";
import { bookingFormFor } from "../schema.ts";
import { createBookingsService } from "../service.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { createRemindersService } from "./service.server.ts";

const unused: MailTransport = { description: "unused", send: () => Promise.reject(new Error("no delivery in this test")), close() {} };
export const NOW = Date.parse("2026-11-25T15:00:00Z");
export const at = (day: string) => Date.parse(`${day}T15:00:00Z`);

export async function confirmedBooking(database: Database, clock: { now: number }) {
  let changed: ReturnType<typeof createRemindersService>["departureChanged"] | undefined;
  let seatsToRestore: ReturnType<typeof createRemindersService>["seatsToRestore"] | undefined;
  const departures = createDeparturesService({
    database,
    now: () => clock.now,
    changed: async (before, after) => changed?.(before, after),
    seatsToRestore: async (id) => (await seatsToRestore?.(id)) ?? 0,
  });
  const bookings = createBookingsService({
    catalogue: async () => seededCatalogue(),
    database,
    departures,
    outbox: createOutbox({ db: database.db, transport: unused }),
    mail: testMail,
    signer: testSigner,
    now: () => clock.now,
    log: memoryLog(),
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 } },
  });
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
    NOW,
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
  const validation = bookingFormFor({ departures: [{ id: String(departureId), seatsLeft: 8 }], today: "2026-11-25" }).validate(form);
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  const submitted = await bookings.submit({
    offer: "trekkingLanin",
    values: validation.values,
    lang: "es",
    key: "k".repeat(22),
    visitor: "198.51.100.7",
  });
  if (!submitted.ok) throw new Error("not stored");
  const page = createBookingPageService({
    database,
    bookings,
    secret: "a-secret-of-at-least-thirty-two-characters",
    publicUrl: "https://bariloche.example",
    catalogue: async () => seededCatalogue(),
    clock: () => clock.now,
    now: () => clock.now,
    log: memoryLog(),
    settings: { participantDataDays: 30, rateLimit: { count: 1000, windowMs: 600_000 } },
  });
  const confirmed = await bookings.changeState(submitted.id, "confirmed", { departureId });
  if (!confirmed.ok) throw new Error("not confirmed");
  const payments = createPaymentsService({
    database,
    catalogue: async () => seededCatalogue(),
    today: () => businessDate(clock.now),
    now: () => clock.now,
  });
  /** One instance of the server's job (each instance of the server has its own). */
  const instance = () =>
    createRemindersService({
      database,
      catalogue: async () => seededCatalogue(),
      mailSettings: async () => testMail,
      bookingPage: page,
      payments,
      clock: () => clock.now,
      now: () => clock.now,
      log: memoryLog(),
    });
  changed = instance().departureChanged;
  seatsToRestore = instance().seatsToRestore;
  return { requestId: submitted.id, departureId, departures, bookings, page, instance };
}
