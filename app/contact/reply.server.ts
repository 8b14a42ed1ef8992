/** The business's reply to a message, from the workspace, queued in the thread of the visitor's confirmation. */
import { mailSettingsOf } from "../mail/compose.server.ts";
import { firstMessageIdOfContact } from "../mail/store.server.ts";
import { composeContactReply } from "./mail.server.ts";
import * as store from "./store.server.ts";
import type { ContactDeps } from "./submit.server.ts";

/** What a reply from the workspace came to: queued, or why not (nothing was stored or queued). */
export type ReplyResult =
  | { ok: true; replyId: number; emailId: number; threaded: boolean }
  | { ok: false; problem: "not-found" | "no-business-email" };

/**
 * The business's reply to a message, written in the workspace by `author`: kept with the message
 * and queued in the outbox in one transaction, in the thread of the visitor's confirmation; a new
 * message becomes answered. Refused without the business's address: the email would leave from
 * a no-reply address that nobody reads, with nowhere for the visitor's answer to go.
 */
export async function replyTo(deps: ContactDeps, id: number, input: { text: string; author: string }): Promise<ReplyResult> {
  const { db, now, mail, outbox } = deps;
  const message = await store.getMessage(db, id);
  if (!message) return { ok: false, problem: "not-found" };
  const settings = await mailSettingsOf(mail);
  if (!settings.adminEmail) return { ok: false, problem: "no-business-email" };
  const confirmation = await firstMessageIdOfContact(db, id, "contact-confirmation");
  const createdAt = now();
  const email = await composeContactReply(message, input.text, settings, { confirmation, date: createdAt });
  const stored = await store.insertReply(db, { contactId: id, createdAt, author: input.author, text: input.text }, email);
  outbox.poke();
  return { ok: true, replyId: stored.id, emailId: stored.emailId, threaded: confirmation !== undefined };
}
