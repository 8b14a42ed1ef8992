import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { createMemoryEventBus } from "../runtime/events.server.ts";
import { specExcursionAddresses } from "../catalogue/seed/spec.ts";
import { courseIds } from "./model.ts";
import { createDeparturesService, DEPARTURES_TOPIC } from "./service.server.ts";

describe.each(testEngines)("departures on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup(start = "2026-11-25T15:00:00Z") {
    const previous = process.env.TEST_CLOCK;
    process.env.TEST_CLOCK = start;
    const test = await createMigratedTestDatabase(engine);
    process.env.TEST_CLOCK = previous;
    if (previous === undefined) delete process.env.TEST_CLOCK;
    cleanups.push(() => test.cleanup());
    const bus = createMemoryEventBus();
    const changes = createChangeTracker({ bus, database: test.database, topics: [DEPARTURES_TOPIC] });
    const heard: unknown[] = [];
    bus.subscribe(DEPARTURES_TOPIC, (message) => heard.push(message));
    let time = Date.parse(start);
    const service = createDeparturesService({
      database: test.database,
      changes,
      now: () => time,
      // The offers of a fresh install: the spec's excursions and the courses.
      offers: async () => [...Object.keys(specExcursionAddresses), ...courseIds],
    });
    return { service, changes, heard, setTime: (iso: string) => (time = Date.parse(iso)) };
  }

  it.skipIf(skip)("starts with the spec's upcoming section on dates of the coming season", async () => {
    const { service } = await setup();
    const upcoming = await service.upcoming();
    expect(upcoming.map((d) => [d.offer, d.startDate, d.endDate, d.seatsTotal, d.status])).toEqual([
      ["piedra_transfer", "2027-08-25", "2027-08-30", 12, "scheduled"],
      ["trekkingLanin", "2027-10-19", "2027-10-20", 5, "scheduled"],
      ["trad_course", null, null, 8, "scheduled"],
      ["sport_course", null, null, 8, "scheduled"],
      ["trekking", null, null, 8, "scheduled"],
    ]);
  });

  it.skipIf(skip)("drops a departure the day after its last day in Bariloche, keeps those to be confirmed", async () => {
    const { service, setTime } = await setup();
    // 20 October, 23:30 in Bariloche (02:30 UTC on the 21st): still the last day.
    setTime("2027-10-21T02:30:00Z");
    expect((await service.upcoming()).map((d) => d.offer)).toContain("trekkingLanin");
    setTime("2027-10-21T03:00:00Z");
    const offers = (await service.upcoming()).map((d) => d.offer);
    expect(offers).not.toContain("trekkingLanin");
    expect(offers).not.toContain("piedra_transfer");
    expect(offers).toEqual(["trad_course", "sport_course", "trekking"]);
  });

  it.skipIf(skip)("adds, changes and cancels, and announces each change", async () => {
    const { service, heard, changes } = await setup();
    const before = changes.version();
    const added = await service.add({
      offer: "freyclimb",
      startDate: "2027-01-10",
      endDate: "2027-01-12",
      seatsTotal: 6,
      notes: { es: "Salida desde el centro" },
    });
    expect(added).toMatchObject({
      ok: true,
      departure: { offer: "freyclimb", startDate: "2027-01-10", seatsTotal: 6, seatsTaken: 0, notes: { es: "Salida desde el centro" } },
    });
    expect(changes.version()).not.toBe(before);
    const id = added.ok ? added.departure.id : 0;
    expect(await service.change(id, { seatsTotal: 4, endDate: "2027-01-11" })).toMatchObject({
      ok: true,
      departure: { seatsTotal: 4, endDate: "2027-01-11" },
    });
    expect(await service.cancel(id)).toMatchObject({ ok: true, departure: { status: "cancelled" } });
    expect((await service.upcoming()).some((d) => d.id === id)).toBe(false);
    expect((await service.upcoming({ withCancelled: true })).find((d) => d.id === id)?.status).toBe("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ id }, { id }, { id }]);
  });

  it.skipIf(skip)("refuses what cannot be a departure, changing nothing", async () => {
    const { service } = await setup();
    expect(await service.add({ offer: "moon", startDate: "2027-01-10", seatsTotal: 4 })).toEqual({
      ok: false,
      error: "Unknown offer: moon",
    });
    expect(await service.add({ offer: "ventana", startDate: "2027-02-30", seatsTotal: 4 })).toMatchObject({
      ok: false,
      error: /Not a date/,
    });
    expect(await service.add({ offer: "ventana", startDate: "2027-02-10", endDate: "2027-02-09", seatsTotal: 4 })).toMatchObject({
      ok: false,
      error: /before/,
    });
    expect(await service.add({ offer: "ventana", startDate: "2027-02-10", seatsTotal: 0 })).toMatchObject({ ok: false, error: /Seats/ });
    expect(await service.change(999, { seatsTotal: 3 })).toEqual({ ok: false, error: "No departure #999" });
    expect(await service.list({})).toHaveLength(5);
  });

  it.skipIf(skip)("adds no departure in the past and moves none into it; one that is over can still be changed otherwise", async () => {
    const { service, setTime } = await setup();
    // The business clock says 25 November 2026, midday in Bariloche.
    expect(await service.add({ offer: "ventana", startDate: "2020-03-10", seatsTotal: 4 })).toMatchObject({ ok: false, problem: "past" });
    expect(await service.add({ offer: "ventana", startDate: "2026-11-20", endDate: "2026-11-24", seatsTotal: 4 })).toMatchObject({
      ok: false,
      problem: "past",
    });
    // Today, or a trip that ends today, is still ahead; so is one to be confirmed.
    expect(await service.add({ offer: "ventana", startDate: "2026-11-20", endDate: "2026-11-25", seatsTotal: 4 })).toMatchObject({
      ok: true,
    });
    const added = await service.add({ offer: "ventana", startDate: "2026-11-25", seatsTotal: 4 });
    expect(await service.add({ offer: "ventana", startDate: null, seatsTotal: 4 })).toMatchObject({ ok: true });
    const id = added.ok ? added.departure.id : 0;
    expect(await service.change(id, { startDate: "2026-11-01" })).toMatchObject({ ok: false, problem: "past" });
    expect(await service.get(id)).toMatchObject({ startDate: "2026-11-25" });
    // A week later it is over: its seats and status still change, its dates stay.
    setTime("2026-12-02T15:00:00Z");
    expect(await service.change(id, { seatsTotal: 6, status: "full" })).toMatchObject({
      ok: true,
      departure: { seatsTotal: 6, status: "full" },
    });
    expect(await service.change(id, { startDate: "2026-11-26" })).toMatchObject({ ok: false, problem: "past" });
  });
});
