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

export interface ContactMessagesTable {
  id: Generated<number>;
  /** Epoch milliseconds, set by the server. */
  created_at: number;
  /** The page's language: the confirmation email is written in it. */
  lang: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The excursion the visitor came from (`?excursion=`), if any. */
  excursion: string | null;
  /** A keyed hash of the sender's address, for rate limits (the address itself is not stored). */
  client_hash: string;
  /** The form's one-time key: the same form posted again is the same message. */
  client_token: string | null;
  /** Whether a confirmation email was queued, or left out by the per-recipient limits. */
  confirmation: "queued" | "suppressed";
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: Generated<number>;
  contact_id: number | null;
  /** What the email is: `contact-admin`, `contact-confirmation`. */
  kind: string;
  /** The email's Message-ID, fixed when it is queued: every attempt sends the very same bytes. */
  message_id: string;
  envelope_from: string;
  /** The one envelope recipient. */
  recipient: string;
  /** The complete RFC 5322 message, as built when it was queued. */
  raw: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** The worker (one claim of it) sending this email right now, and until when its claim holds. */
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface PageViewsTable {
  id: Generated<number>;
  /** Epoch milliseconds, set by the server. */
  created_at: number;
  /** The URL path viewed (no query string). */
  path: string;
  /** The page's key (`home`, `freyclimb`, …) or `other`. */
  page: string;
  /** The language the page was shown in. */
  lang: string;
  /** The browser's language (`navigator.language`), e.g. `es-AR`. */
  user_language: string;
  /** The region of the browser's locale, e.g. `AR`, when it names one. */
  user_region: string | null;
  /** `excursion-<id>` on excursion pages (the spec's excursion type). */
  excursion: string | null;
  /** `load` for the first page of a visit, `route` for a client-side route change. */
  navigation: "load" | "route";
}

export interface BusinessDetailsTable {
  /** A field of app/business/details.ts. */
  field: string;
  value: string;
  /** Epoch milliseconds. */
  updated_at: number;
  /** Who set it (the workspace's user, or `command line`). */
  updated_by: string | null;
}

export interface PhotoFilesTable {
  photo_id: string;
  /** `<width>.avif` or `<width>.webp`. */
  file: string;
  content_type: string;
  bytes: Uint8Array;
}

export interface PlacePhotosTable {
  /** The drawing this photo stands in for (its image name, e.g. `excursion-ventana-hero`). */
  slot: string;
  /** Random, unguessable; the URL segment of its files. */
  photo_id: string;
  /** The largest variant's size. */
  width: number;
  height: number;
  /** JSON list of the widths encoded, ascending. */
  widths: string;
  /** JSON object: the alt text per language. */
  alt: string;
  updated_at: number;
  updated_by: string | null;
}

export interface Schema {
  business_details: BusinessDetailsTable;
  photo_files: PhotoFilesTable;
  place_photos: PlacePhotosTable;
  page_views: PageViewsTable;
  comments: CommentsTable;
  comment_photos: CommentPhotosTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
