/** A confirmed booking on a departure (10 to 12 December 2026), for the reminders' and the reviews' tests. */
import type { Database } from "../../../db/database.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { createDeparturesService } from "../../departures/service.server.ts";
import { createOutbox } from "../../mail/outbox.server.ts";
import { memoryLog, testMail, testSigner } from "../../mail/testing/setup.ts";
import type { MailTransport } from "../../mail/transport.server.ts";
import { createBookingPageService } from "../page/service.server.ts";
import { createPaymentsService } from "../../payments/service.server.ts";
import { createBookingMoneyService } from "../money.server.ts";
import { createBookingsService } from "../service.server.ts";
import { REQUESTED_AT, requestOnDeparture } from "../testing.server.ts";
import { businessDate } from "../../runtime/clock.server.ts";
import { createRemindersService } from "./service.server.ts";

const unused: MailTransport = { description: "unused", send: () => Promise.reject(new Error("no delivery in this test")), close() {} };
export const NOW = REQUESTED_AT;
export const at = (day: string) => Date.parse(`${day}T15:00:00Z`);

export async function confirmedBooking(database: Database, clock: { now: number }) {
  let changed: ReturnType<typeof createRemindersService>["departureChanged"] | undefined;
  let seatsToRestore: ReturnType<typeof createRemindersService>["seatsToRestore"] | undefined;
  const departures = createDeparturesService({
    database,
    now: () => clock.now,
    changed: async (before, after, told) => changed?.(before, after, told),
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
  const { departureId, requestId } = await requestOnDeparture(database, bookings);
  const page = createBookingPageService({
    database,
    bookings,
    publicUrl: "https://bariloche.example",
    catalogue: async () => seededCatalogue(),
    clock: () => clock.now,
    now: () => clock.now,
    log: memoryLog(),
    settings: { participantDataDays: 30, rateLimit: { count: 1000, windowMs: 600_000 } },
  });
  const confirmed = await bookings.changeState(requestId, "confirmed", { departureId });
  if (!confirmed.ok) throw new Error("not confirmed");
  const payments = createBookingMoneyService({
    database,
    payments: createPaymentsService({ database, today: () => businessDate(clock.now), now: () => clock.now }),
    catalogue: async () => seededCatalogue(),
    today: () => businessDate(clock.now),
  });
  /** One instance of the server's job (each instance of the server has its own). */
  const instance = (extra: Partial<Parameters<typeof createRemindersService>[0]> = {}) =>
    createRemindersService({
      database,
      catalogue: async () => seededCatalogue(),
      mailSettings: async () => testMail,
      bookingPage: page,
      payments,
      clock: () => clock.now,
      now: () => clock.now,
      log: memoryLog(),
      ...extra,
    });
  changed = instance().departureChanged;
  seatsToRestore = instance().seatsToRestore;
  return { requestId, departureId, departures, bookings, page, payments, instance };
}
