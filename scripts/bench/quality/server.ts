import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const rootDir = path.resolve(import.meta.dirname, "../../..");
export const buildDir = path.join(rootDir, "build");
export const clientDir = path.join(buildDir, "client");
const serverEntry = path.join(buildDir, "server", "index.js");

/** The port range the quality instruments use, so they never collide with dev servers or tests. */
const portRange = { first: 3400, last: 3499 } as const;

function hasBuild(): boolean {
  return existsSync(serverEntry) && existsSync(path.join(clientDir, "assets"));
}

/** Builds the production bundle when `build/` is missing (or when asked to), or stops with a hint. */
export function ensureBuild(options: { force?: boolean } = {}): void {
  if (hasBuild() && !options.force) return;
  console.log(options.force ? "Building (npm run build)…" : "No production build in build/: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { cwd: rootDir, stdio: "inherit", env: process.env });
  if (result.status !== 0 || !hasBuild()) {
    throw new Error("The production build failed; fix it, run `npm run build`, then try again.");
  }
}

/**
 * Identifies the current build (server bundle time and client manifest names), to warn when
 * someone rebuilt while a long run was going on and the figures may mix two builds.
 */
export function buildFingerprint(): string {
  try {
    const manifests = readdirSync(path.join(clientDir, "assets")).filter((name) => name.startsWith("manifest-"));
    return `${statSync(serverEntry).mtimeMs}:${manifests.sort().join(",")}`;
  } catch {
    return "missing";
  }
}

export function warnIfRebuilt(fingerprint: string): void {
  if (buildFingerprint() !== fingerprint) {
    console.warn(
      "\nWarning: build/ changed during this run (someone rebuilt); pages visited after that may have failed to load their assets. Run again for consistent figures.",
    );
  }
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A free port in the range, starting at a random place so parallel runs rarely pick the same. */
export async function findFreePort(host = "127.0.0.1", skip: ReadonlySet<number> = new Set()): Promise<number> {
  const size = portRange.last - portRange.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = portRange.first + ((start + i) % size);
    if (!skip.has(port) && (await portIsFree(port, host))) return port;
  }
  throw new Error(`No free port between ${portRange.first} and ${portRange.last}.`);
}

export type RunningServer = {
  /** `http://127.0.0.1:34xx` */
  origin: string;
  port: number;
  stop(): Promise<void>;
};

const host = "127.0.0.1";

/** The Node flags of `npm run serve`, read from package.json so that the two never differ. */
const SERVER_NODE_FLAGS: string[] = (() => {
  const scripts = (JSON.parse(readFileSync(path.join(rootDir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const match = /^node ((?:--\S+ )*)server\/start\.ts$/.exec(scripts.serve ?? "");
  if (!match) throw new Error(`package.json's serve script is not "node [flags] server/start.ts": ${scripts.serve}`);
  return match[1]!.split(" ").filter(Boolean);
})();

/**
 * Starts the production server (`node server/start.ts`) on a free port and waits until it
 * answers. The server is stopped when `stop()` is called or this process exits.
 */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  const tried = new Set<number>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await findFreePort(host, tried);
    tried.add(port);
    const origin = `http://${host}:${port}`;
    // As `npm run serve` starts it (package.json): the flags are part of what is measured.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(rootDir, "server", "start.ts")], {
      cwd: rootDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: host,
        PUBLIC_URL: origin,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const ready = await waitUntilReady(child, `${origin}/en`);
    if (ready) {
      // The server renders its pages into memory just after it starts: measure after that, not
      // while it competes for the CPU (it says so in its output; a bounded wait).
      for (let waited = 0; !output.includes("Page cache: ") && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      let stopping = false;
      child.once("exit", (code, signal) => {
        if (stopping) return;
        const tail = output.trim().split("\n").slice(-20).join("\n");
        console.error(
          `\nThe production server on port ${port} stopped unexpectedly (${signal ?? `exit code ${code}`}).${tail ? `\nIts last output:\n${tail}` : ""}`,
        );
      });
      const stop = () => {
        stopping = true;
        return stopChild(child);
      };
      const onExit = () => child.kill("SIGKILL");
      process.once("exit", onExit);
      return {
        origin,
        port,
        stop: async () => {
          process.off("exit", onExit);
          await stop();
        },
      };
    }
    await stopChild(child);
    if (!output.includes("EADDRINUSE")) {
      throw new Error(`The production server did not start:\n${output.trim()}`);
    }
  }
  throw new Error("The production server could not find a free port.");
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return true; // Listening; each instrument reports pages that answer with an error.
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Stops the server on Ctrl-C too, then exits with the usual code for an interrupt. */
export function stopOnInterrupt(server: RunningServer, cleanup?: () => Promise<void> | void): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      await cleanup?.();
      await server.stop();
      process.exit(130);
    });
  }
}
