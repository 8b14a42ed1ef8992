/** The catalogue's published versions: each publish is the next version of its entry, announced to every instance. */
import type { CatalogueService, Saved } from "./service-types.ts";
import { checkEntry } from "./check.ts";
import { CATALOGUE_TOPIC, type CatalogueDeps, failed, latestCatalogue } from "./deps.server.ts";
import type { CatalogueKind, Entry, ExcursionEntry } from "./model.ts";
import * as store from "./store.server.ts";

type Published = ReturnType<CatalogueService["restore"]>;

/** Publishes `entry` as the next version of its entry; false when another publish took that number first. */
export async function publishVersion(
  deps: CatalogueDeps,
  entry: Entry,
  by: string,
): Promise<Saved<{ version: number; at: number; by: string }>> {
  const { db, now, changes } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    const latest = await store.latestVersion(db, entry.kind, entry.key);
    const version = (latest?.version ?? 0) + 1;
    const at = now();
    if (await store.insertVersion(db, { kind: entry.kind, key: entry.key, version, entry, at, by })) {
      await changes.publish(CATALOGUE_TOPIC, { kind: entry.kind, key: entry.key, version });
      return { ok: true, value: { version, at, by } };
    }
  }
  throw new Error("The catalogue entry kept changing while it was published");
}

/** Publishes an earlier version's content again, as the next version. */
export async function restoreVersion(deps: CatalogueDeps, kind: CatalogueKind, key: string, version: number, by: string): Published {
  const { db } = deps;
  const entry = await store.versionOf(db, kind, key, version);
  if (!entry) return failed([{ path: "version", problem: "unknown-entry" }]);
  const problems = checkEntry(entry, await latestCatalogue(deps));
  if (problems.length) return failed(problems);
  return publishVersion(deps, entry, by);
}

/** Retires an excursion at once (a published version): its address answers 410, or moves to another excursion. */
export async function retireExcursion(deps: CatalogueDeps, key: string, movedTo: string | null, by: string): Published {
  const { db } = deps;
  const latest = await store.latestVersion(db, "excursion", key);
  if (!latest) return failed([{ path: "key", problem: "unknown-entry" }]);
  const entry = structuredClone(latest.entry) as ExcursionEntry;
  entry.data.retired = { movedTo };
  const problems = checkEntry(entry, await latestCatalogue(deps));
  if (problems.length) return failed(problems);
  return publishVersion(deps, entry, by);
}
