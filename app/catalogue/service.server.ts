/**
 * The catalogue's service (decision 0062): pages read the published catalogue from memory while the
 * change tracker's version stays the same; the workspace keeps drafts, publishes them as versions
 * and restores earlier ones; a file exports and imports the whole of it. A publish is announced
 * through the change tracker, so every instance and its page cache show it at their next request.
 */
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { addExcursion, addMember } from "./additions.server.ts";
import type { CatalogueDeps } from "./deps.server.ts";
import { publishDraft, saveDraft } from "./drafts.server.ts";
import { catalogueFile, importFile } from "./file.server.ts";
import type { CatalogueKind, Entry } from "./model.ts";
import { publishedCatalogue, seedMissingEntries } from "./published.server.ts";
import { seedEntries } from "./seed/entries.server.ts";
import type { CatalogueService } from "./service-types.ts";
import { catalogueWithDrafts, entryState, entryStates } from "./states.server.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";
import { restoreVersion, retireExcursion } from "./versions.server.ts";

export type { CatalogueService };
export { CATALOGUE_TOPIC } from "./deps.server.ts";

/** An import file larger than this is refused before it is parsed. */
export const CATALOGUE_FILE_MAX_BYTES = 20 * 1024 * 1024;

export async function createCatalogueService(options: {
  database: Database;
  changes: Pick<ChangeTracker, "publish" | "version">;
  now?: () => number;
  /** The entries of a fresh install (tests give their own). */
  seed?: () => Entry[];
}): Promise<CatalogueService> {
  const deps: CatalogueDeps = { db: options.database.db, changes: options.changes, now: options.now ?? Date.now };
  const { db } = deps;
  await seedMissingEntries(deps, options.seed ?? seedEntries);
  return {
    published: publishedCatalogue(deps),
    state: (kind, key) => entryState(deps, kind, key),
    withDrafts: () => catalogueWithDrafts(deps),
    states: (kind) => entryStates(deps, kind),
    saveDraft: (input, by) => saveDraft(deps, input, by),
    async discardDraft(kind, key) {
      await store.deleteDraft(db, kind, key);
    },
    publish: (kind, key, by) => publishDraft(deps, kind, key, by),
    restore: (kind, key, version, by) => restoreVersion(deps, kind, key, version, by),
    versions: (kind, key) => store.versionsOf(db, kind, key),
    async version<K extends CatalogueKind>(kind: K, key: string, version: number) {
      return (await store.versionOf(db, kind, key, version)) as Entry<K> | undefined;
    },
    addExcursion: (input, by) => addExcursion(deps, input, by),
    addMember: (input, by) => addMember(deps, input, by),
    retireExcursion: (key, movedTo, by) => retireExcursion(deps, key, movedTo, by),
    exportFile: () => catalogueFile(deps),
    importFile: (file, by) => importFile(deps, file, by),
  };
}
