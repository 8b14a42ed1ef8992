/**
 * The contact service: what the contact page's action calls (through React Router's context).
 * Created once per process with the site's services; its emails go through the site's one outbox.
 *
 * A valid message is stored, together with its two emails, before anything else; only then is the
 * visitor told it was sent. The emails leave later, from the outbox, whatever happens meanwhile.
 */
import type { Database } from "../../db/database.ts";
import { confirmationAddresses, type ConfirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { isExcursionId } from "../site/pages.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { mailSettingsOf, type MailSettingsSource } from "../mail/compose.server.ts";
import { countEmailsSince } from "../mail/store.server.ts";
import { composeContactEmails } from "./mail.server.ts";
import type { ContactValues } from "./schema.ts";
import * as store from "./store.server.ts";

export type ContactSettings = {
  /** Messages one client may store per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  /** Sooner than this after the form was rendered, a post is taken for a bot. */
  minFillMs?: number;
  /** Posts per client and window on one instance, checked before the body is read. */
  attemptLimit?: { count: number; windowMs: number };
  /** Confirmations one address may receive per window; beyond it, messages still reach the business. */
  recipientLimit?: { count: number; windowMs: number };
  /** Confirmations to anyone per window, against a flood from many clients. */
  confirmationLimit?: { count: number; windowMs: number };
  /** Different addresses one client may have confirmations sent to per window, over every form (app/forms/confirmation-addresses.server.ts). */
  addressLimit?: { count: number; windowMs: number };
};

const HOUR = 60 * 60_000;
export const defaultContactLimits = {
  recipientLimit: { count: 3, windowMs: 24 * HOUR },
  confirmationLimit: { count: 60, windowMs: HOUR },
};

/** The largest post taken: the four fields at their limits, percent-encoded, with room to spare. */
export const CONTACT_BODY_MAX_BYTES = 96 * 1024;
/** A contact form can be sent for a day after its page was rendered. */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type ContactSubmission = {
  /** The form's fields, checked by its schema. */
  values: ContactValues;
  lang: Lang;
  /** The excursion the visitor came from, if it names one. */
  excursion: string | null;
  /** What the form is stored under: the same form posted again is stored once (app/forms/idempotency.server.ts). */
  key: string;
  visitor: string;
};

export type ContactResult =
  | { ok: true; id: number; duplicate: boolean; confirmation: "queued" | "suppressed" }
  | { ok: false; formError: "rate-limited" | "save-failed"; retryAfterSeconds?: number };

export async function createContactService(options: {
  database: Database;
  /** Fixed, or read for each message (the business's details may change while the site runs). */
  mail: MailSettingsSource;
  settings: ContactSettings;
  /** The site's one outbox (app/mail/), shared by every form: its owner starts and stops it. */
  outbox: Pick<Outbox, "poke">;
  signer: FormSigner;
  /** The addresses every form that confirms has written to (app/forms/confirmation-addresses.server.ts); without it, this form's own. */
  confirmationAddresses?: ConfirmationAddresses;
  now?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
}) {
  const { database, mail, settings, outbox } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const { signer } = options;
  const recipientLimit = settings.recipientLimit ?? defaultContactLimits.recipientLimit;
  const confirmationLimit = settings.confirmationLimit ?? defaultContactLimits.confirmationLimit;
  // On the site, every form that confirms counts together; on its own, this form counts its own.
  const addresses =
    options.confirmationAddresses ??
    confirmationAddresses([(clientHash, since) => store.confirmedAddressesSince(db, clientHash, since)], settings.addressLimit);
  const attempts = new SlidingWindowLimiter({
    limit: settings.attemptLimit?.count ?? settings.rateLimit.count * 4,
    windowMs: settings.attemptLimit?.windowMs ?? settings.rateLimit.windowMs,
    now,
  });

  /** Whether this address may get one more confirmation (per-recipient, per-client and overall limits). */
  async function confirmationAllowed(address: string, clientHash: string): Promise<boolean> {
    const time = now();
    if (!(await addresses.mayConfirmTo({ clientHash, address, now: time }))) return false;
    const toAddress = await countEmailsSince(db, "contact-confirmation", time - recipientLimit.windowMs, address);
    if (toAddress >= recipientLimit.count) return false;
    const toAnyone = await countEmailsSince(db, "contact-confirmation", time - confirmationLimit.windowMs);
    return toAnyone < confirmationLimit.count;
  }

  async function submit(input: ContactSubmission): Promise<ContactResult> {
    const { values } = input;
    const excursion = input.excursion && isExcursionId(input.excursion) ? input.excursion : null;
    const clientToken = input.key;

    let id: number;
    let confirmation: "queued" | "suppressed";
    try {
      // The same form posted twice (a retry, a reload after sending): the message stored the first time.
      const earlier = await store.contactIdByClientToken(db, clientToken);
      if (earlier !== undefined) return { ok: true, id: earlier, duplicate: true, confirmation: "queued" };

      const clientHash = signer.visitorHash(input.visitor);
      const stored = await store.countMessagesSince(db, clientHash, now() - settings.rateLimit.windowMs);
      if (stored >= settings.rateLimit.count) {
        return { ok: false, formError: "rate-limited", retryAfterSeconds: Math.ceil(settings.rateLimit.windowMs / 1000) };
      }

      confirmation = (await confirmationAllowed(values.user_email, clientHash)) ? "queued" : "suppressed";
      const createdAt = now();
      const emails = await composeContactEmails(
        { values, lang: input.lang, excursion, createdAt, confirmationSuppressed: confirmation === "suppressed" },
        await mailSettingsOf(mail),
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
      return { ok: false, formError: "save-failed" };
    }
    if (confirmation === "suppressed") {
      log.warn(`Contact message #${id}: no confirmation emailed, the address or the client is over its limit.`);
    }
    // Stored with its emails: from here on the visitor is told it was sent; the outbox delivers.
    outbox.poke();
    return { ok: true, id, duplicate: false, confirmation };
  }

  return {
    submit,
    /** The hidden fields of a contact form rendered now. */
    guard: () => formGuard(signer, now()),
    /** What every post goes through before its fields are read (app/forms/receive.server.ts). */
    policy: {
      maxBytes: CONTACT_BODY_MAX_BYTES,
      attempts,
      signer,
      minFillMs: settings.minFillMs ?? 0,
      maxAgeMs: FORM_MAX_AGE_MS,
      now,
    } satisfies FormPolicy,
    /** The latest messages, newest first (the workspace's list). */
    latest: (limit: number) => store.latestMessages(db, limit),
    /** Messages stored since a time, from anyone. */
    countSince: (since: number) => store.countNewMessages(db, since),
    /**
     * Messages the owner still has to handle. Messages have no state yet: every message counts
     * (when they get one, this counts those not answered or done).
     */
    countUnhandled: () => store.countNewMessages(db, 0),
  };
}

export type ContactService = Awaited<ReturnType<typeof createContactService>>;
