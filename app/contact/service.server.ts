/**
 * The contact service: what the contact page's action calls (through React Router's context) and
 * what runs the outbox. Created once per process by server/services.ts.
 *
 * A valid message is stored, together with its two emails, before anything else; only then is the
 * visitor told it was sent. The emails leave later, from the outbox, whatever happens meanwhile.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { settingOrCreate } from "../../db/settings.ts";
import { SlidingWindowLimiter } from "../../server/rate-limit.ts";
import { createSigner, isClientToken, randomToken } from "../comments/signing.server.ts";
import { formKey } from "../form-key.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { isExcursionId } from "../pages.ts";
import { composeContactEmails, type MailSettings } from "./mail.server.ts";
import type { ContactFormError } from "./model.ts";
import { createOutbox, type Outbox, type OutboxSettings } from "./outbox.server.ts";
import { validateContact, type ContactErrors, type ContactField } from "./schema.ts";
import * as store from "./store.server.ts";
import type { MailTransport } from "./transport.server.ts";

export type ContactSettings = {
  /** Messages one client may store per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  /** Posts per client and window on one instance, checked before the body is read. */
  attemptLimit?: { count: number; windowMs: number };
  /** Confirmations one address may receive per window; beyond it, messages still reach the business. */
  recipientLimit?: { count: number; windowMs: number };
  /** Confirmations to anyone per window, against a flood from many clients. */
  confirmationLimit?: { count: number; windowMs: number };
};

const HOUR = 60 * 60_000;
export const defaultContactLimits = {
  recipientLimit: { count: 3, windowMs: 24 * HOUR },
  confirmationLimit: { count: 60, windowMs: HOUR },
};

export type ContactSubmission = {
  /** The posted form fields (the schema's four); anything else is ignored. */
  fields: Partial<Record<ContactField, unknown>>;
  lang: Lang;
  /** The `?excursion=` the visitor came from, if it names one. */
  excursion: string | null;
  honeypot: string;
  clientToken: string;
  clientAddress: string;
};

export type ContactResult =
  | { ok: true; id: number; duplicate: boolean; confirmation: "queued" | "suppressed" }
  | { ok: false; errors: ContactErrors; formError: null }
  | { ok: false; errors: Record<string, never>; formError: Exclude<ContactFormError, "network"> };

const SECRET_SETTING = "contact.secret";

export async function createContactService(options: {
  database: Database;
  transport: MailTransport;
  mail: MailSettings;
  settings: ContactSettings;
  outbox?: Partial<OutboxSettings>;
  /** Key for hashing client addresses; generated once and kept in the database if absent. */
  secret?: string;
  now?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
}) {
  const { database, transport, mail, settings } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const secret = options.secret ?? (await settingOrCreate(db, SECRET_SETTING, () => randomBytes(32).toString("base64url")));
  const signer = createSigner(secret);
  const recipientLimit = settings.recipientLimit ?? defaultContactLimits.recipientLimit;
  const confirmationLimit = settings.confirmationLimit ?? defaultContactLimits.confirmationLimit;
  const attempts = new SlidingWindowLimiter({
    limit: settings.attemptLimit?.count ?? settings.rateLimit.count * 4,
    windowMs: settings.attemptLimit?.windowMs ?? settings.rateLimit.windowMs,
    now,
  });
  const outbox: Outbox = createOutbox({ db, transport, settings: options.outbox, now, log });

  /** Whether this address may get one more confirmation (per-recipient and overall limits). */
  async function confirmationAllowed(address: string): Promise<boolean> {
    const time = now();
    const toAddress = await store.countEmailsSince(db, "contact-confirmation", time - recipientLimit.windowMs, address);
    if (toAddress >= recipientLimit.count) return false;
    const toAnyone = await store.countEmailsSince(db, "contact-confirmation", time - confirmationLimit.windowMs);
    return toAnyone < confirmationLimit.count;
  }

  async function submit(input: ContactSubmission): Promise<ContactResult> {
    if (input.honeypot.trim() !== "") return { ok: false, errors: {}, formError: "automated" };
    const validation = validateContact(input.fields);
    if (!validation.ok) return { ok: false, errors: validation.errors, formError: null };
    const { values } = validation;
    const excursion = input.excursion && isExcursionId(input.excursion) ? input.excursion : null;
    const clientToken = formKey(isClientToken(input.clientToken) ? input.clientToken : randomToken(), [
      values.user_name,
      values.user_email,
      values.subject,
      values.message,
      excursion ?? "",
    ]);

    let id: number;
    let confirmation: "queued" | "suppressed";
    try {
      // The same form posted twice (a retry, a reload after sending): the message stored the first time.
      const earlier = await store.contactIdByClientToken(db, clientToken);
      if (earlier !== undefined) return { ok: true, id: earlier, duplicate: true, confirmation: "queued" };

      const clientHash = signer.clientHash(input.clientAddress);
      const stored = await store.countMessagesSince(db, clientHash, now() - settings.rateLimit.windowMs);
      if (stored >= settings.rateLimit.count) return { ok: false, errors: {}, formError: "rate-limited" };

      confirmation = (await confirmationAllowed(values.user_email)) ? "queued" : "suppressed";
      const createdAt = now();
      const emails = await composeContactEmails(
        { values, lang: input.lang, excursion, createdAt, confirmationSuppressed: confirmation === "suppressed" },
        mail,
      );
      try {
        id = await store.insertContactMessage(
          db,
          { values, lang: input.lang, excursion, createdAt, clientHash, clientToken, confirmation },
          emails,
        );
      } catch (error) {
        // Stored meanwhile by a concurrent post of the same form?
        const concurrent = await store.contactIdByClientToken(db, clientToken).catch(() => undefined);
        if (concurrent === undefined) throw error;
        return { ok: true, id: concurrent, duplicate: true, confirmation: "queued" };
      }
    } catch (error) {
      log.error("Could not store a contact message:", error);
      return { ok: false, errors: {}, formError: "save-failed" };
    }
    if (confirmation === "suppressed") {
      log.warn(`Contact message #${id}: no confirmation emailed, the address is over its limit.`);
    }
    // Stored with its emails: from here on the visitor is told it was sent; the outbox delivers.
    outbox.poke();
    return { ok: true, id, duplicate: false, confirmation };
  }

  return {
    submit,
    /** Counts a posting attempt by a client; false when it is over the per-instance limit. */
    allowAttempt: (clientAddress: string) => attempts.hit(clientAddress).allowed,
    newClientToken: () => randomToken(),
    outbox,
    transport,
    /** Stops the outbox worker after its delivery in progress, and closes the transport. */
    async close() {
      await outbox.stop();
      transport.close();
    },
  };
}

export type ContactService = Awaited<ReturnType<typeof createContactService>>;
