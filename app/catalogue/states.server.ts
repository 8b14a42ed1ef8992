/** The entries as the workspace edits them: each with its published version and its draft. */
import type { CatalogueDeps } from "./deps.server.ts";
import { assemble, type Catalogue, type CatalogueKind, catalogueKinds, type Entry, type EntryState } from "./model.ts";
import * as store from "./store.server.ts";

/** One entry as the workspace edits it, or undefined. */
export async function entryState<K extends CatalogueKind>(
  deps: Pick<CatalogueDeps, "db">,
  kind: K,
  key: string,
): Promise<EntryState<K> | undefined> {
  const { db } = deps;
  const [latest, draft] = await Promise.all([store.latestVersion(db, kind, key), store.draftOf(db, kind, key)]);
  if (!latest && !draft) return undefined;
  return {
    kind,
    key,
    published: latest?.entry as Entry<K> | undefined,
    publishedVersion: latest?.version,
    draft: draft?.entry as Entry<K> | undefined,
    draftBy: draft?.by,
    draftAt: draft?.at,
  };
}

/** Every entry of a kind, drafts included. */
export async function entryStates<K extends CatalogueKind>(deps: Pick<CatalogueDeps, "db">, kind: K): Promise<EntryState<K>[]> {
  const { db } = deps;
  const [latest, drafts] = await Promise.all([store.latestVersions(db), store.draftsOf(db, kind)]);
  const keys = new Set([...latest.filter((row) => row.kind === kind).map((row) => row.key), ...drafts.map((draft) => draft.key)]);
  return [...keys].map((key) => {
    const row = latest.find((candidate) => candidate.kind === kind && candidate.key === key);
    const draft = drafts.find((candidate) => candidate.key === key);
    return {
      kind,
      key,
      published: row?.entry as Entry<K> | undefined,
      publishedVersion: row?.version,
      draft: draft?.entry as Entry<K> | undefined,
      draftBy: draft?.by,
      draftAt: draft?.at,
    };
  });
}

/** The published catalogue with every draft in place of its entry. */
export async function catalogueWithDrafts(deps: Pick<CatalogueDeps, "db">): Promise<Catalogue> {
  const { db } = deps;
  const [latest, drafts] = await Promise.all([
    store.latestVersions(db),
    Promise.all(catalogueKinds.map((kind) => store.draftsOf(db, kind))).then((lists) => lists.flat()),
  ]);
  const drafted = new Set(drafts.map((draft) => `${draft.kind}/${draft.key}`));
  return assemble([
    ...latest.filter((row) => !drafted.has(`${row.kind}/${row.key}`)).map((row) => row.entry),
    ...drafts.map((draft) => draft.entry),
  ]);
}
