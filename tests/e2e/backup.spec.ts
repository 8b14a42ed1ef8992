import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { databaseConfig, openDatabase, type Database } from "../../db/database.ts";
import { dropSchema } from "../../db/testing.ts";
import { formTokens, postComment, readCommentAnswer } from "./comments-server.ts";
import { expect, test } from "./fixtures.ts";
import { freePort } from "./instances.ts";
import { addAuthenticator, register } from "./workspace-helpers.ts";

/**
 * Backups end to end (decision 0060): visitors post comments with photos, contact messages and
 * requests to book while `npm run backup` takes a snapshot; the server is then killed (SIGKILL).
 * A fresh instance restored from the snapshot with `npm run restore` has every record acknowledged
 * before the snapshot began, serves the very same photo bytes, and the owner signs in there with
 * the passkey made on the first one. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const root = path.resolve(import.meta.dirname, "../..");
const databaseUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

type Server = { child: ChildProcess; output: () => string };

/** The site on a fixed port (passkeys belong to http://localhost:PORT), started on `env`'s data. */
async function launch(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    const health = await fetch(`http://localhost:${port}/healthz`).catch(() => undefined);
    if (health?.ok) return { child, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function kill(server: Server, signal: "SIGKILL" | "SIGTERM") {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill(signal);
  await exited;
}

async function command(script: "backup" | "restore" | "owner", args: string[], env: Record<string, string>) {
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

// One engine after the other: each test starts two servers and five commands of its own.
test.describe.configure({ mode: "serial" });

const engines = [
  { engine: "sqlite" as const, skip: false },
  { engine: "postgres" as const, skip: !databaseUrl },
];

for (const { engine, skip } of engines) {
  test.describe(`backups on ${engine}`, () => {
    test.skip(skip, "TEST_DATABASE_URL is not set");
    const cleanups: (() => Promise<unknown> | unknown)[] = [];
    test.afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    test("a snapshot taken while visitors post is restored whole into a fresh instance, where the owner signs in with the same passkey", async ({
      page,
    }) => {
      test.setTimeout(480_000);
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const folder = mkdtempSync(path.join(tmpdir(), "site-backup-e2e-"));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const backupDir = path.join(folder, "backups");
      const common = {
        PUBLIC_URL: url,
        HOST: "127.0.0.1",
        FORM_MIN_FILL_MS: "0",
        COMMENT_RATE_LIMIT: "1000/600",
        CONTACT_RATE_LIMIT: "1000/600",
        BOOKING_RATE_LIMIT: "1000/600",
        BACKUP_DIR: backupDir,
        DATABASE_URL: "",
      };
      const target = (name: string): Record<string, string> => {
        if (engine === "sqlite") return { ...common, DATA_DIR: path.join(folder, name) };
        const schema = `backup_${name}_${randomBytes(4).toString("hex")}`;
        cleanups.push(() => dropSchema(databaseUrl!, schema));
        return { ...common, DATA_DIR: path.join(folder, name), DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema };
      };
      const first = target("first");
      const fresh = target("fresh");

      const one = await launch(port, first);
      cleanups.push(() => kill(one, "SIGKILL"));

      // The owner makes a passkey on the first instance (the browser keeps it).
      const invited = await command("owner", ["invite", "owner@example.com"], first);
      const link = /^(http\S+\/admin\/invitation\/\S+)$/m.exec(invited.stdout)?.[1];
      expect(link, invited.stdout + invited.stderr).toBeTruthy();
      await addAuthenticator(page);
      await register(page, link!);

      // Visitors: comments with photos, contact messages and requests to book, until told to stop.
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a5" } })
        .jpeg()
        .toBuffer();
      const acknowledged = { comments: [] as { name: string; photo: string | null }[], messages: [] as string[], requests: [] as string[] };
      let posting = true;
      let wake: (() => void) | undefined;
      const count = () => Math.min(acknowledged.comments.length, acknowledged.messages.length, acknowledged.requests.length);
      const until = (enough: number) =>
        new Promise<void>((resolve) => {
          const check = () => (count() >= enough ? resolve() : (wake = check));
          check();
        });
      const acked = () => wake?.();

      /** A visitor's post, again and again; one that fails (a connection closed under load) is simply not acknowledged. */
      async function repeat(post: (index: number) => Promise<void>) {
        for (let index = 0; posting; index++) {
          await post(index).catch(() => {});
          acked();
        }
      }
      const excursion = "/en/escaladarocafrey";
      async function commentLoop(client: number) {
        await repeat(async (index) => {
          const { formToken } = formTokens(await (await fetch(`${url}${excursion}`)).text());
          const name = `Visitor ${client}-${index} ${randomBytes(3).toString("hex")}`;
          const form = new FormData();
          form.set("intent", "comment");
          form.set("name", name);
          form.set("comment", `A day on the rock, number ${index}`);
          form.set("website", "");
          form.set("form_token", formToken);
          form.set("client_token", randomBytes(18).toString("base64url"));
          form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "rock.jpg");
          const { status, body } = await postComment(url, excursion, form);
          if (status === 200 && body?.ok) acknowledged.comments.push({ name, photo: body.comment.photo?.id ?? null });
        });
      }
      async function messageLoop() {
        await repeat(async (index) => {
          const { formToken } = formTokens(await (await fetch(`${url}/en/contactForm`)).text());
          const clientToken = randomBytes(18).toString("base64url");
          const email = `sender${index}-${randomBytes(3).toString("hex")}@example.com`;
          const response = await fetch(`${url}/en/contactForm`, {
            method: "POST",
            headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              form_token: formToken,
              client_token: clientToken,
              website: "",
              user_name: `Sender ${index}`,
              user_email: email,
              subject: "Trip",
              message: `Message ${index}`,
            }),
          });
          if (response.ok && (await response.text()).includes("contact-message--success")) acknowledged.messages.push(email);
        });
      }
      async function requestLoop() {
        await repeat(async (index) => {
          const { formToken } = formTokens(await (await fetch(`${url}${excursion}`)).text());
          const response = await fetch(`${url}${excursion}.data?book`, {
            method: "POST",
            headers: { Origin: url },
            body: new URLSearchParams({
              form_token: formToken,
              client_token: randomBytes(18).toString("base64url"),
              website: "",
              date_from: "2027-03-10",
              group_size: "2",
              experience: "meets",
              group_lang: "en",
              user_name: `Group ${index}`,
              user_email: `group${index}@example.com`,
              phone: "",
              message: "",
            }),
          });
          const { body } = await readCommentAnswer(response);
          const answer = body as unknown as { ok?: boolean; reference?: string } | undefined;
          if (answer?.ok && answer.reference) acknowledged.requests.push(answer.reference);
        });
      }
      const visitors = Promise.all([commentLoop(1), messageLoop(), requestLoop()]);

      // The snapshot begins once each kind has a few records, and the visitors go on meanwhile.
      await until(2);
      const before = { comments: [...acknowledged.comments], messages: [...acknowledged.messages], requests: [...acknowledged.requests] };
      const backup = await command("backup", [], first);
      expect(backup.code, backup.stderr).toBe(0);
      const snapshot = backup.stdout.trim().split("\n").at(-1)!;
      expect(path.dirname(snapshot)).toBe(backupDir);
      // Posting went on after the snapshot too: those may or may not be in it.
      await until(count() + 1);
      posting = false;
      await visitors;

      // The photos as the first instance served them, then the crash.
      const photos = new Map<string, Buffer>();
      for (const { photo: id } of before.comments) {
        expect(id).toBeTruthy();
        const response = await fetch(`${url}/photos/${id}/large.webp`);
        expect(response.status).toBe(200);
        photos.set(id!, Buffer.from(await response.arrayBuffer()));
      }
      await kill(one, "SIGKILL");

      // Restored into an empty data folder (or schema); refused a second time without --replace.
      const restored = await command("restore", [snapshot], fresh);
      expect(restored.code, restored.stdout + restored.stderr).toBe(0);
      expect(restored.stdout).toContain("1 team members with 1 passkeys");
      const again = await command("restore", [snapshot], fresh);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/Not restored: .*already holds/);

      const two = await launch(port, fresh);
      cleanups.push(() => kill(two, "SIGTERM"));
      let database: Database | undefined;
      cleanups.push(() => database?.close());
      database = await openDatabase(
        databaseConfig({ dataDir: fresh.DATA_DIR!, databaseUrl: fresh.DATABASE_URL || undefined, databaseSchema: fresh.DATABASE_SCHEMA }),
      );
      const { db } = database;
      const names = new Set((await db.selectFrom("comments").select("name").execute()).map((row) => row.name));
      for (const { name } of before.comments) expect(names, name).toContain(name);
      const senders = new Set((await db.selectFrom("contact_messages").select("email").execute()).map((row) => row.email));
      for (const email of before.messages) expect(senders).toContain(email);
      const references = new Set((await db.selectFrom("booking_requests").select("reference").execute()).map((row) => row.reference));
      for (const reference of before.requests) expect(references).toContain(reference);
      console.log(
        `${engine}: ${before.comments.length} comments, ${before.messages.length} messages, ${before.requests.length} requests acknowledged before the snapshot; ` +
          `${acknowledged.comments.length}, ${acknowledged.messages.length}, ${acknowledged.requests.length} in all`,
      );

      // The same photo bytes, served by the restored instance.
      for (const [id, bytes] of photos) {
        const response = await fetch(`${url}/photos/${id}/large.webp`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes), id).toBe(true);
      }

      // The owner signs in on the restored instance with the passkey made on the first one.
      await page.context().clearCookies();
      await page.goto(`${url}/admin/sign-in`);
      await page.getByRole("button", { name: /Sign in with a passkey|Entrar con llave/ }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Home|Inicio/);
      // Home says when the last snapshot was taken: the one restored.
      await expect(page.locator("[data-backup]")).toHaveAttribute("data-backup", "ok");
      await expect(page.locator("[data-backup]")).toContainText(/Last snapshot|Última copia/);
    });
  });
}
