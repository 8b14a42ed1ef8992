/**
 * The contact service: what the contact page's action calls (through React Router's context).
 * Created once per process with the site's services; its emails go through the site's one outbox.
 *
 * A valid message is stored, together with its two emails, before anything else; only then is the
 * visitor told it was sent. The emails leave later, from the outbox, whatever happens meanwhile.
 */
import type { ContactStatus, Database } from "./store.server.ts";
import { confirmationAddresses, type ConfirmationAddresses } from "../forms/confirmation-addresses.server.ts";
import { formGuard, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSigner } from "../forms/signing.server.ts";
import { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import type { Catalogue } from "../catalogue/model.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { mailSettingsOf, type MailSettingsSource } from "../mail/compose.server.ts";
import { replyTo } from "./reply.server.ts";
import type { ContactSettings } from "./settings.ts";
import { notHandledStatuses } from "./states.ts";
import * as store from "./store.server.ts";
import { type ContactDeps, type ContactSubmission, submitMessage } from "./submit.server.ts";

export type { ContactSettings } from "./settings.ts";
export type { ContactSubmission } from "./submit.server.ts";

const HOUR = 60 * 60_000;
const defaultContactLimits = {
  recipientLimit: { count: 3, windowMs: 24 * HOUR },
  confirmationLimit: { count: 60, windowMs: HOUR },
};

/** The largest post taken: the four fields at their limits, percent-encoded, with room to spare. */
export const CONTACT_BODY_MAX_BYTES = 96 * 1024;
/** A contact form can be sent for a day after its page was rendered. */
const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A message's reference as the workspace's addresses may carry it. */
const MESSAGE_REFERENCE_PATTERN = /^M-[2-9A-HJKMNP-Z]{6}$/;

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
  const deps: ContactDeps = {
    db,
    mail,
    settings,
    outbox,
    signer,
    catalogue: options.catalogue,
    now,
    log,
    recipientLimit,
    confirmationLimit,
    addresses,
  };

  return {
    submit: (input: ContactSubmission) => submitMessage(deps, input),
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
    reply: (id: number, input: { text: string; author: string }) => replyTo(deps, id, input),
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
