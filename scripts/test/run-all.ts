/**
 * `npm test`: every test, in the order that fails fastest. Type check, unit and integration tests
 * (Vitest), the production build, then end-to-end and accessibility tests in Chromium.
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";

// The origin the end-to-end servers announce; prerendered pages are built with it too.
const env = { ...process.env, PUBLIC_URL: "https://bariloche.example" };

function run(title: string, command: string, args: string[]) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run("Type check", "npm", ["run", "typecheck"]);
run("Unit and integration tests", "npx", ["vitest", "run"]);
run("Production build", "npm", ["run", "build"]);
ensureChromium();
run("End-to-end tests in Chromium", "npx", ["playwright", "test"]);
