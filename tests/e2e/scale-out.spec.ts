import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import pg from "pg";
import sharp from "sharp";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { readCommentAnswer } from "./comments-server.ts";

/**
 * Several instances behind a balancer, as the README describes: two `node server/start.ts`
 * processes on their own ports and data folders, sharing one PostgreSQL database (a schema of
 * this run's own, dropped afterwards) and one SMTP server. Both run the mail outbox.
 * Runs when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");

const root = path.resolve(import.meta.dirname, "../..");
const schema = `scaleout_${randomBytes(5).toString("hex")}`;
const ADMIN = "guides@bariloche.example";

type Instance = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

const instances: Instance[] = [];
let smtp: TestSmtpServer | undefined;
const dataDirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startInstance(smtpUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-scale-out-"));
  dataDirs.push(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://bariloche.example",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: ADMIN,
      FORM_MIN_FILL_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`instance did not start:\n${log}`);
    const health = await fetch(`${url}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, output: () => log, exited };
}

/** Reads an event stream until `predicate` holds for what arrived so far; the text, or an error on timeout. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, state: { text: string }, predicate: (text: string) => boolean, timeoutMs = 5000) {
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  while (!predicate(state.text)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`event stream: timed out; got so far:\n${state.text}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
    ]);
    if (chunk === "timeout") continue;
    if (chunk.done) throw new Error(`event stream ended early; got:\n${state.text}`);
    state.text += decoder.decode(chunk.value, { stream: true });
  }
  return state.text;
}

async function openStream(instance: Instance, excursion: string) {
  const response = await fetch(`${instance.url}/comments/${excursion}/events`, { headers: { Accept: "text/event-stream" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const state = { text: "" };
  await readUntil(reader, state, (text) => text.includes(": connected"));
  return { reader, state };
}

function formToken(html: string): string {
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no comment form in the page");
  return token;
}

function commentMultipart(fields: Record<string, string>, photo?: Buffer) {
  const boundary = `----scaleout${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (photo) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="rock.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
    parts.push(photo, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

test.afterAll(async () => {
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill("SIGTERM");
      await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      instance.child.kill("SIGKILL");
    }
  }
  await smtp?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

test("two instances on one PostgreSQL: live comments, photos and emails across them, and a graceful SIGTERM", async () => {
  test.setTimeout(90_000);
  smtp = await startSmtpServer();
  // Both start at once: the migrations run exactly once between them.
  instances.push(...(await Promise.all([startInstance(smtp.url), startInstance(smtp.url)])));
  const [one, two] = instances as [Instance, Instance];
  expect(one.port).not.toBe(two.port);

  // --- A comment with a photo posted on one reaches a stream open on the other.
  const stream = await openStream(two, "freyclimb");
  const token = formToken(await (await fetch(`${one.url}/en/escaladarocafrey`)).text());
  // The other instance has the page in memory before the comment exists (app/speed/page-cache.server.ts).
  const pageOnTwo = () => fetch(`${two.url}/en/escaladarocafrey`).then((response) => response.text());
  expect(formToken(await pageOnTwo())).toBeTruthy();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a5c3e" } }).jpeg().toBuffer();
  const name = `Across instances ${randomBytes(3).toString("hex")}`;
  const post = commentMultipart(
    { intent: "comment", name, comment: "Posted on instance one.", form_token: token, client_token: randomBytes(18).toString("base64url") },
    photo,
  );
  const posted = await readCommentAnswer(
    await fetch(`${one.url}/en/escaladarocafrey.data`, { method: "POST", body: post.body, headers: { "Content-Type": post.contentType, Origin: one.url } }),
  );
  expect(posted.status).toBe(200);
  const saved = posted.body!;
  if (!saved.ok) throw new Error(`not saved: ${saved.message}`);
  expect(saved.comment.photo).not.toBeNull();
  await readUntil(stream.reader, stream.state, (text) => text.includes(`id: ${saved.comment.id}\n`) && text.includes(name));
  // Once the other instance has heard of it (its stream got it), a reload there shows it.
  expect(await pageOnTwo()).toContain(name);

  // --- Its photo is served by the other instance (photos live in the database, not on one disk).
  for (const variant of ["avatar", "large"]) {
    const response = await fetch(`${two.url}/photos/${saved.comment.photo!.id}/${variant}.webp`);
    expect(response.status, variant).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("ascii"), variant).toBe("WEBP");
  }

  // --- A contact message posted on one: each of its two emails is sent once, though both run the outbox.
  const contactPage = await (await fetch(`${one.url}/en/contactForm`)).text();
  const clientToken = /name="client_token" value="([^"]+)"/.exec(contactPage)?.[1];
  const contactFormToken = /name="form_token" value="([^"]+)"/.exec(contactPage)?.[1];
  expect(clientToken && contactFormToken).toBeTruthy();
  const visitor = `ana.${randomBytes(3).toString("hex")}@example.org`;
  const contact = await fetch(`${one.url}/en/contactForm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: one.url },
    body: new URLSearchParams({
      client_token: clientToken!,
      form_token: contactFormToken!,
      website: "",
      user_name: "Ana Pérez",
      user_email: visitor,
      subject: "Frey in January",
      message: "Hello! Two climbers, some experience.",
    }),
  });
  expect(contact.status).toBe(200);
  expect(await contact.text()).toContain("contact-message--success");
  await smtp.waitFor(2, 15_000);
  // Longer than one poll of the outbox (5 s) on either instance: a second delivery would show by now.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(smtp.received.map((mail) => mail.envelope.to.join(",")).sort()).toEqual([ADMIN, visitor].sort());
  expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(2);

  // --- SIGTERM with an open event stream and a request in flight: the request finishes, the stream ends cleanly.
  // Instance one keeps its page in memory meanwhile, and a stream of its own tells when it heard of the late comment.
  expect(await (await fetch(`${one.url}/en/escaladarocafrey`)).text()).toContain(name);
  const streamOnOne = await openStream(one, "freyclimb");
  const lateName = `In flight ${randomBytes(3).toString("hex")}`;
  const late = commentMultipart({
    intent: "comment",
    name: lateName,
    comment: "Sent while the instance shuts down.",
    form_token: token,
    client_token: randomBytes(18).toString("base64url"),
  });
  const inFlight = httpRequest({
    host: "127.0.0.1",
    port: two.port,
    method: "POST",
    path: "/en/escaladarocafrey.data",
    headers: { "Content-Type": late.contentType, "Content-Length": String(late.body.length), Origin: two.url },
  });
  const answered = once(inFlight, "response") as Promise<[IncomingMessage]>;
  const half = Math.floor(late.body.length / 2);
  inFlight.write(late.body.subarray(0, half));
  await new Promise((resolve) => setTimeout(resolve, 300));
  two.child.kill("SIGTERM");

  // The stream ends (a clean end of the response, not a reset) while the request is still open.
  const ended = await Promise.race([
    (async () => {
      for (;;) {
        const chunk = await stream.reader.read();
        if (chunk.done) return "ended";
      }
    })(),
    new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 5000)),
  ]);
  expect(ended).toBe("ended");
  expect(two.child.exitCode).toBeNull();

  // The rest of the body arrives after the signal; the instance still saves the comment and answers.
  inFlight.end(late.body.subarray(half));
  const [response] = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const answer = await readCommentAnswer(new Response(Buffer.concat(chunks), { status: response.statusCode, headers: { "Content-Type": String(response.headers["content-type"]) } }));
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body?.ok).toBe(true);
  expect(await Promise.race([two.exited, new Promise((resolve) => setTimeout(() => resolve("no exit"), 12_000))])).toBe(0);
  expect(two.output()).toContain("SIGTERM received");

  // The other instance goes on serving, with the comment saved during the shutdown (once it heard of it).
  await readUntil(streamOnOne.reader, streamOnOne.state, (text) => text.includes(lateName));
  await streamOnOne.reader.cancel();
  const page = await (await fetch(`${one.url}/en/escaladarocafrey`)).text();
  expect(page).toContain(name);
  expect(page).toContain(lateName);
  expect(one.output() + two.output()).toContain("events: postgres");
  expect(smtp.received).toHaveLength(2);
});
