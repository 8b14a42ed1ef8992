import { afterEach, describe, expect, it } from "vitest";
import { migrate, type Engine } from "../database.ts";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../testing.ts";
import { migrations } from "./index.ts";

const engines: Engine[] = testDatabaseUrl ? ["sqlite", "postgres"] : ["sqlite"];

let test: TestDatabase | undefined;
afterEach(async () => {
  await test?.cleanup();
  test = undefined;
});

type Meeting = { mapUrl: string; time: string; endTime?: string };
const excursion = (key: string, meeting: Meeting) =>
  JSON.stringify({ kind: "excursion", key, data: { address: key, meeting, rentalItems: ["shoes"] }, texts: {}, review: {} });

describe.each(engines)("a catalogue started before the excursions said when they end (%s)", (engine) => {
  it("gives Cerro Ventana its itinerary's 16:00 as a new version and in its draft, keeping the rest; other excursions are left", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    await migrate(
      database,
      migrations.filter((migration) => migration.name < "0033"),
    );
    const { db } = database;
    const version = (key: string, number: number, meeting: Meeting) => ({
      kind: "excursion",
      key,
      version: number,
      document: excursion(key, meeting),
      published_at: 1,
      published_by: "seed",
    });
    const set = { mapUrl: "https://maps.example.org/ventana", time: "08:30" };
    await db
      .insertInto("catalogue_versions")
      .values([version("ventana", 1, set), version("multipitch", 1, { mapUrl: "", time: "" }), version("cerro-otto", 1, set)])
      .execute();
    await db
      .insertInto("catalogue_drafts")
      .values({ kind: "excursion", key: "ventana", document: excursion("ventana", set), saved_at: 2, saved_by: "owner@example.org" })
      .execute();
    await migrate(database);
    const latest = async (key: string) => {
      const rows = await db
        .selectFrom("catalogue_versions")
        .select(["version", "document"])
        .where("key", "=", key)
        .orderBy("version", "desc")
        .execute();
      const data = (JSON.parse(rows[0]!.document) as { data: { meeting: Meeting; rentalItems: string[] } }).data;
      return { versions: rows.length, meeting: data.meeting, rentalItems: data.rentalItems };
    };
    expect(await latest("ventana")).toEqual({ versions: 2, meeting: { ...set, endTime: "16:00" }, rentalItems: ["shoes"] });
    expect(await latest("multipitch")).toEqual({ versions: 1, meeting: { mapUrl: "", time: "" }, rentalItems: ["shoes"] });
    expect(await latest("cerro-otto")).toEqual({ versions: 1, meeting: set, rentalItems: ["shoes"] });
    const draft = await db.selectFrom("catalogue_drafts").select("document").where("key", "=", "ventana").executeTakeFirstOrThrow();
    expect((JSON.parse(draft.document) as { data: { meeting: Meeting } }).data.meeting).toEqual({ ...set, endTime: "16:00" });
  });

  it("leaves an end time the owner already wrote", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    await migrate(
      database,
      migrations.filter((migration) => migration.name < "0033"),
    );
    const { db } = database;
    const own = { mapUrl: "", time: "09:00", endTime: "17:30" };
    await db
      .insertInto("catalogue_versions")
      .values({
        kind: "excursion",
        key: "ventana",
        version: 3,
        document: excursion("ventana", own),
        published_at: 1,
        published_by: "owner@example.org",
      })
      .execute();
    await migrate(database);
    const rows = await db.selectFrom("catalogue_versions").select("document").where("key", "=", "ventana").execute();
    expect(rows).toHaveLength(1);
    expect((JSON.parse(rows[0]!.document) as { data: { meeting: Meeting } }).data.meeting).toEqual(own);
  });
});
