import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

/**
 * What a server does that writes files, in a process started with umask 0000 (the most permissive
 * an operator's service manager can give): it opens its SQLite database (the file, its WAL and SHM),
 * delivers an email to the local outbox (.eml files) and takes a snapshot.
 */
const child = (dataDir: string) => `
process.umask(0o000);
const { parseEnv } = await import(${JSON.stringify(path.join(root, "app/runtime/env.server.ts"))});
const { createServices } = await import(${JSON.stringify(path.join(root, "app/composition/services.server.ts"))});
const env = parseEnv({ DATA_DIR: ${JSON.stringify(dataDir)}, PUBLIC_URL: "https://bariloche.example", BACKUP_EVERY: "off" });
const services = await createServices(env);
const at = Date.now();
await services.database.db.insertInto("mail_outbox").values({
  contact_id: null, booking_id: null, kind: "file-modes", message_id: "<modes@bariloche.example>",
  envelope_from: "no-reply@bariloche.example", recipient: "ana@example.org",
  raw: "Subject: A private link\\r\\n\\r\\nhttps://bariloche.example/es/booking/" + "A".repeat(43) + "\\r\\n",
  next_attempt_at: at, created_at: at,
}).execute();
if (!(await services.outbox.deliverOne())) throw new Error("no email delivered");
await services.backups.take("manual");
// While still open: the write-ahead log and its index are there too.
console.log(JSON.stringify({ ok: true }));
process.exit(0);
`;

async function modes(dir: string, base = dir): Promise<{ path: string; kind: "file" | "folder"; mode: string }[]> {
  const found: { path: string; kind: "file" | "folder"; mode: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = ((await stat(full)).mode & 0o777).toString(8).padStart(4, "0");
    found.push({ path: path.relative(base, full), kind: entry.isDirectory() ? "folder" : "file", mode });
    if (entry.isDirectory()) found.push(...(await modes(full, base)));
  }
  return found;
}

describe("the files the server creates", () => {
  const temporary: string[] = [];
  afterEach(async () => {
    for (const dir of temporary.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("are readable by the server's user only (files 0600, folders 0700), even started with umask 0000", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "file-modes-"));
    temporary.push(parent);
    const dataDir = path.join(parent, "data");
    const script = path.join(parent, "child.mjs");
    await writeFile(script, child(dataDir));
    const { stdout } = await run(process.execPath, [script], { cwd: root, env: { ...process.env, TEST_CLOCK: "" } });
    expect(stdout).toContain('"ok":true');
    const found = await modes(dataDir);
    const names = found.map((entry) => entry.path);
    // What there is to check: the database, its WAL and SHM, the outbox's folder and email, the snapshots' folder and one snapshot.
    expect(names).toEqual(expect.arrayContaining(["site.sqlite", "site.sqlite-wal", "site.sqlite-shm", "mail", "backups"]));
    expect(names.some((name) => name.startsWith("mail/") && name.endsWith(".eml"))).toBe(true);
    expect(names.some((name) => name.startsWith("backups/") && name.endsWith(".sqlite"))).toBe(true);
    if (process.env.SHOW_MODES) console.log(found.map((entry) => `${entry.mode} ${entry.kind} ${entry.path}`).join("\n"));
    expect(found.filter((entry) => entry.mode !== (entry.kind === "folder" ? "0700" : "0600"))).toEqual([]);
    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe("700");
  });
});
