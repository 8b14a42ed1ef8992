/**
 * The contact service: what the contact page's action calls (through React Router's context).
 * Created once per process with the site's services; its emails go through the site's one outbox.
 *
 * A valid message is stored, together with its two emails, before anything else; only then is the
 * visitor told it was sent. The emails leave later, from the outbox, whatever happens meanwhile.
 */
import { randomInt } from "node:crypto";
import type { ContactStatus, Database } from "./store.server.ts";
import { confirmationAddresses, type ConfirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { excursionById, type Catalogue } from "../catalogue/model.ts";
import { excursionSummary } from "../content/excursions/index.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { mailSettingsOf, type MailSettingsSource } from "../mail/compose.server.ts";
import { countEmailsSince, firstMessageIdOfContact } from "../mail/store.server.ts";
import { composeContactEmails, composeContactReply } from "./mail.server.ts";
import { notHandledStatuses } from "./states.ts";
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

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A message's short reference, `M-` and six characters (a billion of them: drawn twice, the second post is refused and retried by the visitor). */
export function newMessageReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `M-${code}`;
}

/** A message's reference as the workspace's addresses may carry it. */
export const MESSAGE_REFERENCE_PATTERN = /^M-[2-9A-HJKMNP-Z]{6}$/;

/** What a reply from the workspace came to: queued, or why not (nothing was stored or queued). */
export type ReplyResult =
  | { ok: true; replyId: number; emailId: number; threaded: boolean }
  | { ok: false; problem: "not-found" | "no-business-email" };

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
  /** The published catalogue: which excursion a message is about, and its name in the emails. */
  catalogue?: () => Promise<Catalogue>;
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
    const catalogue = await options.catalogue?.();
    const entry = input.excursion && catalogue ? excursionById(catalogue, input.excursion) : undefined;
    const excursion = entry ? entry.key : null;
    const excursionNames = entry ? { admin: excursionSummary(entry, "es").name, visitor: excursionSummary(entry, input.lang).name } : null;
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
      const reference = newMessageReference();
      const emails = await composeContactEmails(
        { values, lang: input.lang, excursion, excursionNames, createdAt, confirmationSuppressed: confirmation === "suppressed" },
        reference,
        await mailSettingsOf(mail),
      );
      try {
        id = await store.insertContactMessage(
          db,
          { reference, values, lang: input.lang, excursion, createdAt, clientHash, clientToken, confirmation },
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

  /**
   * The business's reply to a message, written in the workspace by `author`: kept with the message
   * and queued in the outbox in one transaction, in the thread of the visitor's confirmation; a new
   * message becomes answered. Refused without the business's address: the email would leave from
   * a no-reply address that nobody reads, with nowhere for the visitor's answer to go.
   */
  async function reply(id: number, input: { text: string; author: string }): Promise<ReplyResult> {
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
    /** The latest messages, newest first (the workspace's list); of some states only when given. */
    latest: (limit: number, statuses?: readonly ContactStatus[]) => store.latestMessages(db, limit, statuses),
    /** One message, by its id or its reference. */
    get: (idOrReference: number | string) => store.getMessage(db, idOrReference),
    /** A message's replies from the workspace, oldest first. */
    replies: (id: number) => store.repliesOf(db, id),
    /** Messages stored since a time, from anyone. */
    countSince: (since: number) => store.countNewMessages(db, since),
    /** Messages not handled yet: new ones and answered ones not marked done (see `notHandledStatuses`); Home counts them. */
    countUnhandled: () => store.countMessagesIn(db, notHandledStatuses),
    /** Whether a reply can go out: it needs the business's address, where the visitor's answer comes back. */
    async canReply(): Promise<boolean> {
      return (await mailSettingsOf(mail)).adminEmail !== "";
    },
    reply,
    /** Marks a message done (from new or answered); whether it moved. */
    markDone: (id: number) => store.moveMessage(db, id, ["new", "answered"], "done"),
    /** Takes "done" back: answered if it had a reply from the workspace, else new; the state it is in now, if it moved. */
    async reopen(id: number): Promise<ContactStatus | undefined> {
      const to: ContactStatus = (await store.repliesOf(db, id)).length > 0 ? "answered" : "new";
      return (await store.moveMessage(db, id, ["done"], to)) ? to : undefined;
    },
  };
}

export type ContactService = Awaited<ReturnType<typeof createContactService>>;
