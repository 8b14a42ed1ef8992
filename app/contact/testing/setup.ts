/** Shared pieces of the contact tests: a service on a test database, quick outbox timings, waiting. */
import type { Database } from "../../../db/database.ts";
import type { MailSettings } from "../mail.server.ts";
import type { OutboxSettings } from "../outbox.server.ts";
import { createContactService, type ContactSettings, type ContactSubmission } from "../service.server.ts";
import type { MailTransport } from "../transport.server.ts";

export const testMail: MailSettings = {
  from: { name: "Bariloche Vertical", address: "hola@example.com" },
  adminEmail: "guides@example.com",
  publicUrl: "https://bariloche.example",
};

/** The outbox, sped up: polls and retries in tens of milliseconds. */
export const quickOutbox: Partial<OutboxSettings> = { pollMs: 40, retryBaseMs: 25, retryMaxMs: 150, leaseMs: 5_000 };

/** A log that keeps what was said, instead of printing it. */
export function memoryLog() {
  const lines: string[] = [];
  const keep = (...parts: unknown[]) => void lines.push(parts.map(String).join(" "));
  return { lines, log: keep, warn: keep, error: keep };
}

export function testService(
  database: Database,
  transport: MailTransport,
  options: { settings?: Partial<ContactSettings>; outbox?: Partial<OutboxSettings>; log?: ReturnType<typeof memoryLog> } = {},
) {
  return createContactService({
    database,
    transport,
    mail: testMail,
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 }, ...options.settings },
    outbox: { ...quickOutbox, ...options.outbox },
    secret: "a test secret of at least thirty-two characters",
    log: options.log ?? memoryLog(),
  });
}

let counter = 0;
/** A valid submission; each call comes from another client unless told otherwise. */
export function submission(overrides: Partial<ContactSubmission> & { fields?: Partial<ContactSubmission["fields"]> } = {}): ContactSubmission {
  counter++;
  const { fields, ...rest } = overrides;
  return {
    fields: {
      user_name: "Ana Pérez",
      user_email: `ana.${counter}@example.org`,
      subject: "Frey in January",
      message: "Hello!\nWe are two climbers with some experience.",
      ...fields,
    },
    lang: "en",
    excursion: null,
    honeypot: "",
    clientToken: "",
    clientAddress: `198.51.100.${counter % 250}`,
    ...rest,
  };
}

/** Waits until `check` returns something truthy (polling), or fails after `timeoutMs`. */
type Truthy<T> = Exclude<T, false | null | undefined | 0 | "">;

export async function until<T>(check: () => Promise<T> | T, timeoutMs = 10_000, what = "condition"): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
