import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../../db/cleanup-after-each.ts";
import type { Database } from "../../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../../db/testing.ts";
import { createPaymentsService } from "../../payments/service.server.ts";
import { createBookingMoneyService } from "../money.server.ts";
import { cancelWithDeparture, insertRequest, listRequests, moveRequest } from "../store.server.ts";
import { participantsForList } from "../page/store.server.ts";
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import { insertDeparture } from "../../departures/store.server.ts";
import { createGuideListService } from "./service.server.ts";

const NOW = Date.parse("2027-02-10T11:00:00Z");
let counter = 0;

async function departure(database: Database) {
  return insertDeparture(
    database.db,
    { offer: "bautismo" as never, startDate: "2027-02-10", endDate: null, seatsTotal: 12, seatsTaken: 0, status: "scheduled", notes: {} },
    NOW,
  );
}

async function booking(database: Database, departureId: number, people: number, gear: string[], status: "confirmed" | "new" = "confirmed") {
  counter++;
  const id = await insertRequest(
    database.db,
    {
      reference: `BV-GUIDE${String(counter).padStart(2, "0")}`,
      createdAt: NOW + counter,
      lang: "es",
      offer: "bautismo",
      departureId,
      dateFrom: null,
      dateTo: null,
      groupSize: people,
      experience: "",
      gear,
      groupLang: "es",
      name: `Booker ${counter}`,
      email: `b${counter}@example.org`,
      phone: "+54 9 294 400 0000",
      message: "",
      confirmation: "suppressed",
      clientHash: "test",
      clientToken: `token-${counter}-${Math.random()}`,
    },
    async () => [],
  );
  if (status === "confirmed") await moveRequest(database.db, id, ["new"], { status: "confirmed", seatsHeld: people }, NOW);
  return id;
}

describe.each(testEngines)("the guide's list on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    counter = 0;
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const catalogue = await seededCatalogue();
    const payments = createBookingMoneyService({
      database: test.database,
      payments: createPaymentsService({ database: test.database, today: () => "2027-02-10", now: () => NOW }),
      catalogue: async () => catalogue,
      today: () => "2027-02-10",
    });
    const { db } = test.database;
    const service = createGuideListService({
      database: test.database,
      payments,
      bookings: { list: (filter) => listRequests(db, filter) },
      participants: { participantsForList: (ids) => participantsForList(db, ids) },
      catalogue: async () => catalogue,
      clock: () => NOW,
    });
    return { database: test.database, service };
  }

  it.skipIf(skip)("lists the confirmed participants with their forms, and the gear summed in words", async () => {
    const { database, service } = await setup();
    const id = await departure(database);
    const first = await booking(database, id, 2, ["helmet", "shoes"]);
    await booking(database, id, 1, ["helmet"]);
    await booking(database, id, 3, ["helmet"], "new");
    await database.db
      .insertInto("booking_participants")
      .values({
        request_id: first,
        slot: 1,
        full_name: "Lucía Pérez",
        experience: "meets",
        shoe_size: "39",
        harness_size: "S",
        emergency_name: "Marta Pérez",
        emergency_phone: "+54 11 5555 0000",
        health: "Asma leve",
        conditions_at: NOW - 1000,
        filled_by: "participant",
        updated_at: NOW,
      } as never)
      .execute();
    const list = await service.list(id, "es");
    expect(list?.entries.map((entry) => entry.name)).toEqual(["Lucía Pérez", "Booker 1 (2)", "Booker 2"]);
    expect(list?.entries[0]).toMatchObject({
      health: "Asma leve",
      emergencyName: "Marta Pérez",
      conditionsAccepted: true,
      experience: "meets",
    });
    expect(list?.gear).toHaveLength(2);
    expect(list?.gear[0]).toMatch(/: 3$/);
    expect(list?.gear[1]).toMatch(/: 2 \(talles 39\)$/);
  });

  it.skipIf(skip)("leaves out the bookings of a departure the owner cancelled", async () => {
    const { database, service } = await setup();
    const id = await departure(database);
    const gone = await booking(database, id, 2, ["helmet"]);
    await booking(database, id, 1, []);
    expect(await cancelWithDeparture(database.db, gone, id, NOW)).toBe(2);
    const list = await service.list(id, "es");
    expect(list?.entries.map((entry) => entry.name)).toEqual(["Booker 2"]);
  });

  it.skipIf(skip)("checks in once per key, undoes, and refuses someone not on the list", async () => {
    const { database, service } = await setup();
    const id = await departure(database);
    const other = await departure(database);
    const first = await booking(database, id, 2, []);
    const elsewhere = await booking(database, other, 1, []);
    const unconfirmed = await booking(database, id, 1, [], "new");
    const tap = { departureId: id, requestId: first, slot: 2, by: "guide@example.com", undo: false };
    expect(await service.checkIn({ ...tap, key: "key-00000001" })).toEqual({ ok: true, checkedInAt: NOW, repeated: false });
    // The same key again (a retry after the answer was lost): nothing applied twice.
    expect(await service.checkIn({ ...tap, key: "key-00000001", at: NOW - 5000 })).toEqual({ ok: true, checkedInAt: NOW, repeated: true });
    expect((await service.list(id, "en"))?.entries.map((entry) => entry.checkedInAt)).toEqual([null, NOW]);
    expect(await service.checkIn({ ...tap, undo: true, key: "key-00000002" })).toMatchObject({ ok: true, checkedInAt: null });
    // A tap taken without signal keeps its time.
    expect(await service.checkIn({ ...tap, key: "key-00000003", at: NOW - 60_000 })).toMatchObject({ checkedInAt: NOW - 60_000 });
    for (const wrong of [
      { requestId: elsewhere, slot: 1 },
      { requestId: unconfirmed, slot: 1 },
      { requestId: first, slot: 3 },
    ]) {
      expect(await service.checkIn({ ...tap, ...wrong, key: `key-wrong-${wrong.requestId}-${wrong.slot}` })).toEqual({
        ok: false,
        problem: "not-on-list",
      });
    }
  });
});
