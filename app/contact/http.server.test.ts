/**
 * The contact page's action as React Router calls it: a Request in, the page's data, status and
 * headers out. Posts from other sites are refused before React Router (app/composition/site.server.ts;
 * app/forms/origin.server.test.ts), so every post here comes from our own page.
 */
import { seededCatalogue } from "../catalogue/seed/seeded-catalogue.server.ts";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { guardFields } from "../forms/fields.ts";
import type { Lang } from "../i18n/languages.ts";
import type { Services } from "../composition/services.server.ts";
import { getEnv } from "../runtime/env.server.ts";
import { servicesContext, visitorContext } from "../site/context.ts";
import { contactAction, contactPage } from "./http.server.ts";
import type { ContactActionData } from "./model.ts";
import { CONTACT_BODY_MAX_BYTES, type ContactSettings } from "./service.server.ts";
import { testService, testSigner, type TestContactService } from "../mail/testing/setup.ts";
import type { MailTransport } from "../mail/transport.server.ts";

const idle: MailTransport = { description: "idle", send: () => Promise.reject(new Error("not in this test")), close() {} };
const origin = new URL(getEnv().PUBLIC_URL).origin;

let contact: TestContactService;
let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>["database"];
let cleanup: () => Promise<void>;
/** The services' clock: a form is posted a while after its page was rendered. */
let clock = Date.UTC(2031, 0, 10, 12);

beforeEach(async () => {
  const test = await createMigratedTestDatabase("sqlite");
  database = test.database;
  await useService();
  cleanup = async () => {
    await contact.close();
    await test.cleanup();
  };
});
afterEach(() => cleanup());

/** The contact service the action reaches, with these settings (the one before is closed). */
async function useService(settings: Partial<ContactSettings> = { rateLimit: { count: 3, windowMs: 60_000 } }) {
  await contact?.close();
  contact = await testService(database, idle, { settings, now: () => clock });
}

function context(address = "192.0.2.1") {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, { contact, catalogue: { published: async () => seededCatalogue() } } as unknown as Services);
  provider.set(visitorContext, { address, secure: true });
  return provider;
}

/** A post of the form as its page renders it now: its time token is current, its honeypot empty. */
function post(fields: Record<string, string>, options: { path?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const guarded = new URLSearchParams({ [guardFields.timeToken]: contact.guard().timeToken, [guardFields.honeypot]: "", ...fields });
  return new Request(`${origin}${options.path ?? "/en/contactForm"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...options.headers },
    body: options.body ?? guarded,
  });
}

const valid = { user_name: "Ana", user_email: "ana@example.org", subject: "Frey", message: "Hello" };

async function act(request: Request, address?: string, lang: Lang = "en") {
  const result = (await contactAction({ request, context: context(address) }, lang)) as unknown as {
    data: ContactActionData | null;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
}

const stored = () => database.db.selectFrom("contact_messages").selectAll().execute();

describe("the contact action", () => {
  it("stores a valid post and answers with a receipt", async () => {
    const { status, body } = await act(
      post({ ...valid, client_token: "abcdefghijklmnopqrstuv" }, { path: "/es/contactForm" }),
      undefined,
      "es",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: "contact", ok: true });
    // Stored under the form's key and a digest of what it says.
    expect(await stored()).toMatchObject([
      { name: "Ana", lang: "es", client_token: expect.stringMatching(/^abcdefghijklmnopqrstuv\.[\w-]{22}$/) },
    ]);
  });

  it("stores the values as the form's rules cleaned them", async () => {
    const { status } = await act(post({ ...valid, user_name: "  Ana\u0000 Pérez ", message: "\n Hello!\r\nBye \n" }));
    expect(status).toBe(200);
    expect(await stored()).toMatchObject([{ name: "Ana Pérez", message: "Hello!\nBye" }]);
  });

  it("answers 400 with every field's error and what was typed", async () => {
    const { status, body } = await act(post({ user_name: " ", user_email: "ana@", subject: "", message: "Hi" }));
    expect(status).toBe(400);
    expect(body).toEqual({
      kind: "contact",
      ok: false,
      errors: { user_name: "name_required", user_email: "email_invalid", subject: "subject_required" },
      formError: null,
      values: { user_name: " ", user_email: "ana@", subject: "", message: "Hi" },
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses line breaks in the fields that become email headers", async () => {
    const { status, body } = await act(post({ ...valid, user_name: "Ana\r\nBcc: victim@example.net" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, errors: { user_name: "line_break" } });
    expect(await stored()).toEqual([]);
  });

  it("refuses an encoded word in the subject, which a mail program would decode into more headers", async () => {
    const subject = "=?utf-8?Q?Hi=0D=0ABcc:_x@evil.com?=";
    const { status, body } = await act(post({ ...valid, subject }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, errors: { subject: "encoded_word" }, formError: null, values: { ...valid, subject } });
    expect(await stored()).toEqual([]);
  });

  it("refuses a body over the limit without storing anything", async () => {
    const huge = new URLSearchParams({
      ...valid,
      [guardFields.timeToken]: contact.guard().timeToken,
      message: "x".repeat(CONTACT_BODY_MAX_BYTES),
    });
    const { status, body } = await act(post({}, { body: huge }));
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, formError: "too-large" });
    expect(await stored()).toEqual([]);
  });

  it("refuses a filled honeypot, keeping what was typed", async () => {
    const { status, body } = await act(post({ ...valid, website: "http://spam.example" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, formError: "automated", values: valid });
    expect(await stored()).toEqual([]);
  });

  it("refuses a form sent within seconds of its page, or a day later, keeping what was typed", async () => {
    await useService({ rateLimit: { count: 3, windowMs: 60_000 }, minFillMs: 3000 });
    const rendered = contact.guard().timeToken;
    const form = (timeToken: string) => post({ ...valid, [guardFields.timeToken]: timeToken });
    clock += 1000;
    expect(await act(form(rendered))).toMatchObject({ status: 400, body: { ok: false, formError: "too-fast", values: valid } });
    clock += 24 * 60 * 60 * 1000;
    expect(await act(form(rendered))).toMatchObject({ status: 400, body: { ok: false, formError: "expired", values: valid } });
    // A token that is not ours (forged, or from before the key changed) is as good as an expired one.
    expect(await act(form(`${clock.toString(36)}.forgedforgedforgedforgedforgedfo`))).toMatchObject({ body: { formError: "expired" } });
    expect(await stored()).toEqual([]);
    // Reloading the page gives a fresh form, which goes through once filled in.
    const fresh = contact.guard().timeToken;
    clock += 5000;
    expect(await act(form(fresh))).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("answers 429 with Retry-After once a client has sent its share, and keeps what was typed", async () => {
    for (let i = 0; i < 3; i++) expect((await act(post(valid), "192.0.2.50")).status).toBe(200);
    const { status, headers, body } = await act(post(valid), "192.0.2.50");
    expect(status).toBe(429);
    expect(headers.get("Retry-After")).toBe("60");
    expect(body).toMatchObject({ ok: false, formError: "rate-limited", values: valid });
    expect((await act(post(valid), "192.0.2.51")).status).toBe(200);
  });

  it("takes the excursion from the form, or from the page's address", async () => {
    await act(post({ ...valid, excursion: "multipitch" }));
    await act(post(valid, { path: "/en/contactForm?excursion=bautismo" }));
    expect((await stored()).map((row) => row.excursion)).toEqual(["multipitch", "bautismo"]);
  });

  it("reads a body that is not a form, or a malformed one, as an empty form: refused as expired, nothing stored", async () => {
    const json = post({}, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) });
    const noBoundary = post({}, { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" });
    for (const request of [json, noBoundary]) {
      const { status, body } = await act(request);
      // Nothing could be read, the time token included: the visitor is asked to reload the page.
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, formError: "expired", values: { user_name: "", user_email: "", subject: "", message: "" } });
    }
    expect(await stored()).toEqual([]);
  });

  it("gives back what was typed, and when to try again, to a client over its share of attempts", async () => {
    for (let i = 0; i < 40; i++) await act(post({}), "192.0.2.60");
    const { status, headers, body } = await act(post(valid), "192.0.2.60");
    expect(status).toBe(429);
    // The attempts were all made at the same moment: the first leaves the window a minute later.
    expect(headers.get("Retry-After")).toBe("60");
    expect(body).toMatchObject({ ok: false, formError: "rate-limited", values: valid });
  });

  it("stores another message sent with a form key already used, and answers the same message sent again with the first", async () => {
    const key = { client_token: "a-form-key-0123456789abc" };
    expect(await act(post({ ...valid, ...key }))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await act(post({ ...valid, ...key }))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored()).toHaveLength(1);
    // The Back button without JavaScript: the page's old key, another text.
    expect(await act(post({ ...valid, message: "One more question", ...key }))).toMatchObject({ status: 200, body: { ok: true } });
    expect((await stored()).map((row) => row.message)).toEqual(["Hello", "One more question"]);
  });

  it("takes a field of invisible characters for an empty one", async () => {
    const { status, body } = await act(post({ ...valid, user_name: "\u200b\u2060", message: "\u2800 \u200b" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { user_name: "name_required", message: "message_required" } });
    expect(await stored()).toEqual([]);
  });

  it("answers 503 and keeps what was typed when the message cannot be stored", async () => {
    await database.db.schema.dropTable("mail_outbox").execute();
    const { status, body } = await act(post(valid));
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, formError: "save-failed", values: valid });
  });
});

describe("the contact page's data", () => {
  it("fills the subject from ?excursion= in the page's language, and ignores unknown ones", async () => {
    const page = (path: string, lang: Lang = "en") => contactPage({ request: new Request(`${origin}${path}`), context: context() }, lang);
    expect((await page("/fr/contactForm?excursion=ventana", "fr")).excursion).toMatchObject({
      id: "ventana",
      subject: expect.stringMatching(/^Réservation\s:\sJournée/),
    });
    expect((await page("/en/contactForm?excursion=constructor")).excursion).toBeNull();
    expect((await page("/en/contactForm")).texts.success).toBe("Your message has been sent!");
    // The emails' texts stay on the server.
    expect("mail" in (await page("/en/contactForm")).texts).toBe(false);
  });

  it("gives the form a one-time key and a time token signed now", async () => {
    const { guard } = await contactPage({ request: new Request(`${origin}/en/contactForm`), context: context() }, "en");
    expect(guard.formKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(testSigner.issuedAt(guard.timeToken)).toBe(clock);
    const another = await contactPage({ request: new Request(`${origin}/en/contactForm`), context: context() }, "en");
    expect(another.guard.formKey).not.toBe(guard.formKey);
  });
});
