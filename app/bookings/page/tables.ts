/**
 * The booking page's tables (db/migrations/0014-booking-page.ts), as Kysely reads them. Kept beside
 * the feature; a store reaches them through `pageDb`, the site's database typed with them too.
 */
import type { Generated, Kysely, Transaction } from "kysely";
import type { Schema } from "../../../db/schema.ts";

export interface BookingLinksTable {
  id: Generated<number>;
  request_id: number;
  /** 0: the whole booking; 1..group size: one participant's form. */
  slot: number;
  generation: Generated<number>;
  token_hash: string;
  created_at: number;
  used_at: number | null;
  /**
   * "booking": the booker's (slot 0); "forwarded": shown on the booker's page for a participant to
   * fill in their form, closed once they save; "own": the participant's, shown to them on that save.
   */
  role: Generated<BookingLinkRole>;
}

export type BookingLinkRole = "booking" | "forwarded" | "own";

export interface BookingConditionsTable {
  hash: string;
  lang: string;
  text: string;
  first_shown_at: number;
}

export interface BookingParticipantsTable {
  id: Generated<number>;
  request_id: number;
  slot: number;
  full_name: string;
  nationality: string;
  experience: string;
  shoe_size: string;
  harness_size: string;
  document: string | null;
  birth_date: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
  health: string | null;
  personal_deleted_at: number | null;
  conditions_hash: string | null;
  conditions_name: string | null;
  conditions_at: number | null;
  filled_by: "booker" | "participant";
  updated_at: number;
}

export interface BookingCancellationsTable {
  request_id: number;
  reason: string;
  asked_at: number;
  status: Generated<"asked" | "accepted" | "refused">;
  answer: Generated<string>;
  answered_at: number | null;
  answered_by: string | null;
}

export type PageSchema = Schema & {
  booking_links: BookingLinksTable;
  booking_conditions: BookingConditionsTable;
  booking_participants: BookingParticipantsTable;
  booking_cancellations: BookingCancellationsTable;
};

export type PageDb = Kysely<PageSchema> | Transaction<PageSchema>;

/** The site's database, typed with the booking page's tables too. */
export const pageDb = (db: Kysely<Schema>): Kysely<PageSchema> => db as unknown as Kysely<PageSchema>;
