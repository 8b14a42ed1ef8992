/**
 * The outbox worker: delivers queued emails one at a time, retries failures with growing pauses
 * until they go through (across restarts, since the queue is in the database), and never sends an
 * email again once its delivery was recorded. Several processes may run one each on the same
 * database: an email is claimed by exactly one of them (see store.server.ts).
 */
import { randomBytes } from "node:crypto";
import type { Db, OutboxStatus } from "./store.server.ts";
import type { ComposedEmail } from "./compose.server.ts";
import { mailHold, releaseMail, type MailHold } from "./hold.server.ts";
import * as store from "./store.server.ts";
import { describeFailure, isPermanentFailure, type MailTransport } from "./transport.server.ts";

export type OutboxSettings = {
  /** How often to look for due emails when nothing woke the worker (other instances' emails, retries). */
  pollMs: number;
  /** The pause after the first failed attempt; it doubles with every further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim on an email holds: longer than any delivery can take (see SMTP_TIMEOUTS). */
  leaseMs: number;
  /** Attempts after which an email the server refused for good (5xx) is marked failed. */
  permanentFailureAttempts: number;
};

const defaultOutboxSettings: OutboxSettings = {
  pollMs: 5_000,
  retryBaseMs: 5_000,
  retryMaxMs: 30 * 60_000,
  leaseMs: 5 * 60_000,
  permanentFailureAttempts: 3,
};

/**
 * The outbox as the workspace and the owner's commands see it: every email's state, "send again",
 * and an email queued on its own (a reply). The worker (`Outbox`) has one; a command that only
 * looks opens one without a worker.
 */
export type MailQueue = {
  /** Queues one email now (a reply written in the workspace); its id. */
  queue(about: { contact_id: number; booking_id?: null } | { contact_id: null; booking_id: number }, email: ComposedEmail): Promise<number>;
  /** The Message-ID of the first email of a kind about a request to book (to thread a reply under it). */
  firstMessageIdAbout(bookingId: number, kind: string): Promise<string | undefined>;
  /** The newest emails, optionally of some statuses only. */
  emails(options: { statuses?: OutboxStatus[]; limit: number }): Promise<store.OutboxRow[]>;
  /** The emails about one request to book, oldest first. */
  emailsAbout(bookingId: number): Promise<store.OutboxRow[]>;
  /** The emails about one contact message, oldest first. */
  emailsOfContact(contactId: number): Promise<store.OutboxRow[]>;
  /** One email, with its message as it is (or will be) sent. */
  email(id: number): Promise<(store.OutboxRow & { envelopeFrom: string; raw: string }) | undefined>;
  /** How many emails are in each state. */
  counts(): Promise<Record<OutboxStatus, number>>;
  /** Puts failed emails (all, or the given ones) back in the queue, due now; how many. */
  sendAgain(ids?: number[]): Promise<number>;
  /** Whether the outbox is held (a restored copy, until the owner releases it: hold.server.ts), and since when. */
  held(): Promise<MailHold | undefined>;
  /** Releases a held outbox: what waited goes, once each; whether it was held. */
  release(): Promise<boolean>;
};

export function createMailQueue(options: { db: Db; now?: () => number; queued?: () => void }): MailQueue {
  const { db } = options;
  const now = options.now ?? Date.now;
  const queued = options.queued ?? (() => {});
  return {
    async queue(about, email) {
      const id = await store.queueEmail(db, about, email, now());
      queued();
      return id;
    },
    firstMessageIdAbout: (bookingId, kind) => store.firstMessageIdAbout(db, bookingId, kind),
    emails: (options) => store.outboxRows(db, options),
    emailsAbout: (bookingId) => store.outboxRowsAbout(db, bookingId),
    emailsOfContact: (contactId) => store.outboxRowsOfContact(db, contactId),
    email: (id) => store.outboxEmail(db, id),
    counts: () => store.outboxCounts(db),
    async sendAgain(ids) {
      const count = await store.requeueFailed(db, now(), ids);
      if (count > 0) queued();
      return count;
    },
    held: () => mailHold(db),
    async release() {
      const released = await releaseMail(db);
      if (released) queued();
      return released;
    },
  };
}

export type Outbox = MailQueue & {
  /** Starts the worker (idempotent). */
  start(): void;
  /** Stops taking new emails; resolves once the delivery in progress (if any) is finished and recorded. */
  stop(): Promise<void>;
  /** Something was queued: look now instead of at the next poll. */
  poke(): void;
  /** Delivers at most one due email; whether there was one. (The worker's step, also for scripts and tests.) */
  deliverOne(): Promise<boolean>;
  readonly running: boolean;
};

/** Pause before the next attempt: doubling from the base, capped, with ±20% jitter so instances spread out. */
export function retryDelay(attempts: number, settings: Pick<OutboxSettings, "retryBaseMs" | "retryMaxMs">, random = Math.random): number {
  const exponential = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export function createOutbox(options: {
  db: Db;
  transport: MailTransport;
  settings?: Partial<OutboxSettings>;
  now?: () => number;
  log?: Pick<Console, "log" | "warn" | "error">;
}): Outbox {
  const { db, transport } = options;
  const settings = { ...defaultOutboxSettings, ...options.settings };
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const worker = randomBytes(6).toString("hex");
  let claims = 0;

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let poked = false;

  async function deliverOne(): Promise<boolean> {
    // A restored copy sends nothing until the owner releases it (hold.server.ts).
    if (await mailHold(db)) return false;
    const owner = `${worker}.${++claims}`;
    const start = now();
    const claim = await store.claimDueEmail(db, owner, start, start + settings.leaseMs);
    if (!claim) return false;
    const { email, attempts } = claim;
    const what = `${email.kind} #${email.id} ${email.messageId}`;
    try {
      await transport.send(email);
    } catch (error) {
      const description = describeFailure(error);
      const giveUp = isPermanentFailure(error) && attempts >= settings.permanentFailureAttempts;
      const failedAt = now();
      const nextAttemptAt = failedAt + retryDelay(attempts, settings);
      if (!(await store.markFailedAttempt(db, email.id, owner, { error: description, giveUp, nextAttemptAt }))) {
        log.warn(`Outbox: ${what} failed after its claim ran out (another worker has it now): ${description}`);
      } else if (giveUp) log.error(`Outbox: ${what} failed for good after ${attempts} attempts: ${description}`);
      else
        log.warn(`Outbox: ${what} attempt ${attempts} failed, next in ${Math.round((nextAttemptAt - failedAt) / 1000)} s: ${description}`);
      return true;
    }
    if (!(await recordDelivery(email.id, owner, email.raw))) {
      log.warn(`Outbox: ${what} was delivered after its claim ran out; another worker may deliver it again.`);
    }
    return true;
  }

  /**
   * Records a delivery, riding out a short database hiccup: until it is recorded, the email would
   * be sent again once its claim runs out.
   */
  async function recordDelivery(id: number, owner: string, raw: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.markSent(db, id, owner, now(), raw);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  function sleep(ms: number): Promise<void> {
    if (poked || !running) {
      poked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run() {
    while (running) {
      let delivered = false;
      try {
        delivered = await deliverOne();
      } catch (error) {
        // The database is unreachable, or the like: the emails stay queued; try again later.
        log.error("Outbox: could not process the queue:", describeFailure(error));
        await sleep(settings.pollMs);
        continue;
      }
      if (delivered) continue;
      let pause = settings.pollMs;
      try {
        const next = (await mailHold(db)) ? undefined : await store.nextDueTime(db);
        if (next !== undefined) pause = Math.min(pause, next - now() + 5);
      } catch {
        // keep the poll interval
      }
      await sleep(pause);
    }
  }

  const outbox: Outbox = {
    start() {
      if (running) return;
      running = true;
      poked = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
    poke() {
      poked = true;
      wake?.();
    },
    deliverOne,
    get running() {
      return running;
    },
    // What is queued from the workspace is looked at at once.
    ...createMailQueue({ db, now, queued: () => outbox.poke() }),
  };
  return outbox;
}
