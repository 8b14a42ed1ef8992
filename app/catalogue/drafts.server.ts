/** An entry's draft: checked whole and kept, nothing on any page changes until it is published. */
import { checkEntry } from "./check.ts";
import { cleanEntry } from "./clean-entry.ts";
import { type CatalogueDeps, failed, latestCatalogue } from "./deps.server.ts";
import { type CatalogueKind, catalogueKinds, type Entry, type EntryState, type ExcursionEntry, type VersionInfo } from "./model.ts";
import { reviewMarks } from "./review-marks.ts";
import type { Saved } from "./service-types.ts";
import { entryState } from "./states.server.ts";
import * as store from "./store.server.ts";
import { publishVersion } from "./versions.server.ts";

/** The entry kept as its draft, its texts' review marks updated (app/catalogue/service-types.ts). */
export async function saveDraft(deps: CatalogueDeps, input: Entry, by: string): Promise<Saved<EntryState>> {
  const { db, now } = deps;
  if (!(catalogueKinds as readonly string[]).includes(input?.kind)) return failed([{ path: "kind", problem: "unknown-entry" }]);
  const entry = cleanEntry(input);
  const current = await entryState(deps, entry.kind, entry.key);
  if (!current) return failed([{ path: "key", problem: "unknown-entry" }]);
  const base = current.draft ?? current.published;
  const catalogue = await latestCatalogue(deps);
  const problems = checkEntry(entry, catalogue);
  if (problems.length) return failed(problems);
  // The address of an excursion is chosen once.
  if (entry.kind === "excursion" && base && (entry as ExcursionEntry).data.address !== (base as ExcursionEntry).data.address) {
    return failed([{ path: "data.address", problem: "address-taken" }]);
  }
  entry.review = reviewMarks(entry, base);
  const at = now();
  await store.saveDraft(db, { kind: entry.kind, key: entry.key, entry, at, by });
  return { ok: true, value: { ...current, draft: entry, draftBy: by, draftAt: at } };
}

/** The draft published as the next version (checked again), and the draft gone. */
export async function publishDraft(deps: CatalogueDeps, kind: CatalogueKind, key: string, by: string): Promise<Saved<VersionInfo>> {
  const { db } = deps;
  const draft = await store.draftOf(db, kind, key);
  if (!draft) return failed([{ path: "key", problem: "unknown-entry" }]);
  const problems = checkEntry(draft.entry, await latestCatalogue(deps));
  if (problems.length) return failed(problems);
  const result = await publishVersion(deps, draft.entry, by);
  await store.deleteDraft(db, kind, key);
  return result;
}
