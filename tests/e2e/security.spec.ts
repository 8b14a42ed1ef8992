import { connect } from "node:net";
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { languages } from "../../app/i18n/languages.ts";
import { seededPages as pageKeys } from "../../app/catalogue/seed/spec.ts";
import { pageHref } from "../../app/site/pages.ts";
import { scoreResponse } from "../../scripts/bench/observatory/score.ts";

/** Collects CSP violations the page reports, and console errors mentioning the policy. */
async function watchViolations(page: import("@playwright/test").Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

for (const lang of languages) {
  test(`no CSP violation on any ${lang} page, and each page hydrates`, async ({ page }) => {
    const violations = await watchViolations(page);
    for (const key of pageKeys) {
      await page.goto(pageHref(key, lang));
      // Hydrated: the menu button responds.
      await page.locator(".menu-toggle").click();
      await expect(page.locator("#site-menu")).toBeVisible();
      await page.keyboard.press("Escape");
    }
    expect(violations).toEqual([]);
  });
}

test("no CSP violation on client-side navigation between pages", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/es");
  await page.locator(".menu-toggle").click();
  await page.locator("#site-menu").getByRole("link", { name: "Quiénes somos" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await page.locator(".menu-toggle").click();
  await page.locator("#site-menu").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/es\/contactForm$/);
  expect(violations).toEqual([]);
});

test("every response carries the security headers and scores A+ behind HTTPS", async ({ request }) => {
  for (const path of ["/en", "/about", "/escaladarocafrey", "/contactForm?excursion=bautismo", "/sitemap.xml", "/favicon.svg", "/nope"]) {
    const response = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    // A page's policy allows its own inline scripts by their hashes; anything else runs no script.
    const page = headers["content-type"]?.includes("text/html");
    expect(csp).toMatch(page ? /script-src ('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic';/ : /script-src 'none';/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(headers["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"]!)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const body = headers["content-type"]?.includes("text/html") ? await response.text() : undefined;
    expect(scoreResponse(headers, body, "http://localhost").grade, path).toBe("A+");
  }
});

test("no page carries a nonce: every page, rendered for its request or kept, allows exactly its inline scripts by hash", async ({
  request,
}) => {
  // A query string: rendered for this request; the others kept.
  for (const path of ["/en/contactForm?excursion=freyclimb", "/en/about", "/en/escaladarocafrey", "/about"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    expect(html).not.toContain("nonce=");
    expect(csp).not.toContain("'nonce-");
    // React Router's inline scripts are left empty (never run, no hash needed): their code runs in the module script's hydration.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) => !attributes!.includes("ld+json") && body !== "",
    );
    expect(inline, path).toHaveLength(1);
    expect(inline[0]![2]).toContain("sessionStorage");
    for (const [, , body] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    expect(csp.match(/'sha256-/g), path).toHaveLength(1);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  }
});

test("plain HTTP gets no HSTS (it only means something over HTTPS)", async ({ request }) => {
  const response = await request.get("/en");
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("outbound links open in a new tab without opener or referrer", async ({ page }) => {
  for (const path of ["/en", "/en/alquilerequipoescalada", "/en/escaladarocafrey", "/en/about"]) {
    await page.goto(path);
    const outbound = page.locator('a[href^="http"]');
    for (const link of await outbound.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(?=.*noopener)(?=.*noreferrer)/);
    }
  }
});

test("methods a website is not asked with get 405 and change nothing; a HEAD of the live comments opens no stream", async ({
  request,
  baseURL,
}) => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    for (const path of ["/en/multilargos", "/comments/multipitch/events", "/no-such-page"]) {
      const form = ["PUT", "PATCH", "DELETE"].includes(method) ? { intent: "comment", name: "Put", comment: "through PUT" } : undefined;
      const response = await request.fetch(path, { method, form });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
  }
  // Each open stream counts against the visitor's 20: HEADs that opened one would soon lock them out.
  for (let i = 0; i < 25; i++) {
    const head = await request.head("/comments/multipitch/events");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toMatch(/^text\/event-stream/);
  }
  const stream = await fetch(new URL("/comments/multipitch/events", baseURL).href, { signal: AbortSignal.timeout(10_000) });
  expect(stream.status).toBe(200);
  await stream.body?.cancel();
});

test("a request the server cannot parse (headers over 16 kB) is answered with the security headers too", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET /en HTTP/1.1\r\nHost: ${hostname}\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(answer).toContain("X-Content-Type-Options: nosniff");
  expect(answer).toContain("Content-Security-Policy: default-src 'none'");
});

test("a client that sends its headers a line at a time is cut after ten seconds, with the security headers", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const { hostname, port } = new URL(baseURL!);
  const started = Date.now();
  const answer = await new Promise<{ text: string; after: number }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET /en HTTP/1.1\r\nHost: ${hostname}\r\n`));
    let text = "";
    let line = 0;
    const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${line++}: a\r\n`), 1000);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ text, after: Date.now() - started });
    });
    socket.on("error", reject);
  });
  expect(answer.after).toBeGreaterThan(9_000);
  expect(answer.after).toBeLessThan(15_000);
  expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.text).toContain("X-Content-Type-Options: nosniff");
});
