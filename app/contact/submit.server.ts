/** A visitor's message, stored with its two emails before the visitor is told it was sent; the same form posted again is stored once. */
import { randomInt } from "node:crypto";
import { type Catalogue, excursionById } from "../catalogue/model.ts";
import { excursionSummary } from "../content/excursions/index.ts";
import type { ConfirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import type { Lang } from "../i18n/languages.ts";
import { mailSettingsOf, type MailSettingsSource } from "../mail/compose.server.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { countEmailsSince } from "../mail/store.server.ts";
import { composeContactEmails } from "./mail.server.ts";
import type { ContactValues } from "./schema.ts";
import type { ContactSettings } from "./settings.ts";
import type { Database } from "./store.server.ts";
import * as store from "./store.server.ts";

export type ContactDeps = {
  db: Database["db"];
  mail: MailSettingsSource;
  settings: ContactSettings;
  outbox: Pick<Outbox, "poke">;
  signer: FormSigner;
  catalogue?: () => Promise<Catalogue>;
  now: () => number;
  log: Pick<Console, "log" | "warn" | "error">;
  /** Confirmations one address may receive per window, and to anyone per window. */
  recipientLimit: { count: number; windowMs: number };
  confirmationLimit: { count: number; windowMs: number };
  addresses: ConfirmationAddresses;
};

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
function newMessageReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `M-${code}`;
}

export type ContactResult =
  | { ok: true; id: number; duplicate: boolean; confirmation: "queued" | "suppressed" }
  | { ok: false; formError: "rate-limited" | "save-failed"; retryAfterSeconds?: number };

/** Whether this address may get one more confirmation (per-recipient, per-client and overall limits). */
async function confirmationAllowed(deps: ContactDeps, address: string, clientHash: string): Promise<boolean> {
  const { db, now, addresses, recipientLimit, confirmationLimit } = deps;
  const time = now();
  if (!(await addresses.mayConfirmTo({ clientHash, address, now: time }))) return false;
  const toAddress = await countEmailsSince(db, "contact-confirmation", time - recipientLimit.windowMs, address);
  if (toAddress >= recipientLimit.count) return false;
  const toAnyone = await countEmailsSince(db, "contact-confirmation", time - confirmationLimit.windowMs);
  return toAnyone < confirmationLimit.count;
}

export async function submitMessage(deps: ContactDeps, input: ContactSubmission): Promise<ContactResult> {
  const { db, now, log, signer, settings, mail, outbox } = deps;
  const { values } = input;
  const catalogue = await deps.catalogue?.();
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

    confirmation = (await confirmationAllowed(deps, values.user_email, clientHash)) ? "queued" : "suppressed";
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
