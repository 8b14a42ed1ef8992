import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { formTokens, startServer, type TestServer } from "./comments-server.ts";

/**
 * Excursion pages are rendered once and kept whole (app/speed/page-cache.server.ts). A visitor
 * must not be able to tell: a reload shows the comments as they are now, whoever changed them (a
 * post on this page, the moderation script writing to the same SQLite file from another process),
 * and two visitors served the same copy of a form are told apart by what they wrote.
 */

const root = path.resolve(import.meta.dirname, "../..");
let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

test("a kept page is the same bytes for everyone, its scripts allowed by hash; two visitors posting from one copy are both heard", async () => {
  const loads = [];
  for (const encoding of ["br", "br", "gzip"]) {
    const response = await fetch(`${server.url}/en/multilargos`, { headers: { "Accept-Encoding": encoding } });
    expect(response.status).toBe(200);
    const html = await response.text();
    loads.push({ html, csp: response.headers.get("content-security-policy") ?? "", ...formTokens(html) });
  }
  const [one, two, three] = loads as [(typeof loads)[0], (typeof loads)[0], (typeof loads)[0]];
  // With PAGE_CACHE=off each load is rendered for its request: its own tokens.
  if (process.env.PAGE_CACHE !== "off") {
    expect(two.html).toBe(one.html);
    expect(three.html).toBe(one.html);
  }
  for (const load of loads) {
    expect(load.html).not.toContain("nonce=");
    expect(load.csp).not.toContain("'nonce-");
    expect(load.csp).toMatch(/script-src( 'sha256-[^']+')+ 'strict-dynamic'/);
  }

  // Two visitors send what they wrote with the same copy's one-time key: both are saved, each once.
  const post = (name: string) => {
    const form = new FormData();
    for (const [field, value] of Object.entries({
      intent: "comment",
      name,
      comment: `${name} was here`,
      form_token: one.formToken,
      client_token: one.clientToken,
      website: "",
    })) {
      form.append(field, value);
    }
    return fetch(`${server.url}/en/multilargos`, { method: "POST", body: form, headers: { Origin: server.url } });
  };
  const first = Math.random().toString(36).slice(2, 8);
  for (const name of [`Ana ${first}`, `Bruno ${first}`, `Ana ${first}`]) expect((await post(name)).status).toBe(200);
  const listed = await (await fetch(`${server.url}/en/multilargos`)).text();
  // Each shows once in the list (and once in the page's data): Ana's second post was the first one again.
  const count = (text: string) => listed.split(text).length - 1;
  expect(count(`Bruno ${first} was here`)).toBeGreaterThan(0);
  expect(count(`Ana ${first} was here`)).toBe(count(`Bruno ${first} was here`));
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
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/comments.ts", "hide", id!], {
    cwd: root,
    env: { ...process.env, ...server.env },
  });
  expect(stdout).toContain(`Comment #${id} hidden.`);
  await page.reload();
  await expect(page.locator("section.comments h2")).toBeVisible();
  await expect(page.locator("section.comments .comment", { hasText: name })).toHaveCount(0);
  expect(await (await fetch(`${server.url}/es/escaladarocacerroventana`)).text()).not.toContain(name);
});
