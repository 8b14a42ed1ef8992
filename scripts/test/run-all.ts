/**
 * `npm test`: every test, in the order that fails fastest. Type check, unit and integration tests
 * (Vitest), the production build, then end-to-end and accessibility tests in Chromium; then the
 * end-to-end tests of pages and forms again with the page cache turned off (PAGE_CACHE=off): the
 * site must be the same without its speed layer.
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";
import { ensureDebianPackage } from "./system-packages.ts";

// The origin the end-to-end servers announce.
const env = { ...process.env, PUBLIC_URL: "https://bariloche.example" };

function run(title: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run("Type check", "npm", ["run", "typecheck"]);
run("Unit and integration tests", "npx", ["vitest", "run"]);
run("Production build", "npm", ["run", "build"]);
ensureChromium();
// The reverse proxy of the scale-out setup, as the README describes it.
ensureDebianPackage("nginx", ["/usr/sbin/nginx"]);
run("End-to-end tests in Chromium", "npx", ["playwright", "test"]);
// Accessibility goes through the same pages and markup with the cache on or off: once is enough.
run("End-to-end tests of pages and forms, page cache off", "npx", ["playwright", "test", "--grep-invert", "accessibility:"], { PAGE_CACHE: "off" });
