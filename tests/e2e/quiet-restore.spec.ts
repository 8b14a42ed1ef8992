import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { expect, test } from "./fixtures.ts";
import { addAuthenticator, inviteFromCommandLine, postBookingRequest, register, startWorkspaceServer } from "./workspace-helpers.ts";

/**
 * A restored copy is quiet (decision 0105): a site started on a restored snapshot sends a real SMTP
 * server nothing (not the emails that were waiting when the snapshot was taken) until the owner
 * releases them on the workspace's Home, asked once; then each goes once. `npm run restore` warns
 * when the snapshot was taken by a site at another PUBLIC_URL.
 */
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

async function command(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/owner/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

test.use({ locale: "es-AR" });

test("a site restored from a snapshot sends no email until the owner releases them, then each once", async ({ page }) => {
  test.setTimeout(240_000);
  const folder = mkdtempSync(path.join(tmpdir(), "site-quiet-restore-"));
  const backupDir = path.join(folder, "backups");
  const smtp: TestSmtpServer = await startSmtpServer();
  // The first site's mail server is down: its emails wait in its outbox, as in any snapshot.
  await smtp.stop();
  const first = await startWorkspaceServer({ SMTP_URL: smtp.url, BACKUP_DIR: backupDir, BACKUP_EVERY: "off" });
  let second: Awaited<ReturnType<typeof startWorkspaceServer>> | undefined;
  try {
    await postBookingRequest(first, { name: "Ana Pérez", email: "ana@example.org" });
    const firstDb = (await first.database()).db;
    await expect
      .poll(async () => (await firstDb.selectFrom("mail_outbox").select("id").where("status", "=", "pending").execute()).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const backup = await command("backup", [], first.env);
    expect(backup.code, backup.stderr).toBe(0);
    await first.dispose();

    // Restored into a new folder, by a command whose PUBLIC_URL is not the snapshot's: it warns.
    const dataDir = path.join(folder, "restored");
    const [snapshot] = readdirSync(backupDir).filter((name) => name.endsWith(".sqlite"));
    const restored = await command("restore", [path.join(backupDir, snapshot!)], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BACKUP_DIR: backupDir,
      PUBLIC_URL: "https://www.bariloche.example",
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stderr).toContain(
      `the snapshot was taken by the site at ${first.url}, and PUBLIC_URL here is https://www.bariloche.example`,
    );
    expect(restored.stdout).toContain("Emails are held");

    await smtp.start();
    second = await startWorkspaceServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, BACKUP_EVERY: "off" });
    const db = (await second.database()).db;
    // Every held email is due now: a site that did not hold them would send them at once.
    await db.updateTable("mail_outbox").set({ next_attempt_at: 0 }).where("status", "=", "pending").execute();
    const held = (await db.selectFrom("mail_outbox").select(["message_id"]).where("status", "=", "pending").execute()).map(
      (row) => row.message_id,
    );
    expect(held.length).toBeGreaterThan(0);
    // Two of the outbox's looks (every 5 s), and nothing reached the mail server.
    await page.waitForTimeout(11_000);
    expect(smtp.received).toHaveLength(0);

    // The owner, on her phone, is told on Home, and releases them (asked once).
    await addAuthenticator(page);
    await register(page, await inviteFromCommandLine(second, "owner@example.com"));
    const notice = page.locator("[data-mail-held]");
    await expect(notice.getByRole("heading", { name: "Esta copia no envía emails" })).toBeVisible();
    await expect(notice).toContainText("no sale ningún email ni recordatorio hasta que los liberes");
    await expect(notice).toContainText(held.length === 1 ? "1 email esperando salir" : `${held.length} emails esperando salir`);
    await notice.getByRole("button", { name: "Liberar los emails" }).click();
    await expect(page.getByText("¿Liberar los emails de esta copia?")).toBeVisible();
    expect(smtp.received).toHaveLength(0);
    await page.getByRole("button", { name: "Sí, liberar los emails" }).click();
    await expect(page.getByText("Listo: los emails están saliendo.")).toBeVisible();
    await expect(page.locator("[data-mail-held]")).toHaveCount(0);

    // Each held email reaches the mail server once, and no more.
    await smtp.waitFor(held.length, 30_000);
    await page.waitForTimeout(6_000);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(ids.sort()).toEqual(held.sort());
    const history = await db.selectFrom("workspace_audit").select("action").where("action", "=", "mail.released").execute();
    expect(history).toHaveLength(1);
  } finally {
    await second?.dispose();
    await first.dispose();
    await smtp.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
