/**
 * The catalogue in the database, written once for both engines: the only module that reads and
 * writes `catalogue_versions` and `catalogue_drafts`.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../db/schema.ts";
import type { CatalogueKind, Entry, VersionInfo } from "./model.ts";

export type { Database } from "../../db/database.ts";
type Db = Kysely<Schema> | Transaction<Schema>;

export type StoredVersion = { kind: CatalogueKind; key: string; version: number; entry: Entry; at: number; by: string };
export type StoredDraft = { kind: CatalogueKind; key: string; entry: Entry; at: number; by: string };

const parse = (document: string) => JSON.parse(document) as Entry;

/** The latest version of every entry. */
export async function latestVersions(db: Db): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom("catalogue_versions as v")
    .selectAll("v")
    .where(({ eb, selectFrom }) =>
      eb(
        "v.version",
        "=",
        selectFrom("catalogue_versions as w")
          .select(({ fn }) => fn.max("w.version").as("latest"))
          .whereRef("w.kind", "=", "v.kind")
          .whereRef("w.key", "=", "v.key"),
      ),
    )
    .execute();
  return rows.map((row) => ({
    kind: row.kind as CatalogueKind,
    key: row.key,
    version: Number(row.version),
    entry: parse(row.document),
    at: Number(row.published_at),
    by: row.published_by,
  }));
}

/** The latest version of one entry, or undefined. */
export async function latestVersion(db: Db, kind: CatalogueKind, key: string): Promise<StoredVersion | undefined> {
  const row = await db
    .selectFrom("catalogue_versions")
    .selectAll()
    .where("kind", "=", kind)
    .where("key", "=", key)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { kind, key, version: Number(row.version), entry: parse(row.document), at: Number(row.published_at), by: row.published_by }
    : undefined;
}

export async function versionOf(db: Db, kind: CatalogueKind, key: string, version: number): Promise<Entry | undefined> {
  const row = await db
    .selectFrom("catalogue_versions")
    .select("document")
    .where("kind", "=", kind)
    .where("key", "=", key)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? parse(row.document) : undefined;
}

/** Every version of an entry, the newest first. */
export async function versionsOf(db: Db, kind: CatalogueKind, key: string): Promise<VersionInfo[]> {
  const rows = await db
    .selectFrom("catalogue_versions")
    .select(["version", "published_at", "published_by"])
    .where("kind", "=", kind)
    .where("key", "=", key)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({ version: Number(row.version), at: Number(row.published_at), by: row.published_by }));
}

/**
 * Stores `entry` as version `version`. Returns false when that version already exists (another
 * instance published at the same moment): nothing is overwritten.
 */
export async function insertVersion(db: Db, version: StoredVersion): Promise<boolean> {
  const result = await db
    .insertInto("catalogue_versions")
    .values({
      kind: version.kind,
      key: version.key,
      version: version.version,
      document: JSON.stringify(version.entry),
      published_at: version.at,
      published_by: version.by,
    })
    .onConflict((conflict) => conflict.columns(["kind", "key", "version"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function draftOf(db: Db, kind: CatalogueKind, key: string): Promise<StoredDraft | undefined> {
  const row = await db.selectFrom("catalogue_drafts").selectAll().where("kind", "=", kind).where("key", "=", key).executeTakeFirst();
  return row ? { kind, key, entry: parse(row.document), at: Number(row.saved_at), by: row.saved_by } : undefined;
}

export async function draftsOf(db: Db, kind: CatalogueKind): Promise<StoredDraft[]> {
  const rows = await db.selectFrom("catalogue_drafts").selectAll().where("kind", "=", kind).execute();
  return rows.map((row) => ({ kind, key: row.key, entry: parse(row.document), at: Number(row.saved_at), by: row.saved_by }));
}

export async function saveDraft(db: Db, draft: StoredDraft): Promise<void> {
  const document = JSON.stringify(draft.entry);
  await db
    .insertInto("catalogue_drafts")
    .values({ kind: draft.kind, key: draft.key, document, saved_at: draft.at, saved_by: draft.by })
    .onConflict((conflict) => conflict.columns(["kind", "key"]).doUpdateSet({ document, saved_at: draft.at, saved_by: draft.by }))
    .execute();
}

export async function deleteDraft(db: Db, kind: CatalogueKind, key: string): Promise<void> {
  await db.deleteFrom("catalogue_drafts").where("kind", "=", kind).where("key", "=", key).execute();
}
