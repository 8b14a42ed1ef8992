/** The embedded transport (no SMTP_URL): each email a readable .eml file in DATA_DIR/mail. */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { submission, testService, until } from "./testing/setup.ts";
import { travellerEmail } from "./compose.server.ts";
import { startSmtpServer } from "./testing/smtp.ts";
import { testMail } from "./testing/setup.ts";
import { fileTransport, smtpTransport, type OutgoingEmail } from "./transport.server.ts";

/** An email with a calendar file, as the outbox hands it to a transport. */
async function withAttachment(): Promise<OutgoingEmail> {
  const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Lanín\\, volcano\r\nEND:VCALENDAR\r\n";
  const email = await travellerEmail(testMail, {
    kind: "booking-confirmed",
    lang: "es",
    to: { name: "Ana", address: "ana@example.org" },
    subject: "Confirmada",
    greeting: "¡Hola, Ana!",
    paragraphs: [{ text: "Tu reserva está confirmada." }],
    sections: [],
    closing: [],
    signature: "¡Nos vemos!",
    attachments: [{ filename: "BV-7K3Q9M.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }],
    date: Date.parse("2027-10-21T12:00:00Z"),
  });
  return { id: 7, createdAt: Date.parse("2027-10-21T12:00:00Z"), ...email };
}

describe("an email with a file attached", () => {
  it("is carried whole by the .eml transport and by SMTP: the file arrives byte for byte", async () => {
    const email = await withAttachment();
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Lanín\\, volcano\r\nEND:VCALENDAR\r\n";
    const dir = await mkdtemp(path.join(tmpdir(), "attachment-eml-"));
    const server = await startSmtpServer();
    const smtp = smtpTransport(server.url);
    try {
      await fileTransport(dir).send(email);
      const [file] = await readdir(dir);
      const fromFile = await simpleParser(await readFile(path.join(dir, file!), "utf8"));
      await smtp.send(email);
      const [received] = await server.waitFor(1);
      for (const parsed of [fromFile, received!.parsed]) {
        expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
          ["BV-7K3Q9M.ics", "text/calendar"],
        ]);
        expect(parsed.attachments[0]!.content.toString("utf8")).toBe(calendar);
        expect(parsed.text).toContain("Tu reserva está confirmada.");
      }
    } finally {
      smtp.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the embedded .eml transport", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes each email as a readable .eml file, once, under a name that does not change between attempts", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "contact-eml-"));
    const test = await createMigratedTestDatabase("sqlite");
    const mailDir = path.join(dir, "mail");
    const service = await testService(test.database, fileTransport(mailDir));
    try {
      service.outbox.start();
      await service.submit(submission({ values: { user_email: "eve@example.org", user_name: "Eve" }, lang: "pt" }));
      const files = await until(
        async () => {
          const names = await readdir(mailDir).catch(() => []);
          return names.filter((name) => name.endsWith(".eml")).length === 2 && names;
        },
        10_000,
        "two .eml files",
      );
      expect(files.some((name) => name.includes("contact-admin"))).toBe(true);
      const confirmationFile = files.find((name) => name.includes("contact-confirmation"))!;
      const raw = await readFile(path.join(mailDir, confirmationFile), "utf8");
      expect(raw).toContain("\r\n");
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe("Recebemos sua mensagem – Bariloche Vertical");
      expect(parsed.text).toContain("Olá!");
      await until(async () => {
        const rows = await test.database.db.selectFrom("mail_outbox").select("status").execute();
        return rows.every((row) => row.status === "sent");
      });
      expect(await service.outbox.deliverOne()).toBe(false);
      expect((await readdir(mailDir)).filter((name) => name.endsWith(".eml"))).toHaveLength(2);
    } finally {
      await service.close();
      await test.cleanup();
    }
  });
});
