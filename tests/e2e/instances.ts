/**
 * Servers of the site started by a spec itself (`node server/start.ts` on the build), with an
 * environment of its own, and the owner's commands run against the same database.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

export type Instance = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The environment every instance of a spec shares (its database), plus what the spec adds; `server`
 * is the script that runs it (a spec's own, beside it, to change something no real server does).
 */
export async function startInstance(env: Record<string, string>, server = "server/start.ts"): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: "https://bariloche.example", FORM_MIN_FILL_MS: "0", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`instance did not start:\n${log}`);
    const health = await fetch(`${url}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await once(child, "exit");
      clearTimeout(timer);
    },
  };
}

/** `npm run <script> -- …args` with the instances' environment; its output. */
export async function ownerCommand(script: "business" | "photos", args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [`scripts/owner/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: "https://bariloche.example", ...env },
  });
  return stdout;
}
