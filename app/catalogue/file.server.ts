/** The whole catalogue as one file: exported, and imported back all or nothing. */
import { CATALOGUE_FILE_MAX_ENTRIES, checkEntry, limitProblems } from "./check.ts";
import { cleanEntry } from "./clean-entry.ts";
import { CATALOGUE_TOPIC, type CatalogueDeps, failed, latestCatalogue } from "./deps.server.ts";
import { assemble, type CatalogueFile, type CatalogueKind, catalogueKinds, type Entry } from "./model.ts";
import { reviewMarks } from "./review-marks.ts";
import type { CatalogueService, Problems } from "./service-types.ts";
import * as store from "./store.server.ts";

/** The whole published catalogue (drafts left out), every language, prices as numbers. */
export async function catalogueFile(deps: CatalogueDeps): Promise<CatalogueFile> {
  const catalogue = await latestCatalogue(deps);
  const entries: Entry[] = [
    ...catalogue.excursions,
    ...catalogue.rental,
    ...catalogue.team,
    catalogue.home,
    catalogue.payment,
    catalogue.policies,
  ];
  return { format: "catalogue", version: 1, entries };
}

/** A file read back: every entry checked as the editor checks it, all or nothing; each changed entry published as its next version. */
export async function importFile(deps: CatalogueDeps, file: unknown, by: string): ReturnType<CatalogueService["importFile"]> {
  const { db, now, changes } = deps;
  const candidate = file as Partial<CatalogueFile> | null;
  if (
    !candidate ||
    typeof candidate !== "object" ||
    candidate.format !== "catalogue" ||
    candidate.version !== 1 ||
    !Array.isArray(candidate.entries)
  ) {
    return failed([{ path: "", problem: "not-a-catalogue" }]);
  }
  // More entries than a whole catalogue may hold: refused before any is read.
  if (candidate.entries.length > CATALOGUE_FILE_MAX_ENTRIES) return failed([{ path: "entries", problem: "too-many-entries" }]);
  const problems: Problems = [];
  const seen = new Set<string>();
  const entries: Entry[] = [];
  /** The file's place of each entry read (an entry that could not be read leaves a gap). */
  const placeOf = new Map<Entry, number>();
  candidate.entries.forEach((raw, index) => {
    const at = `entries.${index}`;
    if (
      !raw ||
      typeof raw !== "object" ||
      !(catalogueKinds as readonly string[]).includes((raw as Entry).kind) ||
      typeof (raw as Entry).key !== "string"
    ) {
      problems.push({ path: at, problem: "not-a-catalogue" });
      return;
    }
    const entry = cleanEntry(raw as Entry);
    const id = `${entry.kind}/${entry.key}`;
    if (seen.has(id)) problems.push({ path: `${at}.key`, problem: "duplicate-entry" });
    seen.add(id);
    entries.push(entry);
    placeOf.set(entry, index);
  });
  // Every problem at once: the entries that could be read are checked too.
  const latest = await store.latestVersions(db);
  const publishedOf = (entry: Entry) => latest.find((row) => row.kind === entry.kind && row.key === entry.key)?.entry;
  // Checked against the catalogue as it will be: the file's entries over the published ones.
  const merged = assemble([...latest.filter((row) => !seen.has(`${row.kind}/${row.key}`)).map((row) => row.entry), ...entries]);
  // Within the limits as it will be, the published entries the file does not name included.
  const over = limitProblems(merged);
  if (over.length) return failed(over);
  for (const entry of entries) {
    for (const problem of checkEntry(entry, merged))
      problems.push({ path: `entries.${placeOf.get(entry)}.${problem.path}`, problem: problem.problem });
  }
  if (problems.length) return failed(problems);
  const changed = entries
    .map((entry) => ({ ...entry, review: reviewMarks(entry, publishedOf(entry)) }))
    .filter((entry) => JSON.stringify(entry) !== JSON.stringify(publishedOf(entry)));
  const at = now();
  const publishedEntries: Array<{ kind: CatalogueKind; key: string; version: number }> = [];
  // All or nothing: every changed entry's next version in one transaction.
  await db.transaction().execute(async (trx) => {
    for (const entry of changed) {
      const version = (latest.find((row) => row.kind === entry.kind && row.key === entry.key)?.version ?? 0) + 1;
      if (!(await store.insertVersion(trx, { kind: entry.kind, key: entry.key, version, entry, at, by }))) {
        throw new Error(`The catalogue changed while the file was imported (${entry.kind} ${entry.key})`);
      }
      publishedEntries.push({ kind: entry.kind, key: entry.key, version });
    }
  });
  if (publishedEntries.length) await changes.publish(CATALOGUE_TOPIC, { imported: publishedEntries.length });
  return { ok: true, value: { published: publishedEntries } };
}
