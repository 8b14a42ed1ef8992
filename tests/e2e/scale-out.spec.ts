import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { expect, test } from "./fixtures.ts";
import pg from "pg";
import sharp from "sharp";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { readCommentAnswer } from "./comments-server.ts";
import { startInstance, type Instance } from "./instances.ts";
import { readUntil } from "./event-stream.ts";

/**
 * Several instances behind a balancer, as docs/operations.md describes: two `node server/start.ts`
 * processes on their own ports and data folders, sharing one PostgreSQL database (a schema of
 * this run's own, dropped afterwards) and one SMTP server. Both run the mail outbox.
 * Runs when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");

const schema = `scaleout_${randomBytes(5).toString("hex")}`;
const ADMIN = "guides@bariloche.example";

const instances: Instance[] = [];
let smtp: TestSmtpServer | undefined;

function startOne(smtpUrl: string): Promise<Instance> {
  return startInstance({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SMTP_URL: smtpUrl, ADMIN_EMAIL: ADMIN });
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
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="rock.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    );
    parts.push(photo, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The outbox's rows for these recipients: each one's state and how many times a worker claimed it. */
async function outboxRows(recipients: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select status, attempts from "${schema}".mail_outbox where recipient = any($1) order by id`, [
      recipients,
    ]);
    return rows.map((row: { status: string; attempts: number }) => ({ status: row.status, attempts: Number(row.attempts) }));
  } finally {
    await client.end();
  }
}

test.afterAll(async () => {
  for (const instance of instances) await instance.dispose();
  await smtp?.stop();
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
  instances.push(...(await Promise.all([startOne(smtp.url), startOne(smtp.url)])));
  const [one, two] = instances as [Instance, Instance];
  expect(one.port).not.toBe(two.port);

  // --- A comment with a photo posted on one reaches a stream open on the other.
  const stream = await openStream(two, "freyclimb");
  const token = formToken(await (await fetch(`${one.url}/en/escaladarocafrey`)).text());
  // The other instance has the page in memory before the comment exists (app/speed/page-cache.server.ts).
  const pageOnTwo = () => fetch(`${two.url}/en/escaladarocafrey`).then((response) => response.text());
  expect(formToken(await pageOnTwo())).toBeTruthy();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a5c3e" } })
    .jpeg()
    .toBuffer();
  const name = `Across instances ${randomBytes(3).toString("hex")}`;
  const post = commentMultipart(
    { intent: "comment", name, comment: "Posted on instance one.", form_token: token, client_token: randomBytes(18).toString("base64url") },
    photo,
  );
  const posted = await readCommentAnswer(
    await fetch(`${one.url}/en/escaladarocafrey.data`, {
      method: "POST",
      body: post.body,
      headers: { "Content-Type": post.contentType, Origin: one.url },
    }),
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
  // Each email is marked sent after exactly one claim (a claim counts an attempt): no worker sends it again.
  await expect
    .poll(() => outboxRows([ADMIN, visitor]))
    .toEqual([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 1 },
    ]);
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
    headers: { "Content-Type": late.contentType, "Content-Length": String(late.body.length), Origin: two.url, Expect: "100-continue" },
  });
  const answered = once(inFlight, "response") as Promise<[IncomingMessage]>;
  // The server's "100 Continue" says it has taken the request: it is in flight from then on.
  const taken = once(inFlight, "continue");
  inFlight.flushHeaders();
  await taken;
  const half = Math.floor(late.body.length / 2);
  inFlight.write(late.body.subarray(0, half));
  two.child.kill("SIGTERM");

  // The stream ends (a clean end of the response, not a reset) while the request is still open.
  for (;;) {
    const chunk = await stream.reader.read();
    if (chunk.done) break;
  }
  expect(two.child.exitCode).toBeNull();

  // The rest of the body arrives after the signal; the instance still saves the comment and answers.
  inFlight.end(late.body.subarray(half));
  const [response] = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const answer = await readCommentAnswer(
    new Response(Buffer.concat(chunks), {
      status: response.statusCode,
      headers: { "Content-Type": String(response.headers["content-type"]) },
    }),
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body?.ok).toBe(true);
  expect(await two.exited).toBe(0);
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
