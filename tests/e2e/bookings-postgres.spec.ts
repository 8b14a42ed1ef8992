import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test, type Page } from "./fixtures.ts";
import { startServer, uniqueSchema, type TestServer } from "./comments-server.ts";

/**
 * Scale-out of requests to book: two instances share one PostgreSQL database. Requests sent on
 * either are confirmed by two owners at the same moment for the last seat of a departure: exactly
 * one is confirmed, and both instances' pages show the departure full. Runs when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");

const root = path.resolve(import.meta.dirname, "../..");
const schema = uniqueSchema();
const servers: TestServer[] = [];
const settings = {
  DATABASE_URL: databaseUrl ?? "",
  DATABASE_SCHEMA: schema,
  TEST_CLOCK: "2026-11-25T12:00:00-03:00",
  BOOKING_RATE_LIMIT: "1000/600",
};

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

/** The owner's command, with an instance's configuration. */
async function owner(server: TestServer, ...args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/requests.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...server.env },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string };
    return { ok: false, output: failure.stdout + failure.stderr };
  }
}

async function request(page: Page, url: string, group: string): Promise<string> {
  await page.goto(`${url}/en/trekking-lanin`);
  const form = page.locator("form.booking-form");
  await form.locator('input[name="departure"]').first().check();
  await form.locator('input[name="group_size"]').fill(group);
  await form.locator('input[name="experience"]').first().check();
  await form.locator('input[name="user_name"]').fill("Climber");
  await form.locator('input[name="user_email"]').fill(`climber.${Date.now()}@example.org`);
  await form.locator('button[type="submit"]').click();
  const status = page.locator(".booking-status");
  await expect(status).toContainText(/reference is BV-\w{6}/);
  return /BV-\w{6}/.exec((await status.textContent()) ?? "")![0];
}

test("two owners confirming the last seat at the same moment: exactly one is confirmed, never overbooked", async ({ page }) => {
  test.setTimeout(90_000);
  servers.push(...(await Promise.all([startServer(settings, { ownOrigin: true }), startServer(settings, { ownOrigin: true })])));
  const [one, two] = servers as [TestServer, TestServer];
  // Four of the volcano's five seats confirmed; then two requests for one seat each, one per instance.
  expect((await owner(one, "confirm", await request(page, one.url, "4"))).ok).toBe(true);
  const first = await request(page, one.url, "1");
  const second = await request(page, two.url, "1");
  await page.goto(`${two.url}/en/trekking-lanin`);
  await expect(page.locator(".booking-departures")).toContainText("1 seat left");

  const results = await Promise.all([owner(one, "confirm", first), owner(two, "confirm", second)]);
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  expect(results.find((result) => !result.ok)?.output).toMatch(/0 seat\(s\) left \(full\): not enough for 1/);
  for (const server of servers) {
    await page.goto(`${server.url}/en/trekking-lanin`);
    await expect(page.locator(".booking-departures")).toContainText("Full");
  }
  expect((await owner(one, "list", "--status", "confirmed")).output).toContain("2 request(s)");
});
