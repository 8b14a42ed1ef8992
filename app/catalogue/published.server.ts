/**
 * The published catalogue as pages read it: from memory while the change tracker's version stays
 * the same (every instance reads it again at the first request after a publish).
 */
import { type CatalogueDeps, latestCatalogue } from "./deps.server.ts";
import type { Catalogue, Entry } from "./model.ts";
import * as store from "./store.server.ts";

/** The published catalogue, read again only when the change tracker's version changed. */
export function publishedCatalogue(deps: CatalogueDeps): () => Promise<Catalogue> {
  const { changes } = deps;
  let kept: { version: string; catalogue: Promise<Catalogue> } | undefined;
  const read = () => latestCatalogue(deps);
  return function published(): Promise<Catalogue> {
    const version = changes.version();
    if (version === undefined) return read();
    if (kept?.version !== version) {
      const catalogue = read();
      kept = { version, catalogue };
      // A failed read is not kept.
      catalogue.catch(() => {
        if (kept?.catalogue === catalogue) kept = undefined;
      });
    }
    return kept.catalogue;
  };
}

/** A fresh install (or a release with new seeded entries) gets version 1 of every entry it lacks. */
export async function seedMissingEntries(deps: CatalogueDeps, seed: () => Entry[]): Promise<void> {
  const { db, now } = deps;
  const existing = new Set((await store.latestVersions(db)).map((row) => `${row.kind}/${row.key}`));
  const missing = seed().filter((entry) => !existing.has(`${entry.kind}/${entry.key}`));
  for (const entry of missing)
    await store.insertVersion(db, { kind: entry.kind, key: entry.key, version: 1, entry, at: now(), by: "seed" });
}
