import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./scripts/test/chromium.ts";
import { setTestBusiness } from "./tests/e2e/business-details.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The server with the sparse content fixture (see app/content/fixtures.ts). */
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? port + 1);

/** Must match the PUBLIC_URL the build was made with (scripts/test/run-all.ts builds with it). */
const publicUrl = "https://bariloche.example";

/** The tests post as many visitors from one address: each visitor's confirmation is sent. */
const TEST_ADDRESS_LIMIT = "1000/86400";

/** Each test server starts on an empty data folder of its own. */
const dataDir = (name: string) => path.join(os.tmpdir(), `site-e2e-${name}-${port}`);
const fresh = (name: string) => `rm -rf ${dataDir(name)} && node server/start.ts`;
/** The main server's business has its channels set, as the owner would before launch (tests/e2e/business-details.ts). */
const withBusiness = (name: string) => `rm -rf ${dataDir(name)} && ${setTestBusiness} && node server/start.ts`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A `test.only` left in a spec would make CI run that test alone.
  forbidOnly: Boolean(process.env.CI),
  // npm test (scripts/test/run-all.ts) also reads a JSON report: what ran, and what skipped itself and why.
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: "en-US",
    trace: "off",
  },
  webServer: [
    {
      command: withBusiness("main"),
      url: `http://localhost:${port}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        ERROR_DRILL: "1",
        DATA_DIR: dataDir("main"),
        FORM_MIN_FILL_MS: "0",
        CONFIRMATION_ADDRESS_LIMIT: TEST_ADDRESS_LIMIT,
      },
    },
    {
      // The same build with sparse content (empty lists, an untranslated excursion, a card
      // without images), for tests/e2e/content-fixture.spec.ts. Its business has no details set.
      command: fresh("fixture"),
      url: `http://localhost:${fixturePort}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(fixturePort),
        PUBLIC_URL: publicUrl,
        CONTENT_FIXTURE: "sparse",
        DATA_DIR: dataDir("fixture"),
        FORM_MIN_FILL_MS: "0",
        CONFIRMATION_ADDRESS_LIMIT: TEST_ADDRESS_LIMIT,
      },
    },
  ],
});
