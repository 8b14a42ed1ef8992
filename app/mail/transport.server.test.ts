/** The embedded transport (no SMTP_URL): each email a readable .eml file in DATA_DIR/mail. */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { submission, testService, until } from "./testing/setup.ts";
import { fileTransport } from "./transport.server.ts";

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
