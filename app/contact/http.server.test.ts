/**
 * The contact page's action as the HTTP server calls it: a Request in, the page's data and status out.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import type { Services } from "../services/services.server.ts";
import { clientAddressContext, servicesContext } from "../site/context.ts";
import { getEnv } from "../services/env.server.ts";
import { CONTACT_BODY_MAX_BYTES, contactAction, contactPage } from "./http.server.ts";
import type { ContactActionData } from "./model.ts";
import type { ContactService } from "./service.server.ts";
import { testService } from "./testing/setup.ts";
import type { MailTransport } from "./transport.server.ts";

const idle: MailTransport = { description: "idle", send: () => Promise.reject(new Error("not in this test")), close() {} };
const origin = new URL(getEnv().PUBLIC_URL).origin;

let contact: ContactService;
let cleanup: () => Promise<void>;
let db: Awaited<ReturnType<typeof createMigratedTestDatabase>>["database"]["db"];

beforeEach(async () => {
  const test = await createMigratedTestDatabase("sqlite");
  contact = await testService(test.database, idle, { settings: { rateLimit: { count: 3, windowMs: 60_000 } } });
  db = test.database.db;
  cleanup = async () => {
    await contact.close();
    await test.cleanup();
  };
});
afterEach(() => cleanup());

function context(address = "192.0.2.1") {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, { contact } as unknown as Services);
  provider.set(clientAddressContext, address);
  return provider;
}

function post(fields: Record<string, string>, options: { path?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  return new Request(`${origin}${options.path ?? "/en/contactForm"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...options.headers },
    body: options.body ?? new URLSearchParams(fields),
  });
}

const valid = { user_name: "Ana", user_email: "ana@example.org", subject: "Frey", message: "Hello" };

async function act(request: Request, address?: string) {
  const result = (await contactAction({ request, context: context(address) })) as unknown as {
    data: ContactActionData | null;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

const stored = () => db.selectFrom("contact_messages").selectAll().execute();

describe("the contact action", () => {
  it("stores a valid post and answers with a receipt", async () => {
    const { status, body } = await act(post({ ...valid, client_token: "abcdefghijklmnopqrstuv" }, { path: "/es/contactForm" }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: "contact", ok: true });
    // Stored under the form's key and a digest of what it says.
    expect(await stored()).toMatchObject([{ name: "Ana", lang: "es", client_token: expect.stringMatching(/^abcdefghijklmnopqrstuv\.[\w-]{22}$/) }]);
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

  it("refuses a post from another site", async () => {
    const { status, body } = await act(post(valid, { headers: { Origin: "https://evil.example" } }));
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, formError: "cross-site" });
    const noOrigin = new Request(`${origin}/en/contactForm`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams(valid),
    });
    expect((await act(noOrigin)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("refuses a body over the limit without storing anything", async () => {
    const huge = new URLSearchParams({ ...valid, message: "x".repeat(CONTACT_BODY_MAX_BYTES) });
    const { status, body } = await act(post({}, { body: huge }));
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, formError: "too-large" });
    expect(await stored()).toEqual([]);
  });

  it("refuses a filled honeypot, keeping what was typed", async () => {
    const { status, body } = await act(post({ ...valid, website: "http://spam.example" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, formError: "automated", values: valid });
  });

  it("answers 429 once a client has sent its share, and keeps what was typed", async () => {
    for (let i = 0; i < 3; i++) expect((await act(post(valid), "192.0.2.50")).status).toBe(200);
    const { status, body } = await act(post(valid), "192.0.2.50");
    expect(status).toBe(429);
    expect(body).toMatchObject({ ok: false, formError: "rate-limited", values: valid });
    expect((await act(post(valid), "192.0.2.51")).status).toBe(200);
  });

  it("takes the excursion from the form, or from the page's address", async () => {
    await act(post({ ...valid, excursion: "multipitch" }));
    await act(post(valid, { path: "/en/contactForm?excursion=bautismo" }));
    expect((await stored()).map((row) => row.excursion)).toEqual(["multipitch", "bautismo"]);
  });

  it("reads a body that is not a form, or a malformed one, as an empty form: every field's error, nothing stored", async () => {
    const required = { user_name: "name_required", user_email: "email_required", subject: "subject_required", message: "message_required" };
    const json = post({}, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) });
    const noBoundary = post({}, { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" });
    for (const request of [json, noBoundary]) {
      const { status, body } = await act(request);
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, formError: null, errors: required });
    }
    expect(await stored()).toEqual([]);
  });

  it("gives back what was typed to a client over its share of attempts", async () => {
    for (let i = 0; i < 40; i++) await act(post({}), "192.0.2.60");
    const { status, body } = await act(post(valid), "192.0.2.60");
    expect(status).toBe(429);
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
});

describe("the contact page's data", () => {
  it("fills the subject from ?excursion= in the page's language, and ignores unknown ones", () => {
    const page = (path: string) => contactPage({ request: new Request(`${origin}${path}`), context: context() });
    expect(page("/fr/contactForm?excursion=ventana").excursion).toMatchObject({ id: "ventana", subject: expect.stringMatching(/^Réservation\s:\sJournée/) });
    expect(page("/en/contactForm?excursion=constructor").excursion).toBeNull();
    expect(page("/en/contactForm").texts.success).toBe("Your message has been sent!");
    expect(page("/en/contactForm").clientToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The emails' texts stay on the server.
    expect("mail" in page("/en/contactForm").texts).toBe(false);
  });
});
