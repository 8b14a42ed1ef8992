import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { PRERENDER_NONCE } from "../../app/csp.ts";
import { formTokens, startServer, type TestServer } from "./comments-server.ts";

/**
 * Excursion pages are rendered once and served from memory (server/page-cache.ts). A visitor must
 * not be able to tell: every load has its own form tokens (appended at the page's end for the
 * form, so all before them is the same bytes for everyone), and a reload shows the comments as
 * they are now, whoever changed them (a post on this page, the moderation script
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

const appendedInputs = /(<input type="hidden" form="comment-form"[^>]*>)+<\/body><\/html>$/;

test("every load of an excursion page has its own tokens, appended for the form at the end; all before them is the same", async () => {
  const loads = [];
  for (const encoding of ["gzip", "br"]) {
    const sentAt = Date.now();
    const response = await fetch(`${server.url}/en/multilargos`, { headers: { "Accept-Encoding": encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    const html = await response.text();
    const appended = appendedInputs.exec(html)?.[0] ?? "";
    loads.push({ sentAt, html, before: html.slice(0, html.length - appended.length), appended, csp: response.headers.get("content-security-policy") ?? "", ...formTokens(html) });
    // The form token is a signed time: the next load must come at least a millisecond later.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [one, two] = loads as [(typeof loads)[0], (typeof loads)[0]];
  expect(two.formToken).not.toBe(one.formToken);
  expect(two.clientToken).not.toBe(one.clientToken);
  expect(two.before).toBe(one.before);
  for (const load of loads) {
    expect(load.appended).toContain(`name="form_token" value="${load.formToken}"`);
    expect(load.appended).toContain(`name="client_token" value="${load.clientToken}"`);
    // Each token once, appended: neither the form nor the hydration data holds one.
    expect(occurrences(load.html, load.formToken)).toBe(1);
    expect(occurrences(load.html, load.clientToken)).toBe(1);
    // No nonce anywhere: the page's scripts are allowed by their hashes.
    expect(load.html).not.toContain(PRERENDER_NONCE);
    expect(load.html).not.toContain("nonce=");
    expect(load.csp).not.toContain("'nonce-");
    expect(load.csp).toMatch(/script-src( 'sha256-[^']+')+ 'strict-dynamic'/);
    // The form token was signed for this load, not when the page was first rendered.
    expect(parseInt(load.formToken.split(".")[0]!, 36)).toBeGreaterThanOrEqual(load.sentAt);
  }
});

test("once hydrated, the form holds the tokens appended for it, and none is left outside it", async ({ page }) => {
  const response = await page.goto(`${server.url}/fr/multilargos`);
  const served = formTokens(await response!.text());
  await page.waitForFunction(() => (document.querySelector("form.comment-form") as HTMLFormElement | null)?.noValidate === true);
  await expect(page.locator('input[form="comment-form"]')).toHaveCount(0);
  const form = page.locator("form#comment-form");
  await expect(form.locator('input[name="form_token"]')).toHaveValue(served.formToken);
  await expect(form.locator('input[name="client_token"]')).toHaveValue(served.clientToken);
  // What the form would send: each token once.
  const sent = await form.evaluate((element: HTMLFormElement) => [...new FormData(element).keys()].filter((key) => key.endsWith("_token")));
  expect(sent.sort()).toEqual(["client_token", "form_token"]);
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
