import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { PRERENDER_NONCE } from "../../app/csp.ts";
import { templatePlaceholders } from "../../app/page-template.ts";
import { formTokens, startServer, type TestServer } from "./comments-server.ts";

/**
 * Excursion pages are rendered once and served from memory (server/page-cache.ts). A visitor must
 * not be able to tell: every load has its own nonce and form tokens, and a reload shows the
 * comments as they are now, whoever changed them (a post on this page, the moderation script
 * writing to the same SQLite file from another process).
 */

const root = path.resolve(import.meta.dirname, "../..");
let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

const occurrences = (text: string, value: string) => text.split(value).length - 1;

test("every load of an excursion page has its own nonce and tokens, in the form and in the page's data", async () => {
  const loads = [];
  for (let i = 0; i < 2; i++) {
    const sentAt = Date.now();
    const response = await fetch(`${server.url}/en/multilargos`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    loads.push({ sentAt, html, nonce, ...formTokens(html) });
    // The form token is a signed time: the next load must come at least a millisecond later.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [one, two] = loads as [(typeof loads)[0], (typeof loads)[0]];
  expect(one.nonce).toBeTruthy();
  expect(two.nonce).not.toBe(one.nonce);
  expect(two.formToken).not.toBe(one.formToken);
  expect(two.clientToken).not.toBe(one.clientToken);
  for (const load of loads) {
    for (const placeholder of [PRERENDER_NONCE, ...Object.values(templatePlaceholders)]) expect(load.html).not.toContain(placeholder);
    // Every script carries this response's nonce, and nothing else does.
    const nonces = [...load.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces)).toEqual(new Set([load.nonce]));
    // Each token twice: the form's hidden input and the hydration data.
    expect(occurrences(load.html, load.formToken)).toBe(2);
    expect(occurrences(load.html, load.clientToken)).toBe(2);
    // The form token was signed for this load, not when the page was first rendered.
    expect(parseInt(load.formToken.split(".")[0]!, 36)).toBeGreaterThanOrEqual(load.sentAt);
  }
});

test("a comment posted on a page shows on reload; hidden with `npm run comments`, it is gone on reload", async ({ page }) => {
  await page.goto(`${server.url}/es/escaladarocacerroventana`);
  await page.waitForFunction(() => (document.querySelector("form.comment-form") as HTMLFormElement | null)?.noValidate === true);
  const section = page.locator("section.comments");
  const name = `Reload ${Math.random().toString(36).slice(2, 8)}`;
  await section.getByLabel("Nombre").fill(name);
  await section.getByLabel("Comentario", { exact: true }).fill("Vista del lago desde la cumbre.");
  await section.getByRole("button", { name: "Publicar comentario" }).click();
  await expect(section.getByRole("status")).toBeVisible();

  await page.reload();
  const listed = page.locator("section.comments .comment", { hasText: name });
  await expect(listed).toHaveCount(1);
  const id = await listed.getAttribute("data-comment-id");
  expect(id).toMatch(/^\d+$/);

  // The script opens the same SQLite file from its own process: the server is told nothing.
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/comments.ts", "hide", id!], {
    cwd: root,
    env: { ...process.env, ...server.env },
  });
  expect(stdout).toContain(`Comment #${id} hidden.`);
  await page.reload();
  await expect(page.locator("section.comments h2")).toBeVisible();
  await expect(page.locator("section.comments .comment", { hasText: name })).toHaveCount(0);
  expect((await (await fetch(`${server.url}/es/escaladarocacerroventana`)).text())).not.toContain(name);
});
