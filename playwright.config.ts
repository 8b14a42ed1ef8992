import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: "en-US",
    trace: "off",
  },
  webServer: {
    command: "node server/start.ts",
    url: `http://localhost:${port}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), PUBLIC_URL: "https://bariloche.example", ERROR_DRILL: "1" },
  },
});
