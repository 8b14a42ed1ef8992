/**
 * How many different addresses one client has had the site write to. A form's confirmation email
 * goes to the address the visitor typed: anyone can make the business email any address, so
 * besides the limit per address (a few a day), a client is held to a few different addresses
 * across every form that confirms (contact messages and requests to book). Counted in the
 * database, by the client's keyed hash: it holds across instances and restarts.
 */
import { sql, type Kysely } from "kysely";
import type { Schema } from "../../db/schema.ts";

/** Different addresses one client may have confirmations sent to per window (CONFIRMATION_ADDRESS_LIMIT). */
export const defaultConfirmationAddressLimit = { count: 5, windowMs: 24 * 60 * 60_000 };

/** The addresses (lower case) a client's confirmations were queued to since a time, over every form. */
export async function confirmedAddressesOf(db: Kysely<Schema>, clientHash: string, since: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom("contact_messages")
    .select(sql<string>`lower(email)`.as("address"))
    .where("client_hash", "=", clientHash)
    .where("confirmation", "=", "queued")
    .where("created_at", ">", since)
    .union(
      db
        .selectFrom("booking_requests")
        .select(sql<string>`lower(email)`.as("address"))
        .where("client_hash", "=", clientHash)
        .where("confirmation", "=", "queued")
        .where("created_at", ">", since),
    )
    .execute();
  return new Set(rows.map((row) => row.address));
}

/** Whether a client may have one more confirmation sent to `address`: one it wrote to already, or a new one within its limit. */
export async function mayConfirmTo(
  db: Kysely<Schema>,
  input: { clientHash: string; address: string; now: number; limit: { count: number; windowMs: number } },
): Promise<boolean> {
  const addresses = await confirmedAddressesOf(db, input.clientHash, input.now - input.limit.windowMs);
  return addresses.has(input.address.toLowerCase()) || addresses.size < input.limit.count;
}
