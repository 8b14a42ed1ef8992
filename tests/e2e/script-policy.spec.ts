/**
 * A page's policy approves the scripts its rendering wrote, never a script that came with its
 * content (decision 0017). The site escapes content, so none of its pages can carry such a script:
 * this spec starts the production build behind a server of its own whose pages also write the
 * business's street as raw HTML (tests/e2e/raw-content-server.ts), sets the street to two inline
 * scripts as an owner would (`npm run business`), and shows that Chromium refuses them while the
 * page's own scripts run: on a page rendered for its request, on a page kept by the page cache (run
 * with PAGE_CACHE=off, every page is rendered), and in the workspace.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { ownerCommand, startInstance, type Instance } from "./instances.ts";

/** A street (at most 120 characters) that, written raw, is a classic and a module inline script. */
const street = 'Mitre 1<script>window.slipped="classic"</script><script type="module">window.slipped="module"</script>';

type Violation = { directive: string; blocked: string };

// One server for the spec's tests.
test.describe.configure({ mode: "serial" });

let instance: Instance;
let dataDir: string;

test.beforeAll(async () => {
  // An owner's command and a server start, on a machine that may be busy.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-script-policy-"));
  await ownerCommand("business", ["set", `street=${street}`], { DATA_DIR: dataDir });
  instance = await startInstance({ DATA_DIR: dataDir }, { server: "tests/e2e/raw-content-server.ts" });
});

test.afterAll(async () => {
  await instance?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("Chromium refuses the scripts content slipped into a page, and runs the page's own", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  // Rendered for this request, then the same page kept and served from memory, then one with a
  // query string (never kept).
  for (const where of ["/en/escaladarocafrey", "/en/escaladarocafrey", "/es/about", "/es/contactForm?excursion=bautismo"]) {
    // Returns once the page has hydrated: its own inline script ran, and the modules it loads.
    const response = await page.goto(`${instance.url}${where}`);
    expect(response?.status(), where).toBe(200);
    const policy = response!.headers()["content-security-policy"]!;
    expect(policy, where).toMatch(/script-src 'sha256-[^']+' 'strict-dynamic';/);
    // The content's scripts are in the page…
    await expect(page.locator("address.raw-content script")).toHaveCount(2);
    // …and Chromium refused both: they ran nothing.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations), { message: where })
      .toEqual([
        { directive: "script-src-elem", blocked: "inline" },
        { directive: "script-src-elem", blocked: "inline" },
      ]);
    expect(await page.evaluate(() => (window as unknown as { slipped?: string }).slipped), where).toBeUndefined();
    // The page's own scripts work: the menu opens.
    await page.locator(".menu-toggle").click();
    await expect(page.locator("#site-menu")).toBeVisible();
    // The street went into two scripts as data (the loader data, the business's JSON-LD) and stayed data.
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
    // An excursion's page carries the business in a graph beside the excursion.
    const business = (jsonLd["@graph"] ?? [jsonLd]).find((item: { "@type": string }) => item["@type"] === "SportsActivityLocation");
    expect(business.address.streetAddress).toBe(street);
  }
});

test("the workspace's pages go through the same policy: the sign-in screen's own scripts run, the slipped ones do not", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${instance.url}/admin/sign-in`);
  await expect(page.locator("address.raw-content script")).toHaveCount(2);
  // The passkey button is offered once the screen's script runs (app/workspace/PasskeyForm.tsx).
  await expect(page.locator(".ws-passkey button")).toBeEnabled();
  await expect.poll(() => violations.length).toBe(2);
  expect(violations.join("\n")).toContain("inline script");
  expect(await page.evaluate(() => (window as unknown as { slipped?: string }).slipped)).toBeUndefined();
});
