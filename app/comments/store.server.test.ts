import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { insertComments, type NewComment } from "./store.server.ts";

describe.each(testEngines)("comment queries on $engine", ({ engine, skip }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  const comment = (clientToken: string, photoId?: string): NewComment => ({
    excursion: "excursion-ventana",
    name: "Ana",
    comment: "Windy up there",
    createdAt: Date.UTC(2031, 0, 1),
    clientHash: "client-a",
    clientToken,
    photo: photoId ? { id: photoId, avatar: Buffer.from([1]), large: Buffer.from([2]), width: 4, height: 3 } : null,
  });

  it.skipIf(skip)("inserts comments with their photos, skipping one whose form key was taken meanwhile, and its photo", async () => {
    const { database, cleanup: drop } = await createMigratedTestDatabase(engine);
    cleanup = drop;
    const { db } = database;
    // Saved by another instance between this batch's check and its insert.
    await insertComments(db, [comment("form-key-taken-000001")]);
    const inserted = await insertComments(db, [
      comment("form-key-new-0000001", "photo-new-00001"),
      comment("form-key-taken-000001", "photo-of-taken-1"),
      comment("form-key-new-0000002"),
    ]);
    expect([...inserted.keys()].sort()).toEqual(["form-key-new-0000001", "form-key-new-0000002"]);
    expect(inserted.get("form-key-new-0000001")).toMatchObject({ name: "Ana", photo: { id: "photo-new-00001", width: 4, height: 3 } });
    const rows = await db.selectFrom("comments").select(["id", "client_token", "photo_id"]).orderBy("id").execute();
    expect(rows.map((row) => [row.client_token, row.photo_id])).toEqual([
      ["form-key-taken-000001", null],
      ["form-key-new-0000001", "photo-new-00001"],
      ["form-key-new-0000002", null],
    ]);
    expect(rows[1]!.id).toBe(inserted.get("form-key-new-0000001")!.id);
    expect((await db.selectFrom("comment_photos").select("id").execute()).map((row) => row.id)).toEqual(["photo-new-00001"]);
  });
});
