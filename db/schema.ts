/**
 * Table types of the one database every feature shares. Each feature adds its tables here and
 * its migrations to `db/migrations/index.ts`; engine-independent column types only:
 * integers (epoch milliseconds for times), text, and bytes.
 */
import type { Generated } from "kysely";

export type CommentStatus = "visible" | "hidden";

export interface CommentsTable {
  id: Generated<number>;
  /** `excursion-<id>`, the spec's page key. */
  excursion: string;
  name: string;
  comment: string;
  photo_id: string | null;
  /** Epoch milliseconds, set by the server. */
  created_at: number;
  /** Moderation: hidden comments stay stored but are never shown or served. */
  status: Generated<CommentStatus>;
  /** A keyed hash of the poster's address, for rate limits (the address itself is not stored). */
  client_hash: string;
  /** The form's one-time key: posting the same form again returns the saved comment. */
  client_token: string | null;
}

export interface CommentPhotosTable {
  /** Random, unguessable; also the photo's URL segment. */
  id: string;
  avatar: Uint8Array;
  large: Uint8Array;
  large_width: number;
  large_height: number;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: number;
}

export interface Schema {
  comments: CommentsTable;
  comment_photos: CommentPhotosTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
