/** Each reminder or notice once: its row in `booking_reminders` and its email, in one transaction. */
import type { ComposedEmail } from "../../mail/compose.server.ts";
import { queueEmails } from "../../mail/store.server.ts";
import type { RemindersDeps } from "./deps.server.ts";
import { type Db, markOnce } from "./store.server.ts";

/**
 * Inserts the booking's row of this kind and queues its email in one transaction; false (nothing
 * queued) when the row was there already: another instance, or an earlier run, sent it.
 */
export async function queueOnce(deps: RemindersDeps, requestId: number, kind: string, email: ComposedEmail): Promise<boolean> {
  const { db, now, queuedAt } = deps;
  return db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, requestId, kind, now()))) return false;
    await queueEmails(trx, { contact_id: null, booking_id: requestId }, [email], queuedAt());
    return true;
  });
}

/** The booking's row of this kind and its email, inside a transaction already open. */
export async function queueIn(deps: RemindersDeps, trx: Db, requestId: number, kind: string, email: ComposedEmail, time: number) {
  const { queuedAt } = deps;
  await markOnce(trx, requestId, kind, time);
  await queueEmails(trx, { contact_id: null, booking_id: requestId }, [email], queuedAt());
}
