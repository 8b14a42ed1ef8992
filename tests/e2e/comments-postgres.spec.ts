import { expect, test } from "./fixtures.ts";
import pg from "pg";
import { startServer, uniqueSchema, type TestServer } from "./comments-server.ts";

/**
 * Scale-out: two server instances share one PostgreSQL database. A comment posted on one reaches
 * a page whose event stream is open on the other (LISTEN/NOTIFY). Runs when TEST_DATABASE_URL is set.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");

const schema = uniqueSchema();
const servers: TestServer[] = [];

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

test("a comment posted on one instance appears on a page served by another", async ({ browser }) => {
  test.setTimeout(60_000);
  // Both start at once: the migrations run exactly once between them.
  const settings = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema };
  servers.push(...(await Promise.all([startServer(settings), startServer(settings)])));
  const [one, two] = servers as [TestServer, TestServer];

  const reader = await (await browser.newContext()).newPage();
  const writer = await (await browser.newContext()).newPage();
  // The reader's live stream answers: every comment saved from then on comes down it.
  const streamOpened = reader.waitForResponse(
    (response) => new URL(response.url()).pathname === "/comments/trekkingLanin/events" && response.status() === 200,
  );
  await reader.goto(`${two.url}/en/trekking-lanin`);
  await writer.goto(`${one.url}/en/trekking-lanin`);
  for (const page of [reader, writer]) {
    await page.waitForFunction(() => (document.querySelector("form.comment-form") as HTMLFormElement | null)?.noValidate);
  }
  await streamOpened;

  const name = `Across instances ${Date.now()}`;
  const section = writer.locator("section.comments");
  await section.getByLabel("Name").fill(name);
  await section.getByLabel("Comment", { exact: true }).fill("Posted on instance one");
  const saved = writer.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith("/trekking-lanin.data"),
  );
  await section.getByRole("button", { name: "Post comment" }).click();
  expect((await saved).status()).toBe(200);
  // How soon is measured by `npm run motion`; here, that it arrives.
  await expect(reader.locator(".comment", { hasText: name })).toHaveCount(1);

  // Each instance renders it in its HTML too: they share the database.
  expect(await (await fetch(`${two.url}/en/trekking-lanin`)).text()).toContain(name);
  expect(one.output() + two.output()).toContain("events: postgres");
});
