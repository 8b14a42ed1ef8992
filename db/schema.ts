/**
 * Table types of the one database every feature shares. Each feature adds its tables here and
 * its migrations to `db/migrations/index.ts`; engine-independent column types only:
 * integers (epoch milliseconds for times), text, and bytes.
 */
import type { Generated } from "kysely";

export type CommentStatus = "visible" | "hidden";

interface CommentsTable {
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

interface CommentPhotosTable {
  /** Random, unguessable; also the photo's URL segment. */
  id: string;
  avatar: Uint8Array;
  large: Uint8Array;
  large_width: number;
  large_height: number;
  created_at: number;
}

interface SettingsTable {
  key: string;
  value: string;
}

interface SchemaMigrationsTable {
  name: string;
  applied_at: number;
}

interface ContactMessagesTable {
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
  /** Where the owner is with it (0010): new, answered from the workspace, or done. */
  status: Generated<ContactStatus>;
  /** A short reference (`M-XXXXXX`, 0010): what the owner's notification links to; none before 0010. */
  reference: string | null;
}

export type ContactStatus = "new" | "answered" | "done";

/** A reply to a contact message written in the workspace (0010), and the email it queued. */
interface ContactRepliesTable {
  id: Generated<number>;
  contact_id: number;
  created_at: number;
  /** The member who wrote it (their sign-in address). */
  author: string;
  text: string;
  email_id: number | null;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: Generated<number>;
  contact_id: number | null;
  /** The booking request an email belongs to (0005), if any. */
  booking_id: Generated<number | null>;
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

interface PageViewsTable {
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

/** A published version of a catalogue entry (app/catalogue/). */
interface CatalogueVersionsTable {
  kind: string;
  key: string;
  version: number;
  /** The entry as JSON. */
  document: string;
  published_at: number;
  /** Who published it (a workspace member's address, `seed`, or a command's name). */
  published_by: string;
}

/** The draft of a catalogue entry, at most one per entry. */
interface CatalogueDraftsTable {
  kind: string;
  key: string;
  document: string;
  saved_at: number;
  saved_by: string;
}

interface BusinessDetailsTable {
  /** A field of app/site/business-details.ts. */
  field: string;
  value: string;
  /** Epoch milliseconds. */
  updated_at: number;
  /** Who set it (the workspace's user, or `command line`). */
  updated_by: string | null;
}

interface PhotoFilesTable {
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

export type WorkspaceRole = "owner" | "guide";

interface WorkspaceMembersTable {
  id: Generated<number>;
  email: string;
  role: WorkspaceRole;
  created_at: number;
  /** When the member last opened the Comments screen (0: never): Home counts later comments as unread. */
  seen_at: number;
  removed_at: number | null;
}

interface WorkspacePasskeysTable {
  /** The credential's id, base64url. */
  id: string;
  member_id: number;
  public_key: Uint8Array;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

interface WorkspaceInvitationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: WorkspaceRole;
  invited_by: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

interface WorkspaceSessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  passkey_id: string | null;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  user_agent: string;
}

interface WorkspaceUsedChallengesTable {
  challenge_hash: string;
  expires_at: number;
}

interface WorkspaceAuditTable {
  id: Generated<number>;
  at: number;
  member_id: number | null;
  actor: string;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
  form_key: string | null;
}

export interface DeparturesTable {
  id: Generated<number>;
  /** An excursion key, or a course or service id (app/departures/model.ts). */
  offer: string;
  /** `YYYY-MM-DD`, or null: to be confirmed. */
  start_date: string | null;
  /** `YYYY-MM-DD`, or null: one day, or to be confirmed. */
  end_date: string | null;
  seats_total: number;
  seats_taken: Generated<number>;
  status: Generated<"scheduled" | "full" | "cancelled">;
  /** JSON: an optional note per language. */
  notes: Generated<string>;
  created_at: number;
  updated_at: number;
}

export type BookingStatus = "new" | "answered" | "confirmed" | "declined" | "done";

export interface BookingRequestsTable {
  id: Generated<number>;
  /** Short, random, unique: what the visitor quotes ("BV-7K3Q9M"). */
  reference: string;
  created_at: number;
  updated_at: number;
  /** The page's language: the visitor's email is written in it. */
  lang: string;
  /** The excursion (its key) the request is for. */
  offer: string;
  departure_id: number | null;
  /** Preferred dates (`YYYY-MM-DD`) when no departure was chosen. */
  date_from: string | null;
  date_to: string | null;
  group_size: number;
  experience: string;
  /** JSON: rental item ids (and `kit`). */
  gear: Generated<string>;
  /** The language the group prefers. */
  group_lang: string;
  name: string;
  email: string;
  phone: Generated<string>;
  message: Generated<string>;
  status: Generated<BookingStatus>;
  seats_held: Generated<number>;
  /** Set when the request was declined because its departure was cancelled (its state reads "cancelled"); null otherwise. */
  departure_cancelled_at: Generated<number | null>;
  /** When it was first confirmed (epoch ms); null until then. A booking with no date at all counts its data's retention from it (decision 0100). */
  confirmed_at: Generated<number | null>;
  client_hash: string;
  client_token: string | null;
  confirmation: "queued" | "suppressed";
}

type PaymentMethod = "cash" | "transfer" | "paypal" | "mercadopago" | "other";

/** What was paid against a booking (app/payments/): kept when taken back, with when and by whom. */
export interface BookingPaymentsTable {
  id: Generated<number>;
  booking_id: number;
  amount_cents: number;
  currency: "USD" | "ARS";
  method: PaymentMethod;
  /** The business's day it was paid on (`YYYY-MM-DD`). */
  paid_on: string;
  note: Generated<string>;
  recorded_at: number;
  recorded_by: string;
  removed_at: number | null;
  removed_by: string | null;
  /** Paid in the other currency than the total's: the rate it was taken at, centavos per dollar (decision 0131). */
  rate_cents: number | null;
  /** Paid in the other currency: what it counts toward what is due, in the total's currency. */
  counted_cents: number | null;
  /** A cash payment's discount, in the total's currency, and the percentage it was earned at. */
  discount_cents: Generated<number>;
  discount_percent: Generated<number>;
}

/** A booking's total set by hand (where the catalogue's prices cannot tell it). */
interface BookingTotalsTable {
  booking_id: number;
  amount_cents: number;
  currency: "USD" | "ARS";
  set_at: number;
  set_by: string;
}

/** A confirmed request's private links (db/migrations/0014-booking-page.ts): only each token's hash is kept. */
interface BookingLinksTable {
  id: Generated<number>;
  request_id: number;
  /** 0: the whole booking; 1..group size: one participant's form. */
  slot: number;
  /** From when tokens were derived from a key (decision 0102): no longer read. */
  generation: Generated<number>;
  token_hash: string;
  created_at: number;
  used_at: Generated<number | null>;
  /**
   * "booking": the booker's (slot 0); "forwarded": shown on the booker's page for a participant to
   * fill in their form, closed once they save; "own": the participant's, shown to them on that save.
   */
  role: Generated<BookingLinkRole>;
}

export type BookingLinkRole = "booking" | "forwarded" | "own";

/** The exact conditions texts a participant accepted, by their hash. */
interface BookingConditionsTable {
  hash: string;
  lang: string;
  text: string;
  first_shown_at: number;
}

/** One participant of a booking: the personal fields are emptied a set time after the departure. */
export interface BookingParticipantsTable {
  id: Generated<number>;
  request_id: number;
  slot: number;
  full_name: string;
  nationality: Generated<string>;
  experience: Generated<string>;
  shoe_size: Generated<string>;
  harness_size: Generated<string>;
  document: string | null;
  birth_date: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
  health: string | null;
  personal_deleted_at: number | null;
  conditions_hash: string | null;
  conditions_name: string | null;
  conditions_at: number | null;
  /** Through which link it was last saved. */
  filled_by: "booker" | "participant";
  updated_at: number;
}

/** A traveller's request to cancel, with the owner's answer. */
interface BookingCancellationsTable {
  request_id: number;
  reason: string;
  asked_at: number;
  status: Generated<"asked" | "accepted" | "refused">;
  answer: Generated<string>;
  answered_at: Generated<number | null>;
  answered_by: Generated<string | null>;
}

/** A participant's seat checked in at the meeting point (db/migrations/0015-check-ins.ts); undoing deletes it. */
interface DepartureCheckInsTable {
  request_id: number;
  slot: number;
  checked_at: number;
  checked_by: string;
}

/** The keys of the check-ins a phone sent, each applied once. */
interface DepartureCheckInKeysTable {
  id: Generated<number>;
  key: string;
  applied_at: number;
}

/** One row per booking and kind of email sent once (db/migrations/0016-reminders-reviews.ts): reminders, departure notices. */
interface BookingRemindersTable {
  id: Generated<number>;
  request_id: number;
  /** "before", "after", or a departure's notice (`cancelled:<time>`, `restored:<time>`). */
  kind: string;
  created_at: number;
}

export type ReviewStatus = "pending" | "shown" | "hidden";

/** A traveller's review of their booking, waiting for the owner, shown or hidden. */
export interface BookingReviewsTable {
  id: Generated<number>;
  request_id: number;
  offer: string;
  lang: string;
  /** The first name shown with it. */
  author: string;
  rating: number;
  text: string;
  status: Generated<ReviewStatus>;
  created_at: number;
  moderated_at: Generated<number | null>;
}

export type BackupKind = "scheduled" | "manual" | "before-restore";

interface BackupRunsTable {
  id: Generated<number>;
  kind: BackupKind;
  status: "running" | "done" | "failed";
  started_at: number;
  lease_until: number;
  finished_at: number | null;
  file: string | null;
  bytes: number | null;
  host: string;
  error: string | null;
}

export interface Schema {
  backup_runs: BackupRunsTable;
  workspace_members: WorkspaceMembersTable;
  workspace_passkeys: WorkspacePasskeysTable;
  workspace_invitations: WorkspaceInvitationsTable;
  workspace_sessions: WorkspaceSessionsTable;
  workspace_used_challenges: WorkspaceUsedChallengesTable;
  workspace_audit: WorkspaceAuditTable;
  booking_requests: BookingRequestsTable;
  booking_payments: BookingPaymentsTable;
  booking_totals: BookingTotalsTable;
  booking_links: BookingLinksTable;
  booking_conditions: BookingConditionsTable;
  booking_participants: BookingParticipantsTable;
  booking_cancellations: BookingCancellationsTable;
  booking_reminders: BookingRemindersTable;
  booking_reviews: BookingReviewsTable;
  departure_check_ins: DepartureCheckInsTable;
  departure_check_in_keys: DepartureCheckInKeysTable;
  departures: DeparturesTable;
  business_details: BusinessDetailsTable;
  catalogue_versions: CatalogueVersionsTable;
  catalogue_drafts: CatalogueDraftsTable;
  photo_files: PhotoFilesTable;
  place_photos: PlacePhotosTable;
  page_views: PageViewsTable;
  comments: CommentsTable;
  comment_photos: CommentPhotosTable;
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
  mail_outbox: MailOutboxTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
