/**
 * What a booking page's private address lets through (issue 37, points 2, 3 and 8): a post far
 * larger than its forms is refused before it is read; the address is never sent on as a referrer,
 * not even to the site's own next page, while its forms still post; and every other spelling of its
 * path answers the site's 404 (the body of a post to one never read), and the request log never
 * holds the token, whatever the spelling. One server, its business clock set (TEST_CLOCK).
 */
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { addDeparture } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { startInstance } from "./instances.ts";
import { postBookingRequest, WORKSPACE_CLOCK, workspaceServerOf, type WorkspaceServer } from "./workspace-helpers.ts";

let server: WorkspaceServer;
/** The booker's private link, as the confirmation email carried it. */
let link: URL;
let token: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const instance = await startInstance(
    { BOOKING_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK },
    { host: "localhost", ownOrigin: true },
  );
  server = workspaceServerOf(instance);
  const departureId = await addDeparture(await server.database(), "trekkingLanin", 10, 12);
  const reference = await postBookingRequest(
    server,
    { name: "Ana Pérez", email: "ana@example.org", groupSize: 2, departure: departureId },
    "/es/trekking-lanin",
  );
  // The owner confirms it from the server's shell: the confirmation email carries the private link.
  await promisify(execFile)(process.execPath, ["scripts/owner/requests.ts", "confirm", reference, "--departure", String(departureId)], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, ...server.env },
  });
  await expect.poll(tokenInMail, { timeout: 30_000 }).not.toBe("");
  token = await tokenInMail();
  link = new URL(`/es/booking/${token}`, server.url);
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The booker's token in the emails the outbox wrote (no SMTP_URL), or "" while none is written. */
async function tokenInMail(): Promise<string> {
  const dir = path.join(server.env.DATA_DIR!, "mail");
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith(".eml")) continue;
    const text = (await readFile(path.join(dir, name), "utf8")).replace(/=\r?\n/g, "");
    const match = /\/es\/booking\/([A-Za-z0-9_-]{43})/.exec(text);
    if (match) return match[1]!;
  }
  return "";
}

/** An HTTP request with its path exactly as written (a browser or fetch would resolve `./` itself). */
function raw(
  pathname: string,
  options: { method?: string; body?: Buffer | (() => AsyncIterable<Buffer>); headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: pathname, method: options.method ?? "GET", headers: options.headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    const body = options.body;
    if (!body) return void req.end();
    if (Buffer.isBuffer(body)) return void req.end(body);
    void (async () => {
      for await (const chunk of body()) if (!req.write(chunk)) await new Promise((drained) => req.once("drain", drained));
      req.end();
    })().catch(reject);
  });
}

const formHeaders = () => ({ "Content-Type": "application/x-www-form-urlencoded", Origin: server.url });

test("a post far larger than a booking page's forms is refused with a clear page, read no further than its limit", async () => {
  // 20 MB declared up front, then 40 MB sent in chunks without a declared length.
  const declared = await raw(link.pathname, {
    method: "POST",
    body: Buffer.alloc(20 * 1024 * 1024, "a"),
    headers: formHeaders(),
  });
  expect(declared.status).toBe(413);
  expect(declared.text).toContain("Lo que enviaste es demasiado grande para leerlo: no se guardó nada.");
  expect(declared.headers["referrer-policy"]).toBe("no-referrer");
  const chunk = Buffer.alloc(1024 * 1024, "b");
  const chunked = await raw(link.pathname, {
    method: "POST",
    headers: formHeaders(),
    body: async function* () {
      yield Buffer.from("intent=participant&slot=1&full_name=");
      for (let sent = 0; sent < 40; sent++) yield chunk;
    },
  });
  expect(chunked.status).toBe(413);
  expect(chunked.text).toContain("no se guardó nada");
  // Its review's form too.
  const review = await raw(`${link.pathname}/review`, { method: "POST", body: Buffer.alloc(2 * 1024 * 1024, "c"), headers: formHeaders() });
  expect([404, 413]).toContain(review.status);
  // A link that opens nothing is the site's 404, whatever it is sent.
  const unknown = await raw(`/es/booking/${"x".repeat(43)}`, {
    method: "POST",
    body: Buffer.alloc(20 * 1024 * 1024, "a"),
    headers: formHeaders(),
  });
  expect(unknown.status).toBe(404);
  // And the page still takes a form of its size.
  const small = await raw(link.pathname, { method: "POST", body: Buffer.from("intent=participant&slot=1"), headers: formHeaders() });
  expect(small.status).toBe(400);
  expect(small.text).toContain("Escribí el nombre completo");
});

test("the private address is never sent on as a referrer, not even to the site's next page, and its forms still post", async ({ page }) => {
  const opened = await page.goto(link.href);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  // A participant's form posted empty from the page: refused for its fields, not as a cross-site post.
  const form = page.locator("#participant-1 form");
  await form.getByRole("button").click();
  await expect(page.locator("#participant-1 .booking-form__error").first()).toBeVisible();
  expect(await page.content()).not.toContain("otro sitio");
  // The next page, through a link of the page's shell: what an analytics script would read.
  const next = page.locator(`a[href^="/es"]:not([href*="booking"]):visible`).first();
  await next.click();
  await page.waitForURL((url) => !url.pathname.includes("/booking/"));
  expect(await page.evaluate(() => document.referrer)).toBe("");
});

test("every other spelling of a booking page's path is the 404, and the log never holds the token", async () => {
  const spellings = [
    `/es/%62ooking/${token}`,
    `/es/./booking/${token}`,
    `/es/%2e/booking/${token}`,
    `/es/booki%6eg/${token}/review`,
    `/es//booking/${token}`,
    `//es/booking/${token}`,
    `/es/booking//${token}`,
    `/ES/booking/${token}`,
    `/es/BOOKING/${token}`,
    `/es/booking/${token}/`,
    `/es/booking/${token}.data`,
    `/es/booking/${token}/review.data`,
    `/es/x/../booking/${token}`,
    `/en/booking/${token.replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)}`,
    `/booking/${token}`,
  ];
  const canonical = await raw(link.pathname);
  expect(canonical.status).toBe(200);
  for (const spelling of spellings) {
    const answer = await raw(spelling);
    expect(answer.status, spelling).toBe(404);
    expect(answer.headers["referrer-policy"], spelling).toBe("no-referrer");
    expect(answer.text, spelling).not.toContain("Tu reserva BV-");
    // A post to one is answered the same, its body not read.
    const posted = await raw(spelling, { method: "POST", body: Buffer.from("intent=cancel&reason=x"), headers: formHeaders() });
    expect(posted.status, spelling).toBe(404);
  }
  await expect
    .poll(
      () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"request"')).length,
    )
    .toBeGreaterThan(2 * spellings.length);
  const lines = server.output().split("\n");
  for (const line of lines) expect(line).not.toContain(token.slice(0, 16));
  expect(lines.some((line) => line.includes('"path":"/es/booking/:token"'))).toBe(true);
});
