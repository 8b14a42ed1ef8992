import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { createEventBus } from "../runtime/events.server.ts";
import type { ExcursionEntry } from "./model.ts";
import { CATALOGUE_TOPIC, createCatalogueService } from "./service.server.ts";
import { CATALOGUE_FILE_MAX_ENTRIES, CATALOGUE_LIMITS } from "./check.ts";

describe.each(testEngines)("the catalogue on $engine", ({ engine, skip }) => {
  const closing: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closing.reverse()) await close();
    closing.length = 0;
  });

  /** Two instances sharing one database, each with its own bus and change tracker. */
  async function instances() {
    const test = await createMigratedTestDatabase(engine);
    closing.push(test.cleanup);
    const make = async (database = test.connect()) => {
      const bus = await createEventBus(database);
      const changes = createChangeTracker({ bus, database, topics: [CATALOGUE_TOPIC] });
      closing.push(
        () => bus.close(),
        () => changes.close(),
      );
      return createCatalogueService({ database, changes });
    };
    return [await make(test.database), await make()] as const;
  }

  const frey = async (service: Awaited<ReturnType<typeof instances>>[0]) =>
    (await service.published()).excursions.find((entry) => entry.key === "freyclimb") as ExcursionEntry;

  it.skipIf(skip)("starts with today's content in five languages, prices as numbers, nothing invented", async () => {
    const [one] = await instances();
    const catalogue = await one.published();
    expect(catalogue.excursions.map((entry) => entry.data.address)).toContain("escaladarocafrey");
    expect(catalogue.excursions).toHaveLength(8);
    expect(catalogue.rental).toHaveLength(14);
    expect(catalogue.team).toHaveLength(5);
    const entry = await frey(one);
    expect(entry.data.pricing.tiers.map((tier) => tier.amount)).toEqual([200, 175, 150]);
    expect(entry.texts.es?.name).toBeTruthy();
    expect(entry.texts.fr?.highlights).not.toContain("{");
    expect(entry.texts.es?.meetingPlace ?? "").toBe("");
    expect(catalogue.policies.texts).toEqual({});
    expect(catalogue.team.every((member) => member.data.certifications === "")).toBe(true);
  });

  it.skipIf(skip)(
    "a draft shows nowhere until published; then every instance reads it, and the other languages wait for review",
    async () => {
      const [one, two] = await instances();
      const entry = structuredClone(await frey(one));
      entry.texts.es!.name = "Escalada en el Frey, nueva";
      entry.data.pricing.tiers[0]!.amount = 210;
      const saved = await one.saveDraft(entry, "owner@example.com");
      expect(saved.ok).toBe(true);
      expect((await frey(two)).texts.es?.name).not.toBe("Escalada en el Frey, nueva");
      const draft = (await one.state("excursion", "freyclimb"))!.draft!;
      expect(draft.review.en?.name).toMatchObject({ from: "es", after: "Escalada en el Frey, nueva" });
      expect(draft.review.es).toBeUndefined();
      expect(await one.publish("excursion", "freyclimb", "owner@example.com")).toMatchObject({ ok: true, value: { version: 2 } });
      await expect.poll(async () => (await frey(two)).texts.es?.name).toBe("Escalada en el Frey, nueva");
      expect((await frey(two)).data.pricing.tiers[0]!.amount).toBe(210);
      // Restoring version 1 publishes it again, as version 3.
      expect(await two.restore("excursion", "freyclimb", 1, "owner@example.com")).toMatchObject({ ok: true, value: { version: 3 } });
      await expect.poll(async () => (await frey(one)).data.pricing.tiers[0]!.amount).toBe(200);
      expect((await one.versions("excursion", "freyclimb")).map((v) => v.version)).toEqual([3, 2, 1]);
    },
  );

  it.skipIf(skip)("a translation answering a review mark clears it and marks nothing else; a mark left out is still right", async () => {
    const [one] = await instances();
    const entry = structuredClone(await frey(one));
    entry.texts.es!.location = "Valle del Frey";
    const first = await one.saveDraft(entry, "owner");
    if (!first.ok) throw new Error("not saved");
    const draft = structuredClone(first.value.draft!);
    draft.texts.en!.location = "Frey valley";
    delete draft.review.fr;
    const second = await one.saveDraft(draft, "owner");
    if (!second.ok) throw new Error("not saved");
    expect(second.value.draft!.review.en).toBeUndefined();
    expect(second.value.draft!.review.fr).toBeUndefined();
    expect(second.value.draft!.review.pt?.location?.after).toBe("Valle del Frey");
    expect(second.value.draft!.review.es).toBeUndefined();
  });

  it.skipIf(skip)("bad input: every problem at once, nothing kept", async () => {
    const [one] = await instances();
    const entry = structuredClone(await frey(one));
    entry.texts.es!.name = "";
    entry.texts.es!.location = "x".repeat(500);
    entry.texts.es!.highlights = "Mirá http://example.com";
    entry.data.pricing.tiers[1]!.amount = -5;
    entry.data.address = "escaladapiedraparada";
    const result = await one.saveDraft(entry, "owner");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: "texts.es.name", problem: "required" },
        { path: "texts.es.location", problem: "too-long" },
        { path: "texts.es.highlights", problem: "link-not-https" },
        { path: "data.pricing.tiers.1.amount", problem: "not-positive-amount" },
        { path: "data.address", problem: "address-taken" },
      ]),
    );
    expect((await one.state("excursion", "freyclimb"))!.draft).toBeUndefined();
  });

  it.skipIf(skip)("adds an excursion at a new address; refuses a taken or reserved one; retires one", async () => {
    const [one] = await instances();
    expect(await one.addExcursion({ address: "escaladarocafrey", name: "Otra", lang: "es" }, "owner")).toMatchObject({
      ok: false,
      problems: [{ path: "data.address", problem: "address-taken" }],
    });
    expect(await one.addExcursion({ address: "admin", name: "Otra", lang: "es" }, "owner")).toMatchObject({ ok: false });
    expect(await one.addExcursion({ address: "Via_Ferrata", name: "Otra", lang: "es" }, "owner")).toMatchObject({ ok: false });
    const added = await one.addExcursion({ address: "via-ferrata-otto", name: "Vía ferrata del Otto", lang: "es" }, "owner");
    expect(added.ok).toBe(true);
    // Published only with a price and its texts: what is missing, and never the name that is written.
    const first = await one.publish("excursion", "via-ferrata-otto", "owner");
    expect(first.ok).toBe(false);
    if (!first.ok)
      expect(first.problems).toEqual([
        { path: "texts.es.location", problem: "required" },
        { path: "texts.es.highlights", problem: "required" },
        { path: "data.pricing.tiers", problem: "no-tiers" },
      ]);
    const draft = structuredClone((await one.state("excursion", "via-ferrata-otto"))!.draft!) as ExcursionEntry;
    draft.data.pricing.tiers = [{ amount: 90, unit: "person" }];
    draft.texts.es = { ...draft.texts.es, location: "Cerro Otto, Bariloche", highlights: "Una vía ferrata sobre el lago." };
    expect((await one.saveDraft(draft, "owner")).ok).toBe(true);
    expect(await one.publish("excursion", "via-ferrata-otto", "owner")).toMatchObject({ ok: true, value: { version: 1 } });
    expect((await one.published()).excursions.some((entry) => entry.data.address === "via-ferrata-otto")).toBe(true);
    expect(await one.retireExcursion("via-ferrata-otto", "freyclimb", "owner")).toMatchObject({ ok: true, value: { version: 2 } });
    const retired = (await one.published()).excursions.find((entry) => entry.key === "via-ferrata-otto")!;
    expect(retired.data.retired).toEqual({ movedTo: "freyclimb" });
  });

  it.skipIf(skip)("adds a sixth guide: a draft until their role and bio are written, then last on the team", async () => {
    const [one] = await instances();
    expect(await one.addMember({ name: "", lang: "es" }, "owner")).toMatchObject({
      ok: false,
      problems: [{ path: "data.name", problem: "required" }],
    });
    const added = await one.addMember({ name: "Ana Pérez", lang: "es" }, "owner");
    if (!added.ok) throw new Error("not added");
    expect(added.value.key).toBe("ana-perez");
    expect(await one.publish("team", "ana-perez", "owner")).toMatchObject({ ok: false });
    const draft = structuredClone(added.value.draft!);
    draft.texts.es = { role: "Guía de escalada", bio: "Ana guía en el Frey desde 2015." };
    expect((await one.saveDraft(draft, "owner")).ok).toBe(true);
    expect(await one.publish("team", "ana-perez", "owner")).toMatchObject({ ok: true });
    const team = (await one.published()).team;
    expect(team.at(-1)).toMatchObject({ key: "ana-perez", data: { name: "Ana Pérez", order: 6 } });
    const again = await one.addMember({ name: "Ana Perez", lang: "es" }, "owner");
    expect(again.ok && again.value.key).toBe("ana-perez-2");
  });

  it.skipIf(skip)("exports the catalogue and imports it back: all or nothing, each change a new version", async () => {
    const [one] = await instances();
    const file = await one.exportFile();
    expect(await one.importFile(file, "import")).toEqual({ ok: true, value: { published: [] } });
    const changed = structuredClone(file);
    const entry = changed.entries.find((candidate) => candidate.key === "freyclimb") as ExcursionEntry;
    entry.texts.fr!.name = "Escalade dans la vallée du Frey </script>";
    entry.data.pricing.tiers[0]!.amount = 220;
    const bad = structuredClone(changed);
    (bad.entries.find((candidate) => candidate.key === "helmet") as { data: { price: { amount: number } } }).data.price.amount = 0;
    const refused = await one.importFile(bad, "import");
    expect(refused.ok).toBe(false);
    expect((await frey(one)).data.pricing.tiers[0]!.amount).toBe(200);
    expect(await one.importFile(changed, "import")).toEqual({
      ok: true,
      value: { published: [{ kind: "excursion", key: "freyclimb", version: 2 }] },
    });
    expect((await frey(one)).texts.fr?.name).toBe("Escalade dans la vallée du Frey </script>");
    expect(await one.importFile({ nope: true }, "import")).toMatchObject({ ok: false, problems: [{ problem: "not-a-catalogue" }] });
  });

  it.skipIf(skip)(
    "imports a catalogue of as many excursions as its limit allows, and refuses one more, or a file too long, changing nothing",
    async () => {
      const [one] = await instances();
      const file = await one.exportFile();
      const model = file.entries.find((candidate) => candidate.key === "freyclimb") as ExcursionEntry;
      const published = file.entries.filter((entry) => entry.kind === "excursion").length;
      const copies = (count: number) =>
        Array.from({ length: count }, (_, index) => {
          const address = `salida-${lettersOf(index)}`;
          return { ...structuredClone(model), key: address, data: { ...structuredClone(model.data), address, homeOrder: null } };
        });
      const over = { ...file, entries: [...file.entries, ...copies(CATALOGUE_LIMITS.excursion - published + 1)] };
      expect(await one.importFile(over, "import")).toEqual({ ok: false, problems: [{ path: "excursion", problem: "too-many-entries" }] });
      expect((await one.published()).excursions).toHaveLength(published);
      const huge = { ...file, entries: Array.from({ length: CATALOGUE_FILE_MAX_ENTRIES + 1 }, () => ({ kind: "excursion" })) };
      expect(await one.importFile(huge, "import")).toEqual({ ok: false, problems: [{ path: "entries", problem: "too-many-entries" }] });
      const full = { ...file, entries: [...file.entries, ...copies(CATALOGUE_LIMITS.excursion - published)] };
      const imported = await one.importFile(full, "import");
      expect(imported.ok && imported.value.published).toHaveLength(CATALOGUE_LIMITS.excursion - published);
      expect((await one.published()).excursions).toHaveLength(CATALOGUE_LIMITS.excursion);
      // And the editor adds none beyond it.
      expect(await one.addExcursion({ address: "otra-salida", name: "Otra salida", lang: "es" }, "owner")).toMatchObject({
        ok: false,
        problems: [{ path: "data.address", problem: "too-many-entries" }],
      });
    },
    60_000,
  );
});

/** 0 → "a", 25 → "z", 26 → "ba": an address made of letters only. */
function lettersOf(index: number): string {
  let text = "";
  do {
    text = String.fromCharCode(97 + (index % 26)) + text;
    index = Math.floor(index / 26);
  } while (index > 0);
  return text;
}
