import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { memoryLog, submission, testMail, testService } from "../mail/testing/setup.ts";
import type { MailTransport } from "../mail/transport.server.ts";

/** A transport that must not be used: these tests look at what is stored and queued. */
const unused: MailTransport = {
  description: "unused",
  send: () => Promise.reject(new Error("no delivery in this test")),
  close() {},
};

describe.each(testEngines)("contact service on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup(options: Parameters<typeof testService>[2] = {}, transport = unused) {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const service = await testService(test.database, transport, options);
    cleanups.push(() => service.close());
    const db = test.database.db;
    return {
      test,
      service,
      db,
      messages: () => db.selectFrom("contact_messages").selectAll().orderBy("id").execute(),
      emails: () => db.selectFrom("mail_outbox").selectAll().orderBy("id").execute(),
    };
  }

  it.skipIf(skip)("stores a valid message with its two emails before answering", async () => {
    const { service, messages, emails } = await setup();
    const result = await service.submit(
      submission({ values: { user_name: "Tom", user_email: "tom@example.com" }, lang: "it", excursion: "ventana" }),
    );
    expect(result).toMatchObject({ ok: true, duplicate: false, confirmation: "queued" });
    const [message] = await messages();
    expect(message).toMatchObject({ name: "Tom", email: "tom@example.com", lang: "it", excursion: "ventana", confirmation: "queued" });
    const queued = await emails();
    expect(queued.map((email) => [email.kind, email.recipient, email.status])).toEqual([
      ["contact-admin", "guides@example.com", "pending"],
      ["contact-confirmation", "tom@example.com", "pending"],
    ]);
    expect(queued.every((email) => email.contact_id === message!.id)).toBe(true);
  });

  // Invalid fields and filled honeypots never reach the service: the action's tests cover them.
  it.skipIf(skip)("stores a message naming an unknown excursion without it", async () => {
    const { service, messages } = await setup();
    expect(await service.submit(submission({ excursion: "../../etc" }))).toMatchObject({ ok: true });
    expect((await messages())[0]?.excursion).toBeNull();
  });

  it.skipIf(skip)("stores a form posted twice (a reload, a retry) only once", async () => {
    const { service, messages, emails } = await setup();
    const form = submission({ formKey: "abcdefghijklmnopqrstuv" });
    const first = await service.submit(form);
    const again = await service.submit(form);
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    expect(again.ok && first.ok && again.id).toBe(first.ok && first.id);
    expect(await messages()).toHaveLength(1);
    expect(await emails()).toHaveLength(2);
  });

  it.skipIf(skip)("stores each form without a usable key on its own, even with the same text", async () => {
    const { service, messages } = await setup();
    const values = { user_email: "same@example.org" };
    // No key, or one that is not in the shape the page gives out: nothing to recognise a repost by.
    expect(await service.submit(submission({ values }))).toMatchObject({ ok: true, duplicate: false });
    expect(await service.submit(submission({ values, formKey: "short" }))).toMatchObject({ ok: true, duplicate: false });
    expect(await messages()).toHaveLength(2);
  });

  it.skipIf(skip)("refuses a client over its limit and keeps counting across instances", async () => {
    const { test, service, messages } = await setup({ settings: { rateLimit: { count: 2, windowMs: 60_000 } } });
    const client = { visitor: "203.0.113.9" };
    expect(await service.submit(submission(client))).toMatchObject({ ok: true });
    // Another instance on the same database sees the same count.
    const other = await testService(test.connect(), unused, { settings: { rateLimit: { count: 2, windowMs: 60_000 } } });
    cleanups.push(() => other.close());
    expect(await other.submit(submission(client))).toMatchObject({ ok: true });
    // The visitor is told when to try again: the window's length.
    expect(await service.submit(submission(client))).toEqual({ ok: false, formError: "rate-limited", retryAfterSeconds: 60 });
    expect(await other.submit(submission(client))).toMatchObject({ formError: "rate-limited" });
    expect(await service.submit(submission({ visitor: "203.0.113.10" }))).toMatchObject({ ok: true });
    expect(await messages()).toHaveLength(3);
  });

  it.skipIf(skip)("emails one address only a few confirmations, whoever sends them, but every message reaches the business", async () => {
    const log = memoryLog();
    const { service, messages, emails } = await setup({
      settings: { recipientLimit: { count: 2, windowMs: 60_000 } },
      log,
    });
    for (const address of ["victim@example.net", "Victim@Example.net", "VICTIM@example.net"]) {
      expect(await service.submit(submission({ values: { user_email: address } }))).toMatchObject({ ok: true });
    }
    const queued = await emails();
    expect(queued.filter((email) => email.kind === "contact-admin")).toHaveLength(3);
    expect(queued.filter((email) => email.kind === "contact-confirmation")).toHaveLength(2);
    expect((await messages()).map((message) => message.confirmation)).toEqual(["queued", "queued", "suppressed"]);
    // The business is told that this one got no confirmation.
    const lastNotification = queued.filter((email) => email.kind === "contact-admin").at(-1)!;
    const parsed = await simpleParser(lastNotification.raw);
    expect(parsed.text).toContain("No se le mandó el email de confirmación: a esta dirección");
    // The business opens that message in the workspace, on the site's public origin.
    expect(parsed.text).toContain(
      `Abrir este mensaje en el espacio de trabajo: https://bariloche.example/admin/messages/${(await messages()).at(-1)!.reference}`,
    );
    expect(log.lines.some((line) => line.includes("no confirmation emailed"))).toBe(true);
  });

  it.skipIf(skip)("sends one client's confirmations to a few different addresses only; the messages all reach the business", async () => {
    const log = memoryLog();
    const { service, messages, emails } = await setup({ settings: { addressLimit: { count: 2, windowMs: 60_000 } }, log });
    const from = (visitor: string, address: string) => submission({ visitor, values: { user_email: address } });
    for (const address of ["one@example.net", "two@example.net", "three@example.net", "One@Example.net"]) {
      expect(await service.submit(from("198.51.100.7", address))).toMatchObject({ ok: true });
    }
    // Another client writing to the third address gets its confirmation.
    expect(await service.submit(from("203.0.113.20", "three@example.net"))).toMatchObject({ ok: true, confirmation: "queued" });
    expect((await messages()).map((message) => message.confirmation)).toEqual(["queued", "queued", "suppressed", "queued", "queued"]);
    const queued = await emails();
    expect(queued.filter((email) => email.kind === "contact-admin")).toHaveLength(5);
    expect(queued.filter((email) => email.kind === "contact-confirmation").map((email) => email.recipient)).toEqual([
      "one@example.net",
      "two@example.net",
      "One@Example.net",
      "three@example.net",
    ]);
    expect(log.lines.some((line) => line.includes("no confirmation emailed"))).toBe(true);
  });

  it.skipIf(skip)("caps confirmations to anyone per hour", async () => {
    const { service, emails } = await setup({ settings: { confirmationLimit: { count: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 5; i++) await service.submit(submission());
    const queued = await emails();
    expect(queued.filter((email) => email.kind === "contact-confirmation")).toHaveLength(3);
    expect(queued.filter((email) => email.kind === "contact-admin")).toHaveLength(5);
  });

  it.skipIf(skip)("answers save-failed, and stores nothing, when the message cannot be stored with its emails", async () => {
    const log = memoryLog();
    const { db, service, messages } = await setup({ log });
    // An outbox that can be counted but takes no email: the insert fails inside the transaction.
    await db.schema.dropTable("contact_replies").execute(); // it names the outbox's rows
    await db.schema.dropTable("mail_outbox").execute();
    await db.schema
      .createTable("mail_outbox")
      .addColumn("kind", "text")
      .addColumn("recipient", "text")
      .addColumn("created_at", "bigint")
      .execute();
    expect(await service.submit(submission())).toEqual({ ok: false, formError: "save-failed" });
    expect(log.lines.some((line) => line.includes("Could not store a contact message"))).toBe(true);
    // One transaction: the message is not kept without its emails.
    expect(await messages()).toEqual([]);
  });

  it.skipIf(skip)("a reply from the workspace: kept with the message, queued in the visitor's thread, the message answered", async () => {
    const { db, service, emails } = await setup();
    const sent = await service.submit(
      submission({ values: { user_name: "Lía", user_email: "lia@example.org", subject: "Frey" }, lang: "pt" }),
    );
    const id = sent.ok ? sent.id : 0;
    expect((await service.get(id))?.status).toBe("new");
    expect(await service.countUnhandled()).toBe(1);

    const result = await service.reply(id, { text: "Olá Lía: sim, há lugar.", author: "owner@example.com" });
    expect(result).toMatchObject({ ok: true, threaded: true });
    expect((await service.get(id))?.status).toBe("answered");
    expect(await service.replies(id)).toMatchObject([{ author: "owner@example.com", text: "Olá Lía: sim, há lugar." }]);
    const queued = await emails();
    const confirmation = queued.find((email) => email.kind === "contact-confirmation")!;
    const reply = queued.find((email) => email.kind === "contact-reply")!;
    expect(reply).toMatchObject({ recipient: "lia@example.org", contact_id: id, status: "pending" });
    expect(result.ok && result.emailId).toBe(reply.id);
    const parsed = await simpleParser(reply.raw);
    // In the thread of the confirmation the visitor received, in their language, answered to the business.
    expect(parsed.headers.get("in-reply-to")).toBe(confirmation.message_id);
    expect(String(parsed.headers.get("references"))).toContain(confirmation.message_id);
    expect(parsed.subject).toBe(`Re: ${(await simpleParser(confirmation.raw)).subject}`);
    expect(parsed.headers.get("content-language")).toBe("pt");
    expect(parsed.replyTo?.text).toBe("guides@example.com");
    expect(parsed.from?.text).toContain("hola@example.com");
    expect(parsed.text).toContain("Olá Lía: sim, há lugar.");
    // Answered but not done: it still needs the owner until marked done.
    expect(await service.countUnhandled()).toBe(1);
    expect(await service.markDone(id)).toBe(true);
    expect(await service.countUnhandled()).toBe(0);
    expect(await service.latest(10, ["new", "answered"])).toEqual([]);
    // Taken back: answered again, since it has a reply.
    expect(await service.reopen(id)).toBe("answered");
    expect(await service.reopen(id)).toBeUndefined();
    expect((await db.selectFrom("contact_messages").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe(
      "answered",
    );
  });

  it.skipIf(skip)("a message without a confirmation is answered under the subject the visitor wrote; done goes back to new", async () => {
    const { service, emails } = await setup({ settings: { recipientLimit: { count: 0, windowMs: 60_000 } } });
    const sent = await service.submit(submission({ values: { subject: "Crampons for Lanín?" } }));
    const id = sent.ok ? sent.id : 0;
    expect(await service.markDone(id)).toBe(true);
    expect(await service.reopen(id)).toBe("new");
    expect(await service.reply(id, { text: "Yes, we rent them.", author: "owner@example.com" })).toMatchObject({
      ok: true,
      threaded: false,
    });
    const reply = (await emails()).find((email) => email.kind === "contact-reply")!;
    const parsed = await simpleParser(reply.raw);
    expect(parsed.subject).toBe("Re: Crampons for Lanín?");
    expect(parsed.headers.get("in-reply-to")).toBeUndefined();
  });

  it.skipIf(skip)("refuses a reply, and queues nothing, while the business has no email", async () => {
    const noEmail = { ...testMail, adminEmail: "", from: { name: "Bariloche Vertical", address: "no-reply@localhost" } };
    const { service, emails } = await setup({ mail: noEmail });
    const sent = await service.submit(submission());
    const id = sent.ok ? sent.id : 0;
    const before = (await emails()).length;
    expect(await service.canReply()).toBe(false);
    expect(await service.reply(id, { text: "Hello", author: "owner@example.com" })).toEqual({ ok: false, problem: "no-business-email" });
    expect(await emails()).toHaveLength(before);
    expect(await service.replies(id)).toEqual([]);
    expect((await service.get(id))?.status).toBe("new");
    expect(await service.reply(id + 1000, { text: "Hello", author: "owner@example.com" })).toEqual({ ok: false, problem: "not-found" });
  });
});
