import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { submission, testService } from "../../app/mail/testing/setup.ts";
import type { MailTransport } from "../../app/mail/transport.server.ts";
import type { DatabaseConfig } from "../../db/database.ts";
import { createMigratedTestDatabase, testEngines } from "../../db/testing.ts";

const root = path.resolve(import.meta.dirname, "../..");

function scriptEnv(config: DatabaseConfig): NodeJS.ProcessEnv {
  return config.engine === "sqlite"
    ? { ...process.env, DATA_DIR: path.dirname(config.file), DATABASE_URL: "" }
    : { ...process.env, DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema ?? "" };
}

async function outbox(config: DatabaseConfig, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/outbox.ts", ...args], {
      cwd: root,
      env: scriptEnv(config),
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

/** Takes the business's emails; the visitor's server refuses the recipient for good. */
const transport: MailTransport = {
  description: "test",
  async send(email) {
    if (email.recipient === "gone@example.org") {
      throw Object.assign(new Error("Mailbox unavailable"), { code: "EENVELOPE", responseCode: 550 });
    }
  },
  close() {},
};

describe.each(testEngines)("npm run outbox on $engine", ({ engine, skip }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it.skipIf(skip)(
    "shows pending, sent and failed emails with the last error, and queues failed ones again",
    async () => {
      const test = await createMigratedTestDatabase(engine);
      const service = await testService(test.database, transport, { outbox: { permanentFailureAttempts: 1 } });
      cleanup = async () => {
        await service.close();
        await test.cleanup();
      };
      await service.submit(submission({ values: { user_email: "gone@example.org" } }));
      while (await service.outbox.deliverOne()) {
        // the notification goes out, the confirmation fails for good
      }
      await service.submit(submission({ values: { subject: "Still waiting" } }));

      const summary = await outbox(test.config);
      expect(summary.code).toBe(0);
      expect(summary.output).toContain("2 pending, 0 sending, 1 sent, 1 failed");
      expect(summary.output).toMatch(/#2 +FAILED +contact-confirmation -> gone@example\.org {2}\(1 attempt; gave up/);
      expect(summary.output).toContain("last error: EENVELOPE 550: Mailbox unavailable");
      expect(summary.output).toMatch(/#3 +PENDING +contact-admin -> guides@example\.com {2}\(0 attempts; queued/);
      expect(summary.output).toMatch(/Latest sent \(1\):\n#1 +SENT +contact-admin -> guides@example\.com {2}\(1 attempt; sent /);

      const shown = await outbox(test.config, "show", "4");
      expect(shown.output).toContain("Envelope: from <hola@example.com> to <ana.");
      expect(shown.output).toContain("Auto-Submitted: auto-generated");
      expect(shown.output).toMatch(/^Subject: .*We_received_your_message/m);

      expect((await outbox(test.config, "retry", "failed")).output).toContain("1 email(s) queued again");
      expect((await outbox(test.config)).output).toContain("3 pending, 0 sending, 1 sent, 0 failed");
      expect((await outbox(test.config, "retry", "2")).output).toContain("Nothing to retry");
      expect((await outbox(test.config, "show", "99")).code).toBe(1);
      // Each command is a process of its own, started one after another: minutes on a busy machine.
    },
    120_000,
  );
});
