/**
 * Comment queries, written once for both engines (SQLite and PostgreSQL) with Kysely.
 */
import type { Kysely } from "kysely";
import type { CommentStatus, Schema } from "../../db/schema.ts";
import type { CommentView, PhotoVariant } from "./model.ts";
import type { ProcessedPhoto } from "./photos.server.ts";

export type { Database } from "../../db/database.ts";
export type { CommentStatus } from "../../db/schema.ts";
export type Db = Kysely<Schema>;

function baseQuery(db: Db) {
  return db
    .selectFrom("comments")
    .leftJoin("comment_photos", "comment_photos.id", "comments.photo_id")
    .select([
      "comments.id",
      "comments.name",
      "comments.comment",
      "comments.created_at",
      "comments.photo_id",
      "comment_photos.large_width",
      "comment_photos.large_height",
    ]);
}

type Row = {
  id: number;
  name: string;
  comment: string;
  created_at: number;
  photo_id: string | null;
  large_width: number | null;
  large_height: number | null;
};

function toView(row: Row): CommentView {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    createdAt: row.created_at,
    photo:
      row.photo_id && row.large_width && row.large_height ? { id: row.photo_id, width: row.large_width, height: row.large_height } : null,
  };
}

/** The newest visible comments of a page, newest first. */
export async function listComments(db: Db, excursion: string, limit: number): Promise<CommentView[]> {
  const rows = await baseQuery(db)
    .where("comments.excursion", "=", excursion)
    .where("comments.status", "=", "visible")
    .orderBy("comments.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toView);
}

/** Visible comments of a page posted after the given id, oldest first (catching up a stream). */
export async function commentsAfter(db: Db, excursion: string, afterId: number, limit: number): Promise<CommentView[]> {
  const rows = await baseQuery(db)
    .where("comments.excursion", "=", excursion)
    .where("comments.status", "=", "visible")
    .where("comments.id", ">", afterId)
    .orderBy("comments.id", "asc")
    .limit(limit)
    .execute();
  return rows.map(toView);
}

export async function visibleComment(db: Db, id: number): Promise<(CommentView & { excursion: string }) | undefined> {
  const row = await baseQuery(db)
    .select("comments.excursion")
    .where("comments.id", "=", id)
    .where("comments.status", "=", "visible")
    .executeTakeFirst();
  return row && { ...toView(row), excursion: row.excursion };
}

/** The comment saved earlier with this form key, if any (a post sent twice). */
export async function commentByClientToken(db: Db, clientToken: string): Promise<CommentView | undefined> {
  return (await commentsByClientTokens(db, [clientToken])).get(clientToken);
}

/** The comments saved earlier with these form keys (hidden ones too), by key. */
export async function commentsByClientTokens(db: Db, clientTokens: readonly string[]): Promise<Map<string, CommentView>> {
  if (clientTokens.length === 0) return new Map();
  const rows = await baseQuery(db).select("comments.client_token").where("comments.client_token", "in", clientTokens).execute();
  return new Map(rows.map((row) => [row.client_token!, toView(row)]));
}

/** How many comments a client saved since a time. */
export async function countCommentsSince(db: Db, clientHash: string, since: number): Promise<number> {
  return (await countCommentsByClientSince(db, [clientHash], since)).get(clientHash) ?? 0;
}

/** How many comments each of these clients saved since a time (clients with none are absent). */
/** Comments posted since a time, by anyone, whatever their state (the workspace's "new since you last looked"). */
export async function countNewComments(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countCommentsByClientSince(db: Db, clientHashes: readonly string[], since: number): Promise<Map<string, number>> {
  if (clientHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom("comments")
    .select((eb) => ["client_hash", eb.fn.countAll<number | string>().as("count")])
    .where("client_hash", "in", clientHashes)
    .where("created_at", ">", since)
    .groupBy("client_hash")
    .execute();
  return new Map(rows.map((row) => [row.client_hash, Number(row.count)]));
}

export type NewComment = {
  excursion: string;
  name: string;
  comment: string;
  createdAt: number;
  clientHash: string;
  clientToken: string;
  photo: (ProcessedPhoto & { id: string }) | null;
};

/**
 * Inserts comments and their photos, a statement per table, within the caller's transaction. A
 * comment whose form key is already taken (saved meanwhile by another instance) is skipped, and
 * so is its photo. Returns the inserted comments by form key.
 */
export async function insertComments(db: Db, comments: readonly NewComment[]): Promise<Map<string, CommentView>> {
  const inserted = new Map<string, CommentView>();
  if (comments.length === 0) return inserted;
  const withPhotos = comments.filter((input) => input.photo !== null);
  if (withPhotos.length > 0) {
    await db
      .insertInto("comment_photos")
      .values(
        withPhotos.map(({ photo, createdAt }) => ({
          id: photo!.id,
          avatar: photo!.avatar,
          large: photo!.large,
          large_width: photo!.width,
          large_height: photo!.height,
          created_at: createdAt,
        })),
      )
      .execute();
  }
  const rows = await db
    .insertInto("comments")
    .values(
      comments.map((input) => ({
        excursion: input.excursion,
        name: input.name,
        comment: input.comment,
        photo_id: input.photo?.id ?? null,
        created_at: input.createdAt,
        client_hash: input.clientHash,
        client_token: input.clientToken,
      })),
    )
    .onConflict((conflict) => conflict.column("client_token").doNothing())
    // Rows come back in no promised order: matched by their form key.
    .returning(["id", "client_token"])
    .execute();
  const ids = new Map(rows.map((row) => [row.client_token, row.id]));
  for (const input of comments) {
    const id = ids.get(input.clientToken);
    if (id === undefined) continue;
    inserted.set(input.clientToken, {
      id,
      name: input.name,
      comment: input.comment,
      createdAt: input.createdAt,
      photo: input.photo ? { id: input.photo.id, width: input.photo.width, height: input.photo.height } : null,
    });
  }
  const orphans = withPhotos.filter((input) => !inserted.has(input.clientToken)).map((input) => input.photo!.id);
  if (orphans.length > 0) await db.deleteFrom("comment_photos").where("id", "in", orphans).execute();
  return inserted;
}

/** A photo's bytes, only while a visible comment shows it. */
export async function photoBytes(db: Db, photoId: string, variant: PhotoVariant): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom("comment_photos")
    .innerJoin("comments", "comments.photo_id", "comment_photos.id")
    .select(variant === "avatar" ? "comment_photos.avatar as bytes" : "comment_photos.large as bytes")
    .where("comment_photos.id", "=", photoId)
    .where("comments.status", "=", "visible")
    .executeTakeFirst();
  return row?.bytes;
}

// Moderation ------------------------------------------------------------------------------------

export type ModerationRow = {
  id: number;
  excursion: string;
  name: string;
  comment: string;
  createdAt: number;
  status: CommentStatus;
  hasPhoto: boolean;
};

export async function recentComments(db: Db, limit: number, excursion?: string): Promise<ModerationRow[]> {
  let query = db
    .selectFrom("comments")
    .select(["id", "excursion", "name", "comment", "created_at", "status", "photo_id"])
    .orderBy("id", "desc")
    .limit(limit);
  if (excursion) query = query.where("excursion", "=", excursion);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    excursion: row.excursion,
    name: row.name,
    comment: row.comment,
    createdAt: row.created_at,
    status: row.status,
    hasPhoto: row.photo_id !== null,
  }));
}

/** Hides or shows a comment; its excursion key, or undefined when there is no such comment. */
export async function setCommentStatus(db: Db, id: number, status: CommentStatus): Promise<string | undefined> {
  const row = await db.updateTable("comments").set({ status }).where("id", "=", id).returning("excursion").executeTakeFirst();
  return row?.excursion;
}

/** Deletes a comment and its photo; its excursion key, or undefined when there is no such comment. */
export async function deleteComment(db: Db, id: number): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("comments").where("id", "=", id).returning(["excursion", "photo_id"]).executeTakeFirst();
    if (!row) return undefined;
    if (row.photo_id) await trx.deleteFrom("comment_photos").where("id", "=", row.photo_id).execute();
    return row.excursion;
  });
}

/** Removes a comment's photo, keeping the comment; its excursion key, or undefined when it had none. */
export async function deleteCommentPhoto(db: Db, id: number): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("comments").select(["excursion", "photo_id"]).where("id", "=", id).executeTakeFirst();
    if (!row?.photo_id) return undefined;
    await trx.updateTable("comments").set({ photo_id: null }).where("id", "=", id).execute();
    await trx.deleteFrom("comment_photos").where("id", "=", row.photo_id).execute();
    return row.excursion;
  });
}

/** One comment's moderation state (for the workspace's history), or undefined. */
export async function moderationState(db: Db, id: number): Promise<{ status: CommentStatus; hasPhoto: boolean } | undefined> {
  const row = await db.selectFrom("comments").select(["status", "photo_id"]).where("id", "=", id).executeTakeFirst();
  return row && { status: row.status, hasPhoto: row.photo_id !== null };
}
