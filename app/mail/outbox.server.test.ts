/**
 * The contact form's delivery against a real SMTP server started here, on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../db/cleanup-after-each.ts";
import type { Database } from "../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";
import { holdMail } from "./hold.server.ts";
import { retryDelay } from "./outbox.server.ts";
import * as store from "./store.server.ts";
import { memoryLog, pause, submission, testMail, testService, until, type TestContactService } from "./testing/setup.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./testing/smtp.ts";
import { smtpTransport, type MailTransport } from "./transport.server.ts";

/** The Frey's Spanish name in the seeded catalogue the contact service reads (./testing/setup.ts). */
const FREY_ES = "Escalada en roca en el valle del Frey";

function header(mail: ReceivedMail, name: string): string {
  return String(mail.parsed.headers.get(name) ?? "");
}

function firstAddress(value: ReceivedMail["parsed"]["to"]) {
  const object = Array.isArray(value) ? value[0] : value;
  return object?.value[0];
}

async function outbox(db: Database["db"]) {
  return db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
}

describe.each(testEngines)("contact emails over SMTP on $engine", ({ engine, skip }) => {
  const cleanups = cleanupAfterEach();

  async function setup() {
    const test = await createMigratedTestDatabase(engine);
    cleanups.push(() => test.cleanup());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    return { test, smtp };
  }

  async function service(database: Database, smtp: TestSmtpServer, transport: MailTransport = smtpTransport(smtp.url)) {
    const log = memoryLog();
    const created = await testService(database, transport, { log });
    cleanups.push(() => created.close());
    return { service: created, log };
  }

  it.skipIf(skip)("sends the notification to the business and the confirmation to the visitor, in the visitor's language", async () => {
    const { test, smtp } = await setup();
    const { service: contact } = await service(test.database, smtp);
    contact.outbox.start();

    const started = performance.now();
    const result = await contact.submit(
      submission({
        values: {
          user_name: "Lucía Fernández",
          user_email: "lucia@example.org",
          subject: "Frey en enero",
          message: "¡Hola!\nSomos dos. <script>alert(1)</script> & más",
        },
        lang: "es",
        excursion: "freyclimb",
      }),
    );
    expect(result).toMatchObject({ ok: true, duplicate: false, confirmation: "queued" });
    const mails = await smtp.waitFor(2);
    const elapsed = performance.now() - started;
    console.log(`[measure] ${engine}: submit to both emails accepted by the SMTP server: ${elapsed.toFixed(0)} ms`);

    const admin = mails.find((mail) => mail.envelope.to.includes(testMail.adminEmail));
    const confirmation = mails.find((mail) => mail.envelope.to.includes("lucia@example.org"));
    expect(admin).toBeDefined();
    expect(confirmation).toBeDefined();

    // The notification: to the business, answerable straight to the visitor, with everything typed.
    expect(admin!.envelope).toEqual({ from: testMail.from.address, to: [testMail.adminEmail] });
    expect(firstAddress(admin!.parsed.to)?.address).toBe(testMail.adminEmail);
    expect(admin!.parsed.from?.value[0]).toEqual({ address: "hola@example.com", name: "Bariloche Vertical" });
    expect(admin!.parsed.replyTo?.value).toEqual([{ address: "lucia@example.org", name: "Lucía Fernández" }]);
    expect(admin!.parsed.subject).toBe("Formulario de contacto: Frey en enero");
    const adminText = admin!.parsed.text ?? "";
    expect(adminText).toContain("Nombre: Lucía Fernández");
    expect(adminText).toContain("Email: lucia@example.org");
    expect(adminText).toContain("Idioma: Español");
    expect(adminText).toContain(`Excursión: ${FREY_ES} (freyclimb)`);
    expect(adminText).toContain("¡Hola!\nSomos dos. <script>alert(1)</script> & más");
    expect(admin!.parsed.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; más");
    expect(admin!.parsed.html).not.toContain("<script>");

    // The confirmation: to the visitor, in Spanish, from the business, replies going to the business;
    // what it is about, and nothing the visitor typed (anyone can send it to any address).
    expect(confirmation!.envelope).toEqual({ from: testMail.from.address, to: ["lucia@example.org"] });
    expect(firstAddress(confirmation!.parsed.to)).toEqual({ address: "lucia@example.org", name: "" });
    expect(confirmation!.parsed.replyTo?.value[0]?.address).toBe(testMail.adminEmail);
    expect(confirmation!.parsed.subject).toBe(`Recibimos tu mensaje – ${testMail.business.name}`);
    const text = confirmation!.parsed.text ?? "";
    expect(text.startsWith("¡Hola!\n")).toBe(true);
    expect(text).toContain("Recibimos tu mensaje y te vamos a responder");
    expect(text).toContain(`Excursión sobre la que escribiste: ${FREY_ES}.`);
    for (const typed of ["Lucía", "Frey en enero", "Somos dos", "alert(1)"]) {
      expect(text).not.toContain(typed);
      expect(confirmation!.parsed.html).not.toContain(typed);
    }
    expect(text).toContain("https://wa.me/5492944123456");
    expect(text).toContain("bariloche.example");
    expect(header(confirmation!, "content-language")).toBe("es");
    expect(header(confirmation!, "auto-submitted")).toBe("auto-generated");
    expect(confirmation!.parsed.html).toContain('<html lang="es">');
    expect(confirmation!.parsed.html).not.toContain("<script>");

    // Each email went out once, under the Message-ID it was queued with, and is recorded as sent.
    const rows = await until(async () => {
      const all = await outbox(test.database.db);
      return all.every((row) => row.status === "sent") && all;
    });
    expect(rows.map((row) => row.kind).sort()).toEqual(["contact-admin", "contact-confirmation"]);
    expect(mails.map((mail) => mail.parsed.messageId).sort()).toEqual(rows.map((row) => row.message_id).sort());
    expect(rows.every((row) => row.attempts === 1 && row.last_error === null && row.sent_at !== null)).toBe(true);
  });

  it.skipIf(skip)("holds every email while held (a restored copy), then delivers each once when released", async () => {
    const { test, smtp } = await setup();
    await holdMail(test.database.db, { since: 1, snapshotTakenAt: 1 });
    const { service: contact } = await service(test.database, smtp);
    contact.outbox.start();
    const result = await contact.submit(submission({ values: { user_email: "held@example.org" } }));
    expect(result).toMatchObject({ ok: true });
    expect(await contact.outbox.held()).toEqual({ since: 1, snapshotTakenAt: 1 });
    expect(await contact.outbox.deliverOne()).toBe(false);
    await pause(300);
    expect(smtp.received).toHaveLength(0);
    expect((await outbox(test.database.db)).map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(await contact.outbox.release()).toBe(true);
    expect(await contact.outbox.release()).toBe(false);
    await smtp.waitFor(2);
    await pause(300);
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(2);
  });

  it.skipIf(skip)("keeps emails while the server is down, survives a restart, then delivers each exactly once", async () => {
    const { test, smtp } = await setup();
    await smtp.stop();
    const first = await service(test.connect(), smtp);
    first.service.outbox.start();
    await first.service.submit(submission({ lang: "en" }));
    await first.service.submit(submission({ lang: "fr", values: { user_email: "marie@example.fr", user_name: "Marie" } }));

    // The server refuses connections: every email stays queued, retried with growing pauses.
    const failing = await until(
      async () => {
        const rows = await outbox(test.database.db);
        return rows.length === 4 && rows.every((row) => row.attempts >= 2 && row.status === "pending") && rows;
      },
      10_000,
      "retries while the server is down",
    );
    expect(failing.every((row) => row.last_error?.includes("ECONNREFUSED"))).toBe(true);
    expect(first.log.lines.some((line) => line.includes("attempt 1 failed"))).toBe(true);

    // A restart: the first process stops (after its delivery in progress), a new one starts.
    await first.service.close();
    const attemptsAtStop = (await outbox(test.database.db)).map((row) => row.attempts);
    await pause(150);
    expect((await outbox(test.database.db)).map((row) => row.attempts)).toEqual(attemptsAtStop);

    await smtp.start();
    const second = await service(test.connect(), smtp);
    second.service.outbox.start();
    const mails = await smtp.waitFor(4);
    await until(async () => (await outbox(test.database.db)).every((row) => row.status === "sent"), 10_000, "all sent");
    // Several more polls: nothing is sent again.
    await pause(300);
    expect(smtp.received).toHaveLength(4);
    const ids = mails.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(4);
    expect(ids.sort()).toEqual((await outbox(test.database.db)).map((row) => row.message_id).sort());
    const french = mails.find((mail) => mail.envelope.to.includes("marie@example.fr"));
    expect(french?.parsed.text).toContain("Bonjour,");
  });

  it.skipIf(skip)("takes over an email whose worker died in the middle of sending it", async () => {
    const { test, smtp } = await setup();
    // The first worker's deliveries never finish: it hangs (a process that died, as far as anyone can tell).
    let release!: () => void;
    const hung = new Promise<void>((_resolve, reject) => (release = () => reject(new Error("gone"))));
    const stuck: MailTransport = { description: "hung", send: () => hung, close() {} };
    const deadLog = memoryLog();
    const dead = await testService(test.connect(), stuck, { outbox: { leaseMs: 400 }, log: deadLog });
    dead.outbox.start();
    await dead.submit(submission());
    await until(async () => (await outbox(test.database.db)).some((row) => row.status === "sending"), 5_000, "a claim");

    const { service: alive } = await service(test.connect(), smtp);
    alive.outbox.start();
    const mails = await smtp.waitFor(2);
    await until(async () => (await outbox(test.database.db)).every((row) => row.status === "sent"), 10_000, "all sent");
    expect(new Set(mails.map((mail) => mail.parsed.messageId)).size).toBe(2);

    // The hung delivery finally fails: its worker no longer owns the email and changes nothing.
    release();
    await dead.close();
    const rows = await outbox(test.database.db);
    expect(rows.every((row) => row.status === "sent" && row.last_error === null)).toBe(true);
    expect(smtp.received).toHaveLength(2);
    expect(deadLog.lines.some((line) => line.includes("failed after its claim ran out"))).toBe(true);
  });

  it.skipIf(skip)("sends each email once when several instances work the same outbox", async () => {
    const { test, smtp } = await setup();
    const instances: TestContactService[] = [];
    for (let i = 0; i < 3; i++) {
      const { service: instance } = await service(test.connect(), smtp);
      instance.outbox.start();
      instances.push(instance);
    }
    const count = 12;
    await Promise.all(Array.from({ length: count }, (_, i) => instances[i % instances.length]!.submit(submission({ lang: "pt" }))));
    await smtp.waitFor(count * 2, 20_000);
    await until(async () => (await outbox(test.database.db)).every((row) => row.status === "sent"), 10_000, "all sent");
    await pause(300);
    expect(smtp.received).toHaveLength(count * 2);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(count * 2);
    const rows = await outbox(test.database.db);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it.skipIf(skip)("marks an email the server refuses for good as failed, and sends the rest", async () => {
    const { test, smtp } = await setup();
    smtp.refuse("nobody@example.org");
    const { service: contact, log } = await service(test.database, smtp);
    contact.outbox.start();
    await contact.submit(submission({ values: { user_email: "nobody@example.org" } }));

    const rows = await until(
      async () => {
        const all = await outbox(test.database.db);
        return all.length === 2 && all.every((row) => row.status === "sent" || row.status === "failed") && all;
      },
      10_000,
      "sent or failed",
    );
    const failed = rows.find((row) => row.kind === "contact-confirmation")!;
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(failed.last_error).toContain("550");
    expect(rows.find((row) => row.kind === "contact-admin")?.status).toBe("sent");
    expect(log.lines.some((line) => line.includes("failed for good after 3 attempts"))).toBe(true);
    expect(await store.outboxCounts(test.database.db)).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1 });

    // Once the address works, the failed email can be put back in the queue, and it goes out.
    const received = smtp.received.length;
    smtp.received.length = 0;
    await smtp.stop();
    const fresh = await startSmtpServer(smtp.port);
    cleanups.push(() => fresh.stop());
    expect(await store.requeueFailed(test.database.db, Date.now())).toBe(1);
    contact.outbox.poke();
    const [mail] = await fresh.waitFor(1);
    expect(mail!.envelope.to).toEqual(["nobody@example.org"]);
    expect(received).toBe(1);
  });
});

describe("retryDelay", () => {
  const settings = { retryBaseMs: 5_000, retryMaxMs: 30 * 60_000 };
  it("doubles from the base after each failed attempt, up to the cap, within ±20%", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, settings, () => 0.5))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30, settings, () => 0.5)).toBe(30 * 60_000);
    expect(retryDelay(1, settings, () => 0)).toBe(4_000);
    expect(retryDelay(1, settings, () => 0.999999)).toBe(6_000);
  });
});
