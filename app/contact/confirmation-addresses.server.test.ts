import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { confirmedAddressesSince as bookingAddresses } from "../bookings/store.server.ts";
import { confirmedAddressesSince as contactAddresses } from "./store.server.ts";
import { confirmationAddresses } from "../forms/confirmation-addresses.server.ts";

describe.each(testEngines)("addresses one client had confirmations sent to, on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();
  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const db = test.database.db;
    let n = 0;
    return {
      db,
      contact: (client: string, email: string, at: number, confirmation: "queued" | "suppressed" = "queued") =>
        db
          .insertInto("contact_messages")
          .values({
            created_at: at,
            lang: "en",
            name: "Ana",
            email,
            subject: "Hi",
            message: "Hello",
            excursion: null,
            client_hash: client,
            client_token: `c${++n}`,
            confirmation,
          })
          .execute(),
      booking: (client: string, email: string, at: number) =>
        db
          .insertInto("booking_requests")
          .values({
            reference: `BV-TEST${++n}`,
            created_at: at,
            updated_at: at,
            lang: "en",
            offer: "freyclimb",
            departure_id: null,
            date_from: "2027-03-10",
            date_to: null,
            group_size: 2,
            experience: "meets",
            group_lang: "en",
            name: "Ana",
            email,
            client_hash: client,
            client_token: `b${n}`,
            confirmation: "queued",
          })
          .execute(),
    };
  }

  it.skipIf(skip)("counts both forms together, in any letter case, within the window, only confirmations sent", async () => {
    const { db, contact, booking } = await setup();
    await contact("client-a", "One@Example.net", 1_000);
    await booking("client-a", "one@example.net", 2_000);
    await booking("client-a", "two@example.net", 3_000);
    await contact("client-a", "held@example.net", 4_000, "suppressed");
    await contact("client-a", "old@example.net", 10);
    await contact("client-b", "three@example.net", 5_000);
    // Each form's store answers for its own table; the site counts them together (app/composition/services.server.ts).
    const addresses = confirmationAddresses(
      [(client, since) => contactAddresses(db, client, since), (client, since) => bookingAddresses(db, client, since)],
      { count: 2, windowMs: 10_000 },
    );
    expect([...(await addresses.addressesOf("client-a", 100))].sort()).toEqual(["one@example.net", "two@example.net"]);

    const at = { clientHash: "client-a", now: 10_050 };
    // Two different addresses already: a third is refused, the ones written to before are not.
    expect(await addresses.mayConfirmTo({ ...at, address: "three@example.net" })).toBe(false);
    expect(await addresses.mayConfirmTo({ ...at, address: "TWO@example.net" })).toBe(true);
    // Another client has its own count; and once the window has passed, so has this one's.
    expect(await addresses.mayConfirmTo({ ...at, clientHash: "client-b", address: "four@example.net" })).toBe(true);
    expect(await addresses.mayConfirmTo({ ...at, now: 14_000, address: "three@example.net" })).toBe(true);
  });
});
