import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { historyInWords } from "../../app/routes/workspace/history.server.ts";
import { excursionById, type CatalogueFile, type Entry, type ExcursionData, type RentalData } from "../../app/catalogue/model.ts";
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createServices, type Services } from "../../app/composition/services.server.ts";
import type { DatabaseConfig } from "../../db/database.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../../db/testing.ts";
import { exportCatalogue, importCatalogue, MAX_FILE_BYTES, readCatalogueFile } from "./catalogue-file.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The server's configuration for a test database, as the commands read it from the environment. */
function databaseEnv(config: DatabaseConfig, dataDir: string): Record<string, string> {
  return config.engine === "sqlite"
    ? { DATA_DIR: path.dirname(config.file), DATABASE_URL: "", DATABASE_SCHEMA: "" }
    : { DATA_DIR: dataDir, DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema ?? "" };
}

/** `npm run catalogue -- …` as the owner runs it: the real command in a process of its own. */
async function command(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/owner/catalogue.ts", ...args], {
      cwd: root,
      env: { ...process.env, BACKUP_EVERY: "off", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8")) as CatalogueFile;
const writeJson = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`, "utf8");

/** The first excursion of a file with texts in French and a second one (any two, as seeded). */
function twoExcursions(file: CatalogueFile): [Entry<"excursion">, Entry<"excursion">] {
  const excursions = file.entries.filter((entry): entry is Entry<"excursion"> => entry.kind === "excursion" && !!entry.texts.fr?.name);
  expect(excursions.length).toBeGreaterThanOrEqual(2);
  return [excursions[0]!, excursions[1]!];
}

describe("a file that is not a catalogue", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "catalogue-file-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is refused with a message saying what it is instead", async () => {
    const file = path.join(dir, "catalogue.json");
    await writeFile(file, '{"format": "catalogue", "version": 1, "entries": [ {"kind": "excursion",, } ]}');
    const notJson = await readCatalogueFile(file);
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.message).toMatch(/is not valid JSON .*Nothing was imported/);

    await writeFile(file, '[{"name": "Frey"}]');
    const notCatalogue = await readCatalogueFile(file);
    if (notCatalogue.ok) throw new Error("read");
    expect(notCatalogue.message).toMatch(/is JSON but not a catalogue file/);

    await writeFile(file, '{"format": "catalogue", "version": 2, "entries": []}');
    const newer = await readCatalogueFile(file);
    if (newer.ok) throw new Error("read");
    expect(newer.message).toMatch(/written by a newer version of the site/);

    await writeFile(file, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    const notText = await readCatalogueFile(file);
    if (notText.ok) throw new Error("read");
    expect(notText.message).toMatch(/is not UTF-8 text/);

    // A byte-order mark (as some editors save) is not a problem.
    await writeFile(file, '\uFEFF{"format": "catalogue", "version": 1, "entries": []}');
    expect((await readCatalogueFile(file)).ok).toBe(true);
  });

  it("is refused unread when larger than a catalogue can be, or missing", async () => {
    const file = path.join(dir, "huge.json");
    await writeFile(file, "");
    await truncate(file, MAX_FILE_BYTES + 1);
    const huge = await readCatalogueFile(file);
    if (huge.ok) throw new Error("read");
    expect(huge.message).toMatch(/is 20\.0 MB: a catalogue file is at most 20 MB/);

    const missing = await readCatalogueFile(path.join(dir, "nowhere.json"));
    if (missing.ok) throw new Error("read");
    expect(missing.message).toMatch(/There is no file .*nowhere\.json/);
  });
});

describe.each(testEngines)("npm run catalogue on $engine", ({ engine, skip }) => {
  let test: TestDatabase | undefined;
  let services: Services | undefined;
  let dir: string;
  let env: Record<string, string>;

  beforeEach(async () => {
    if (skip) return;
    dir = await mkdtemp(path.join(tmpdir(), "catalogue-command-"));
    test = await createTestDatabase(engine);
    env = databaseEnv(test.config, dir);
  });
  afterEach(async () => {
    await services?.close();
    services = undefined;
    await test?.cleanup();
    test = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The site's services on the test database, as the server and the commands create them. */
  async function open(): Promise<Services> {
    services = await createServices(parseEnv({ ...env, NODE_ENV: "test", BACKUP_EVERY: "off" }));
    return services;
  }

  const historyOf = async (site: Services) => (await site.workspace.history(500)).filter((row) => row.action === "catalogue.published");

  it.skipIf(skip)(
    "exports every language with prices as numbers; a translator's edited file comes back as one new version, in the history",
    async () => {
      const site = await open();
      const file = path.join(dir, "catalogue.json");
      const exported = await exportCatalogue(site.catalogue, file);
      expect(exported.ok).toBe(true);
      expect(exported.lines.join("\n")).toMatch(/Wrote the published catalogue to .*: \d+ excursions, \d+ rental items, \d+ team members/);

      const text = await readFile(file, "utf8");
      expect(text).toMatch(/^\{\n {2}"format": "catalogue",/);
      const catalogue = JSON.parse(text) as CatalogueFile;
      expect(catalogue).toMatchObject({ format: "catalogue", version: 1 });
      for (const kind of ["excursion", "rental", "team", "home", "payment", "policies"]) {
        expect(catalogue.entries.some((entry) => entry.kind === kind)).toBe(true);
      }
      const [edited, other] = twoExcursions(catalogue);
      expect(Object.keys(edited.texts).sort()).toEqual(["en", "es", "fr", "it", "pt"]);
      const tier = edited.data.pricing.tiers[0]!;
      expect(typeof tier.amount).toBe("number");
      const rental = catalogue.entries.find((entry): entry is Entry<"rental"> => entry.kind === "rental")!;
      expect(typeof rental.data.price.amount).toBe("number");

      // The translator's round trip: a new price and a corrected French name, nothing else.
      const newAmount = tier.amount + 15;
      const frenchName = "Escalade sur le granit du Frey — journée guidée";
      tier.amount = newAmount;
      edited.texts.fr!.name = frenchName;
      await writeJson(file, catalogue);
      const versionsBefore = await site.catalogue.versions("excursion", edited.key);
      const otherVersionsBefore = await site.catalogue.versions("excursion", other.key);

      const imported = await importCatalogue(site, file, "Camille (translator)");
      expect(imported.lines.join("\n")).toContain(`Imported ${file}: 1 entry published`);
      expect(imported.ok).toBe(true);
      expect(imported.lines.join("\n")).toMatch(
        new RegExp(`Excursion "${edited.key}" .*: published as version ${versionsBefore.length + 1}`),
      );

      const published = excursionById(await site.catalogue.published(), edited.key)!;
      expect(published.data.pricing.tiers[0]!.amount).toBe(newAmount);
      expect(published.texts.fr!.name).toBe(frenchName);
      // The other languages and excursions are as they were.
      expect(published.texts.es!.name).toBe(edited.texts.es!.name);
      const versions = await site.catalogue.versions("excursion", edited.key);
      expect(versions).toHaveLength(versionsBefore.length + 1);
      expect(versions.find((version) => version.version === Math.max(...versions.map((v) => v.version)))!.by).toBe("Camille (translator)");
      expect(await site.catalogue.versions("excursion", other.key)).toHaveLength(otherVersionsBefore.length);

      const history = await historyOf(site);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        actor: "Camille (translator)",
        subject: `catalogue excursion ${edited.key} «${edited.texts.es!.name}»`,
        before: JSON.stringify({ version: versionsBefore.length }),
        after: JSON.stringify({ version: versionsBefore.length + 1 }),
      });

      // The owner's History screen says it in words.
      const [inWords] = historyInWords(await site.workspace.history(1), "es", await site.catalogue.published());
      expect(inWords).toMatchObject({
        actor: "Camille (translator)",
        what: "Publicó un cambio del catálogo",
        subject: `Excursión «${edited.texts.es!.name}»`,
      });

      // The catalogue as it now is, exported and imported again, changes nothing: no version, no history.
      await exportCatalogue(site.catalogue, file);
      const again = await importCatalogue(site, file, "Camille (translator)");
      expect(again.ok).toBe(true);
      expect(again.lines.join("\n")).toMatch(/Nothing changed/);
      expect(await site.catalogue.versions("excursion", edited.key)).toHaveLength(versions.length);
      expect(await historyOf(site)).toHaveLength(1);
    },
  );

  it.skipIf(skip)("an invalid file changes nothing and says every problem; hostile text is only text", async () => {
    const site = await open();
    const file = path.join(dir, "catalogue.json");
    await exportCatalogue(site.catalogue, file);
    const catalogue = await readJson(file);
    const before = await site.catalogue.published();
    const [first, second] = twoExcursions(catalogue);
    const rental = catalogue.entries.find((entry): entry is Entry<"rental"> => entry.kind === "rental")!;
    const firstVersions = await site.catalogue.versions("excursion", first.key);

    const hostile = 'Bring water </script><script>alert("x")</script> & <b>sun cream</b>';
    second.texts.en!.bring = hostile;
    (first.data as ExcursionData).pricing.tiers[0]!.amount = -120;
    (first.texts.fr as Record<string, string>).nmae = "Escalade";
    (rental.data as RentalData).price.currency = "EUR" as RentalData["price"]["currency"];
    await writeJson(file, catalogue);

    const refused = await importCatalogue(site, file, "Camille (translator)");
    expect(refused.ok).toBe(false);
    const [summary, ...problems] = refused.lines;
    expect(summary).toBe(`Nothing was imported: ${file} has 3 problems. Correct them all and import again.`);
    expect(problems).toHaveLength(3);
    const problemText = problems.join("\n");
    expect(problemText).toMatch(
      new RegExp(`Excursion "${first.key}" .*price 1's amount \\(data\\.pricing\\.tiers\\.0\\.amount\\): must be an amount above 0.*-120`),
    );
    expect(problemText).toMatch(new RegExp(`Excursion "${first.key}" .*the French text "nmae" \\(texts\\.fr\\.nmae\\): is not a field`));
    expect(problemText).toMatch(
      new RegExp(`Rental item "${rental.key}" .*its price's currency \\(data\\.price\\.currency\\): must be one of USD, ARS`),
    );
    expect(problemText).not.toMatch(/bring/);

    expect(await site.catalogue.published()).toEqual(before);
    expect(await site.catalogue.versions("excursion", first.key)).toHaveLength(firstVersions.length);
    expect(await historyOf(site)).toHaveLength(0);

    // Corrected, the file goes in, the hostile text kept exactly as written.
    (first.data as ExcursionData).pricing.tiers[0]!.amount = 120;
    delete (first.texts.fr as Record<string, string>).nmae;
    (rental.data as RentalData).price.currency = "USD";
    await writeJson(file, catalogue);
    const imported = await importCatalogue(site, file, "Camille (translator)");
    expect(imported.ok).toBe(true);
    expect(excursionById(await site.catalogue.published(), second.key)!.texts.en!.bring).toBe(hostile);

    // An entry twice, or one of a kind the catalogue has not: said as such, nothing changed.
    const published = await site.catalogue.published();
    await writeJson(file, { ...catalogue, entries: [...catalogue.entries, { ...second }, { kind: "boat", key: "lancha" }] });
    const odd = await importCatalogue(site, file, "Camille (translator)");
    expect(odd.ok).toBe(false);
    expect(odd.lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^- Excursion "${second.key}" .*\\(entry ${catalogue.entries.length + 1} of the file\\), its key \\(key\\): appears more than once in the file$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^- Entry ${catalogue.entries.length + 2} of the file \\(kind "boat"\\) "lancha": is not a catalogue entry: each needs a "kind" \\(one of excursion, rental`,
        ),
      ),
    ]);
    expect(await site.catalogue.published()).toEqual(published);
  });

  it.skipIf(skip)("runs as the owner runs it: export, then import with --by, then a refused import exits with 1", async () => {
    const file = path.join(dir, "catalogue.json");
    const exported = await command(env, "export", file);
    expect(exported.stderr).toBe("");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/Wrote the published catalogue/);

    const catalogue = await readJson(file);
    const [edited] = twoExcursions(catalogue);
    edited.data.pricing.tiers[0]!.amount += 5;
    const amount = edited.data.pricing.tiers[0]!.amount;
    await writeJson(file, catalogue);
    const imported = await command(env, "import", file, "--by", "Lucía");
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(new RegExp(`Excursion "${edited.key}" .*: published as version \\d+`));

    edited.data.pricing.tiers[0]!.amount = 0;
    await writeJson(file, catalogue);
    const refused = await command(env, "import", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing was imported: .* has 1 problem\. Correct it and import again\.\n- Excursion/);

    await writeFile(file, "not json");
    const garbage = await command(env, "import", file);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toMatch(/is not valid JSON/);

    const site = await open();
    expect(excursionById(await site.catalogue.published(), edited.key)!.data.pricing.tiers[0]!.amount).toBe(amount);
    expect(await historyOf(site)).toEqual([
      expect.objectContaining({ actor: "Lucía", subject: `catalogue excursion ${edited.key} «${edited.texts.es!.name}»` }),
    ]);
  });
});
