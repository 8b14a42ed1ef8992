/**
 * Shared pieces of the tests of what sends email: the mail settings, quick outbox timings, the forms'
 * key, waiting; and the contact form (the simplest form that emails) on a test database with its
 * own outbox.
 */
import { seededCatalogue } from "../../catalogue/seed/seeded-catalogue.server.ts";
import type { Database } from "../../../db/database.ts";
import { contactForm, type ContactValues } from "../../contact/schema.ts";
import { createContactService, type ContactSettings, type ContactSubmission } from "../../contact/service.server.ts";
import { guardFields } from "../../forms/fields.ts";
import { idempotencyKey } from "../../forms/idempotency.server.ts";
import { createFormSigner } from "../../forms/signing.server.ts";
import type { MailSettings } from "../compose.server.ts";
import { createOutbox, type OutboxSettings } from "../outbox.server.ts";
import type { MailTransport } from "../transport.server.ts";

export const testMail: MailSettings = {
  from: { name: "Bariloche Vertical", address: "hola@example.com" },
  adminEmail: "guides@example.com",
  publicUrl: "https://bariloche.example",
  business: { name: "Bariloche Vertical", whatsapp: "+5492944123456" },
};

/** The forms' key in the tests: every instance of a test shares it, as instances share FORMS_SECRET. */
export const testSigner = createFormSigner("a test secret of at least thirty-two characters");

/** The outbox, sped up: polls and retries in tens of milliseconds. */
const quickOutbox: Partial<OutboxSettings> = { pollMs: 40, retryBaseMs: 25, retryMaxMs: 150, leaseMs: 5_000 };

/** A log that keeps what was said, instead of printing it. */
export function memoryLog() {
  const lines: string[] = [];
  const keep = (...parts: unknown[]) => void lines.push(parts.map(String).join(" "));
  return { lines, log: keep, warn: keep, error: keep };
}

/** The contact service with an outbox of its own over `transport` (not started); `close` stops both. */
export async function testService(
  database: Database,
  transport: MailTransport,
  options: {
    settings?: Partial<ContactSettings>;
    outbox?: Partial<OutboxSettings>;
    log?: ReturnType<typeof memoryLog>;
    now?: () => number;
    /** The mail settings, when not `testMail` (a business without an email). */
    mail?: MailSettings;
  } = {},
) {
  const log = options.log ?? memoryLog();
  const outbox = createOutbox({ db: database.db, transport, settings: { ...quickOutbox, ...options.outbox }, now: options.now, log });
  const contact = await createContactService({
    // The excursions of a fresh install.
    catalogue: async () => seededCatalogue(),
    database,
    mail: options.mail ?? testMail,
    settings: { rateLimit: { count: 1000, windowMs: 3_600_000 }, ...options.settings },
    outbox,
    signer: testSigner,
    log,
    now: options.now,
  });
  return {
    ...contact,
    outbox,
    transport,
    async close() {
      await outbox.stop();
      transport.close();
    },
  };
}

let counter = 0;

/**
 * A valid submission, as the action hands it to the service: values checked by the form's schema
 * (so they arrive cleaned), and the posted form with its one-time key when `formKey` is given.
 * Each call comes from another visitor unless told otherwise.
 */
export function submission(
  overrides: Partial<Omit<ContactSubmission, "values" | "form">> & { values?: Partial<ContactValues>; formKey?: string } = {},
): ContactSubmission {
  counter++;
  const { values: typed, formKey, ...rest } = overrides;
  const validation = contactForm.validate({
    user_name: "Ana Pérez",
    user_email: `ana.${counter}@example.org`,
    subject: "Frey in January",
    message: "Hello!\nWe are two climbers with some experience.",
    ...typed,
  });
  if (!validation.ok) throw new Error(`Not a valid submission: ${JSON.stringify(validation.errors)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(validation.values)) form.set(name, value);
  if (formKey !== undefined) form.set(guardFields.formKey, formKey);
  return {
    values: validation.values,
    lang: "en",
    excursion: null,
    key: idempotencyKey(form, "/en/test"),
    visitor: `198.51.100.${counter % 250}`,
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

export type TestContactService = Awaited<ReturnType<typeof testService>>;
