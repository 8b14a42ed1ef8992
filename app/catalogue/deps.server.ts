/** What every part of the catalogue's service reads: the database, the change tracker and the clock. */
import type { ChangeTracker } from "../runtime/changes.server.ts";
import { assemble, type Catalogue } from "./model.ts";
import type { Problems } from "./service-types.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";

export type CatalogueDeps = {
  db: Database["db"];
  changes: Pick<ChangeTracker, "publish" | "version">;
  now: () => number;
};

/** The change tracker's topic for the catalogue. */
export const CATALOGUE_TOPIC = "catalogue";

/** The published catalogue as the database holds it now (not the one kept in memory). */
export const latestCatalogue = async (deps: Pick<CatalogueDeps, "db">): Promise<Catalogue> =>
  assemble((await store.latestVersions(deps.db)).map((row) => row.entry));

export const failed = (problems: Problems): { ok: false; problems: Problems } => ({ ok: false, problems });
