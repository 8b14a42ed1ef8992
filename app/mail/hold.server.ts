/**
 * A restored copy is quiet (decision 0105): `npm run restore` holds the outbox of the database it
 * restores, so a server started on it sends no email (and queues no reminder) until the owner
 * releases it from the workspace's Home. The hold is a setting in the database, so every instance
 * on it holds, and a snapshot of a held copy restores held too.
 */
import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.ts";
import { readSetting, removeSetting, writeSetting } from "../../db/settings.ts";

const MAIL_HOLD_SETTING = "mail.held";

export type MailHold = {
  /** When the restore held it. */
  since: number;
  /** When the snapshot restored was taken. */
  snapshotTakenAt: number;
};

/** The hold, when the outbox is held. */
export async function mailHold(db: Kysely<Schema>): Promise<MailHold | undefined> {
  const value = await readSetting(db, MAIL_HOLD_SETTING);
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<MailHold>;
    return { since: Number(parsed.since) || 0, snapshotTakenAt: Number(parsed.snapshotTakenAt) || 0 };
  } catch {
    // Unreadable, still held: only the owner's release lets email go.
    return { since: 0, snapshotTakenAt: 0 };
  }
}

export async function holdMail(db: Kysely<Schema>, hold: MailHold): Promise<void> {
  await writeSetting(db, MAIL_HOLD_SETTING, JSON.stringify(hold));
}

/** Lets the outbox send again; whether it was held (released by this call). */
export function releaseMail(db: Kysely<Schema>): Promise<boolean> {
  return removeSetting(db, MAIL_HOLD_SETTING);
}
