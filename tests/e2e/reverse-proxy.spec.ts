import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures.ts";
import { readCommentAnswer } from "./comments-server.ts";
import { freePort, startInstance, type Instance } from "./instances.ts";
import { nginxMissing, startNginx, type Nginx } from "./nginx.ts";
import { readUntil } from "./event-stream.ts";

/**
 * The site behind a real nginx with the configuration in docs/operations.md (tests/e2e/nginx.ts `siteConfig`):
 * an upstream of the site's instances, HTTP/1.1 to them, X-Forwarded-For and X-Forwarded-Proto,
 * and nginx's default `Host` (the upstream's name, never the public host). Forms posted from the
 * public origin go through; posts from other websites get the site's translated 403; the event
 * stream of live comments passes unbuffered; each visitor is counted by the address nginx forwards.
 *
 * One instance on SQLite; two sharing one PostgreSQL schema when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const PUBLIC_URL = "https://www.example.com";

test.skip(nginxMissing !== undefined, nginxMissing);

// The groups start their instances and proxies once, and run in order in one worker.
test.describe.configure({ mode: "default" });

/** Instances behind one upstream (and the proxies in front of them), started and stopped together. */
type Stack = {
  instances: Instance[];
  schema?: string;
  proxies: Nginx[];
  /** Everything every instance printed. */
  output(): string;
};

/** Starts the stack's instances (two on PostgreSQL, one on SQLite); `stop` undoes whatever was started, also halfway. */
function stack(publicUrl: string, settings: Record<string, string> = {}) {
  const started: Stack = { instances: [], proxies: [], output: () => started.instances.map((instance) => instance.output()).join("\n") };
  const owned: Instance[] = [];
  if (databaseUrl) started.schema = `proxy_${randomBytes(5).toString("hex")}`;

  async function startOne(): Promise<Instance> {
    const instance = await startInstance({
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl ?? "",
      DATABASE_SCHEMA: started.schema ?? "",
      // Where the business reads its messages (without it, or its email in the business's details, none is sent).
      ADMIN_EMAIL: "guides@bariloche.example",
      ...settings,
      // The defaults under test: TRUST_PROXY=loopback, emails as .eml files in DATA_DIR/mail.
      TRUST_PROXY: undefined,
      SMTP_URL: undefined,
    });
    owned.push(instance);
    return instance;
  }

  return {
    started,
    async start() {
      // Both at once, as a deployment starts them: the migrations run once between them.
      started.instances.push(...(await Promise.all((databaseUrl ? [1, 2] : [1]).map(() => startOne()))));
      return started;
    },
    async proxy(port: number, options: { forwardProto?: boolean } = {}) {
      const nginx = await startNginx({ port, instances: started.instances.map((instance) => `127.0.0.1:${instance.port}`), ...options });
      started.proxies.push(nginx);
      return nginx;
    },
    async stop() {
      const problems: unknown[] = [];
      const attempt = async (step: () => Promise<unknown>) => {
        try {
          await step();
        } catch (error) {
          problems.push(error);
        }
      };
      for (const nginx of started.proxies) await attempt(() => nginx.stop());
      await Promise.all(owned.map((instance) => attempt(() => instance.dispose())));
      if (databaseUrl && started.schema) {
        await attempt(async () => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            await client.query(`drop schema if exists "${started.schema}" cascade`);
          } finally {
            await client.end();
          }
        });
      }
      if (problems.length) throw new AggregateError(problems, "cleaning up the reverse-proxy stack");
    },
  };
}

/** The hidden fields of the page's form (what a browser posts back). */
function hiddenFields(html: string): { form_token: string; client_token: string } {
  const form_token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  const client_token = /name="client_token" value="([^"]+)"/.exec(html)?.[1];
  if (!form_token || !client_token) throw new Error(`no form tokens in the page:\n${html.slice(0, 500)}`);
  return { form_token, client_token };
}

const unique = (label: string) => `${label} ${randomBytes(3).toString("hex")}`;

/** A contact message as the page posts it without JavaScript: its hidden fields from the page fetched through `proxy`. */
async function postContact(proxy: Nginx, headers: Record<string, string>, lang = "en") {
  const page = await fetch(`${proxy.url}/${lang}/contactForm`);
  expect(page.status).toBe(200);
  const visitor = `ana.${randomBytes(4).toString("hex")}@example.org`;
  const response = await fetch(`${proxy.url}/${lang}/contactForm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({
      ...hiddenFields(await page.text()),
      website: "",
      user_name: "Ana Pérez",
      user_email: visitor,
      subject: unique("Frey in January"),
      message: "Hello! Two climbers, some experience.",
    }),
  });
  return { response, text: await response.text(), visitor };
}

/** The comment form's fields, with the hidden ones from the excursion page fetched through `proxy`. */
async function commentForm(proxy: Nginx, name: string, photo?: Buffer) {
  const page = await fetch(`${proxy.url}/en/escaladarocafrey`);
  expect(page.status).toBe(200);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "comment",
    name,
    comment: "Posted through nginx.",
    ...hiddenFields(await page.text()),
  })) {
    form.set(key, value);
  }
  if (photo) form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "rock.jpg");
  return form;
}

/** Posts a form to `url` from a client at `localAddress` (another visitor: another address nginx forwards). */
async function postFrom(localAddress: string, url: string, form: FormData, headers: Record<string, string>) {
  const encoded = new Request(url, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const target = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress,
        headers: { ...headers, "Content-Type": encoded.headers.get("content-type")!, "Content-Length": String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") answerHeaders.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: response.statusCode, headers: answerHeaders }));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Contact messages stored from this address, in the stack's database. */
async function storedMessages(stacked: Stack, email: string): Promise<number> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query(`select count(*)::int as n from "${stacked.schema}".contact_messages where email = $1`, [email]);
      return result.rows[0].n as number;
    } finally {
      await client.end();
    }
  }
  const database = new DatabaseSync(path.join(stacked.instances[0]!.env.DATA_DIR!, "site.sqlite"), { readOnly: true });
  try {
    return Number((database.prepare("select count(*) as n from contact_messages where email = ?").get(email) as { n: number }).n);
  } finally {
    database.close();
  }
}

/** The .eml files (DATA_DIR/mail of every instance) that mention `text`: what the business and the visitor receive. */
function emailsMentioning(stacked: Stack, text: string): string[] {
  return stacked.instances.flatMap((instance) => {
    const dir = path.join(instance.env.DATA_DIR!, "mail");
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
    } catch {
      return [];
    }
    return files.filter((file) => readFileSync(path.join(dir, file), "utf8").includes(text));
  });
}

const STACK_TRACE = /^\s+at .+\(?.+:\d+:\d+\)?$/m;

test.describe("behind nginx, PUBLIC_URL=https://www.example.com", () => {
  // Two comments per visitor, so the per-visitor limit is reached quickly.
  const site = stack(PUBLIC_URL, { COMMENT_RATE_LIMIT: "2/600" });
  let proxy: Nginx;
  let withoutProto: Nginx;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    await site.start();
    const [port, otherPort] = [await freePort(), await freePort()];
    proxy = await site.proxy(port);
    // The same configuration without X-Forwarded-Proto, as some proxies are set up.
    withoutProto = await site.proxy(otherPort, { forwardProto: false });
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("a contact message from the public origin is sent, also with X-Forwarded-Host and without X-Forwarded-Proto", async () => {
    const cases: [string, Nginx, Record<string, string>][] = [
      ["the documented configuration", proxy, {}],
      ["with X-Forwarded-Host", proxy, { "X-Forwarded-Host": "www.example.com" }],
      ["without X-Forwarded-Proto", withoutProto, {}],
      ["without X-Forwarded-Proto, with X-Forwarded-Host", withoutProto, { "X-Forwarded-Host": "www.example.com" }],
    ];
    for (const [label, through, headers] of cases) {
      await test.step(label, async () => {
        const { response, text } = await postContact(through, { Origin: PUBLIC_URL, ...headers });
        expect(response.status, text).toBe(200);
        expect(text).toContain("contact-message--success");
        expect(text).toContain("Your message has been sent!");
      });
    }
  });

  test("a comment with a phone-sized photo posted through nginx is saved and shown", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#7a5c3e", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024); // over nginx's default client_max_body_size
    const name = unique("Through nginx");
    const answer = await readCommentAnswer(
      await fetch(`${proxy.url}/en/escaladarocafrey.data`, {
        method: "POST",
        body: await commentForm(proxy, name, photo),
        headers: { Origin: PUBLIC_URL },
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    const saved = answer.body!;
    if (!saved.ok) throw new Error(`not saved: ${saved.message}`);
    expect(saved.message).toBe("Thank you! Your comment has been posted.");
    expect(saved.comment.photo).not.toBeNull();
    // Whichever instance answers, the page shows it (once that instance has heard of it) with its photo.
    await expect.poll(async () => (await (await fetch(`${proxy.url}/en/escaladarocafrey`)).text()).includes(name)).toBe(true);
    const large = await fetch(`${proxy.url}/photos/${saved.comment.photo!.id}/large.webp`);
    expect(large.status).toBe(200);
    expect(large.headers.get("content-type")).toBe("image/webp");
  });

  test("a post from another website gets the translated 403 through nginx, and no stack trace in the logs", async () => {
    const contact = await postContact(proxy, { Origin: "https://evil.example" });
    expect(contact.response.status).toBe(403);
    expect(contact.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(contact.text).toBe("This form was sent from another website, so it was refused. Please send it from our own page.");

    const comment = await fetch(`${withoutProto.url}/fr/escaladarocafrey.data`, {
      method: "POST",
      body: await commentForm(withoutProto, unique("Evil")),
      headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    });
    expect(comment.status).toBe(403);
    expect(await comment.text()).toBe(
      "Ce formulaire a été envoyé depuis un autre site\u00a0: il a donc été refusé. Envoyez-le depuis notre propre page.",
    );

    expect(site.started.output()).not.toMatch(STACK_TRACE);
    expect(site.started.output()).not.toMatch(/"level":"error"/);
  });

  test("each visitor's address reaches the site through X-Forwarded-For: the comment limit counts per visitor", async () => {
    // Two visitors on two addresses; nginx forwards each one's in X-Forwarded-For.
    const post = async (address: string) =>
      readCommentAnswer(
        await postFrom(address, `${proxy.url}/en/escaladarocafrey.data`, await commentForm(proxy, unique(`From ${address}`)), {
          Origin: PUBLIC_URL,
        }),
      );
    for (let count = 1; count <= 2; count++) {
      const answer = await post("127.0.0.2");
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body?.ok).toBe(true);
    }
    const limited = await post("127.0.0.2");
    expect(limited.status).toBe(429);
    expect(limited.body?.message).toBe("You have posted several comments in a short time. Please wait a few minutes and try again.");
    // Another visitor behind the same proxy is not held back by the first one's comments.
    const other = await post("127.0.0.3");
    expect(other.status, other.text).toBe(200);
    expect(other.body?.ok).toBe(true);
  });

  test("two instances behind the one upstream: both take requests, and a comment reaches the live streams on each", async () => {
    test.skip(!databaseUrl, "two instances need TEST_DATABASE_URL (one PostgreSQL database)");
    const instances = site.started.instances.map((instance) => `127.0.0.1:${instance.port}`);
    // nginx takes turns (round robin, one worker): two requests one after the other go to both instances.
    const contactPosts = () =>
      site.started.instances.map(
        (instance) => instance.output().match(/"method":"POST","path":"\/en\/contactForm","status":200/g)?.length ?? 0,
      );
    const before = contactPosts();
    const page = hiddenFields(await (await fetch(`${proxy.url}/en/contactForm`)).text());
    for (const subject of ["First of two", "Second of two"]) {
      const response = await fetch(`${proxy.url}/en/contactForm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_URL },
        body: new URLSearchParams({
          ...page,
          website: "",
          user_name: "Tom",
          user_email: "tom@example.org",
          subject,
          message: "Two instances.",
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Your message has been sent!");
    }
    await expect.poll(contactPosts).toEqual(before.map((count) => count + 1));

    const streams = [];
    for (let count = 0; count < 2; count++) {
      const controller = new AbortController();
      const response = await fetch(`${proxy.url}/comments/freyclimb/events`, {
        headers: { Accept: "text/event-stream" },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reader = response.body!.getReader();
      const state = { text: "" };
      await readUntil(reader, state, (text) => text.includes(": connected"));
      streams.push({ reader, state, controller });
    }
    const name = unique("Both streams");
    const answer = await readCommentAnswer(
      await fetch(`${proxy.url}/en/escaladarocafrey.data`, {
        method: "POST",
        body: await commentForm(proxy, name),
        headers: { Origin: PUBLIC_URL },
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    for (const stream of streams) await readUntil(stream.reader, stream.state, (text) => text.includes(name));
    for (const stream of streams) stream.controller.abort();
    // nginx's access log (upstream address per request) tells which instance held each stream.
    const streamedBy = () =>
      readFileSync(path.join(proxy.dir, "access.log"), "utf8")
        .split("\n")
        .filter((line) => line.includes("/comments/freyclimb/events"))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]);
    await expect.poll(() => streamedBy().length).toBe(2);
    expect(new Set(streamedBy())).toEqual(new Set(instances));
  });
});

test.describe("a browser behind nginx (PUBLIC_URL is nginx's own address)", () => {
  let port: number;
  let site: ReturnType<typeof stack>;
  let proxy: Nginx;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    port = await freePort();
    site = stack(`http://127.0.0.1:${port}`);
    await site.start();
    proxy = await site.proxy(port);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const labels = { name: "Name", email: "Email", subject: "Subject", message: "Message" };

  test("the contact form sends with JavaScript: the success message shows and the message is stored once", async ({ page }) => {
    await page.goto(`${proxy.url}/en/contactForm`);
    await page.locator("form.contact-form[data-hydrated]").waitFor();
    const email = `kim.${randomBytes(4).toString("hex")}@example.org`;
    const typed = { name: "Kim", email, subject: "Lanín in March", message: "Is there room for two?" };
    for (const [key, value] of Object.entries(typed))
      await page.getByLabel(labels[key as keyof typeof labels], { exact: true }).fill(value);
    const posted = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/en/contactForm.data",
    );
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await posted).status()).toBe(200);
    await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
    expect(await storedMessages(site.started, email)).toBe(1);
    // The business's email and the visitor's confirmation are written, one each.
    await expect.poll(() => emailsMentioning(site.started, email).length, { timeout: 15_000 }).toBe(2);
    expect(
      emailsMentioning(site.started, email)
        .map((file) => /-(contact-[a-z]+)-\d+\.eml$/.exec(file)?.[1])
        .sort(),
    ).toEqual(["contact-admin", "contact-confirmation"]);
  });

  test("a comment posted in one page shows live in another, through nginx", async ({ browser }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [reader, writer] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
      await openExcursion(reader, proxy);
      await openExcursion(writer, proxy);
      const name = unique("Live through nginx");
      const section = writer.locator("section.comments");
      await section.getByLabel("Name").fill(name);
      await section.getByLabel("Comment", { exact: true }).fill("Seen from the other page.");
      await section.getByRole("button", { name: "Post comment" }).click();
      await expect(section.getByRole("status")).toHaveText("Thank you! Your comment has been posted.");
      await expect(reader.locator(".comment", { hasText: name })).toHaveCount(1);
      await expect(reader.locator("[aria-live=polite]")).toHaveText(`New comment from ${name}`);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});

/** Opens the Frey page through nginx and waits until its live-comments stream is open. */
async function openExcursion(page: Page, proxy: Nginx) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/comments/freyclimb/events");
  await page.goto(`${proxy.url}/en/escaladarocafrey`);
  const response = await stream;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/event-stream");
}
