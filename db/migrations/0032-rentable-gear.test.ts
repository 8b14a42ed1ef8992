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

const excursion = (key: string, rentalItems: string[]) =>
  JSON.stringify({ kind: "excursion", key, data: { address: key, rentalItems }, texts: {}, review: {} });

describe.each(engines)("a catalogue started before the excursions listed their gear (%s)", (engine) => {
  it("gets the seeded lists where they are empty, as a new version; the owner's lists and her own excursions are left", async () => {
    test = await createTestDatabase(engine);
    const database = test.connect();
    const before = migrations.filter((migration) => migration.name < "0032");
    await migrate(database, before);
    const { db } = database;
    const version = (key: string, number: number, rentalItems: string[]) => ({
      kind: "excursion",
      key,
      version: number,
      document: excursion(key, rentalItems),
      published_at: 1,
      published_by: "seed",
    });
    await db
      .insertInto("catalogue_versions")
      .values([version("ventana", 1, []), version("freyclimb", 1, []), version("freyclimb", 2, ["crampons"]), version("cerro-otto", 1, [])])
      .execute();
    await db
      .insertInto("catalogue_drafts")
      .values({ kind: "excursion", key: "ventana", document: excursion("ventana", []), saved_at: 2, saved_by: "owner@example.org" })
      .execute();
    // Up to this migration: a later one may add versions of its own (0033, Cerro Ventana's end time).
    await migrate(
      database,
      migrations.filter((migration) => migration.name < "0033"),
    );
    const latest = async (key: string) => {
      const rows = await db
        .selectFrom("catalogue_versions")
        .select(["version", "document"])
        .where("key", "=", key)
        .orderBy("version", "desc")
        .execute();
      return { versions: rows.length, items: (JSON.parse(rows[0]!.document) as { data: { rentalItems: string[] } }).data.rentalItems };
    };
    expect(await latest("ventana")).toEqual({ versions: 2, items: ["shoes", "belay", "carabiner"] });
    expect(await latest("freyclimb")).toEqual({ versions: 2, items: ["crampons"] });
    expect(await latest("cerro-otto")).toEqual({ versions: 1, items: [] });
    const draft = await db.selectFrom("catalogue_drafts").select("document").where("key", "=", "ventana").executeTakeFirstOrThrow();
    expect((JSON.parse(draft.document) as { data: { rentalItems: string[] } }).data.rentalItems).toEqual(["shoes", "belay", "carabiner"]);
  });
});
