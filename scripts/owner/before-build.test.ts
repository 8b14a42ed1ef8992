/**
 * The owner's commands right after `npm ci`, before any build: without the image manifest that
 * `npm run images` generates (app/images/manifest.generated.ts), each command runs. The manifest
 * is made unreachable for the command's process alone (a module hook), so the file other tests
 * read stays where it is.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessTime } from "../../app/runtime/clock.server.ts";

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let withoutManifest: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "owner-before-build-"));
  await writeFile(
    path.join(dir, "hooks.mjs"),
    `export async function resolve(specifier, context, next) {
  if (/manifest\\.generated(\\.ts)?$/.test(specifier)) {
    const error = new Error("Cannot find module " + specifier + " (not built yet)");
    error.code = "ERR_MODULE_NOT_FOUND";
    throw error;
  }
  return next(specifier, context);
}
`,
  );
  withoutManifest = path.join(dir, "register.mjs");
  await writeFile(
    withoutManifest,
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(path.join(dir, "hooks.mjs")).href)});\n`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs an owner's command on a fresh data folder, the image manifest unreachable. */
async function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(path.join(dir, "data-"));
  const clean: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", PUBLIC_URL: "", PORT: "", SMTP_URL: "", ...env, DATA_DIR: dataDir };
  for (const [name, value] of Object.entries(clean)) if (value === "") delete clean[name];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", withoutManifest, `scripts/owner/${script}.ts`, ...args], {
      cwd: root,
      env: clean,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe("the owner's commands before any build", () => {
  it("the hook does make the manifest unreachable", async () => {
    const probe = path.join(dir, "probe.ts");
    await writeFile(
      probe,
      `import { images } from ${JSON.stringify(path.join(root, "app/images/manifest.generated.ts"))};\nconsole.log(Object.keys(images).length);\n`,
    );
    const result = await promisify(execFile)(process.execPath, ["--import", withoutManifest, probe]).then(
      () => ({ failed: false, stderr: "" }),
      (error: { stderr: string }) => ({ failed: true, stderr: error.stderr }),
    );
    expect(result).toMatchObject({ failed: true });
    expect(result.stderr).toContain("ERR_MODULE_NOT_FOUND");
  });

  it.each([
    ["business", [], /name/i],
    ["photos", [], /No photos yet/],
    ["photos", ["places"], /excursion-freyclimb-hero/],
    ["departures", ["list"], /./],
    ["requests", ["list"], /./],
    ["owner", ["members"], /No members yet/],
    ["comments", ["list"], /./],
    ["outbox", [], /./],
  ])("npm run %s -- %s", async (script, args, expected) => {
    const result = await run(script, args as string[]);
    expect(result.output).not.toContain("ERR_MODULE_NOT_FOUND");
    expect(result.code).toBe(0);
    expect(result.output).toMatch(expected);
  });

  it("npm run owner -- invite prints a link on the port the site runs on, or on PUBLIC_URL, valid until a time in Bariloche", async () => {
    const before = Date.now();
    const onPort = await run("owner", ["invite", "ana@example.org"], { PORT: "3917" });
    const after = Date.now();
    expect(onPort.code).toBe(0);
    expect(onPort.output).toMatch(/^http:\/\/localhost:3917\/admin\/invitation\/\S+$/m);
    const until = /valid once until (\d{4}-\d\d-\d\d \d\d:\d\d) \(Bariloche time\)/.exec(onPort.output)?.[1];
    const fifteenMinutes = 15 * 60_000;
    expect([businessTime(before + fifteenMinutes), businessTime(after + fifteenMinutes)]).toContain(until);

    const public_ = await run("owner", ["invite", "ana@example.org", "--role", "guide"], {
      PORT: "3917",
      PUBLIC_URL: "https://bariloche.example",
    });
    expect(public_.code).toBe(0);
    expect(public_.output).toMatch(/^https:\/\/bariloche\.example\/admin\/invitation\/\S+$/m);
  });
});
