/**
 * The one way an end-to-end test starts a server of the site of its own: `node server/start.ts` on
 * the build, on a free port, with a fresh data folder (SQLite) unless the test gives one or a
 * PostgreSQL database, and the environment the test adds. Ready once `/healthz` answers 200.
 * The comments', workspace's, scale-out and reverse-proxy tests all start theirs here; the owner's
 * commands run against the same data with `ownerCommand`.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

export type Instance = {
  url: string;
  port: number;
  /** What the test set on top of this process's environment (DATA_DIR included). */
  env: Record<string, string>;
  /** The running process (a new one after `restart`). */
  readonly child: ChildProcess;
  /** Settles with the exit code when the running process exits. */
  readonly exited: Promise<number | null>;
  /** Everything the server printed, across restarts. */
  output(): string;
  /** SIGTERM (a graceful stop, SIGKILL after 12 s) or SIGKILL (a crash); resolves once it exited. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  /**
   * Freezes the server's process (SIGSTOP): connections are still accepted by the system, but no
   * answer comes, as on one bar of signal. `resume` (SIGCONT) lets it answer what it was sent.
   */
  pause(): void;
  resume(): void;
  /** Stops it and removes the data folder it made. */
  dispose(): Promise<void>;
};

export type InstanceOptions = {
  /**
   * "localhost": the server listens on every interface and is addressed as http://localhost:PORT
   * (passkeys are bound to a domain, never an IP address). Default: 127.0.0.1.
   */
  host?: "127.0.0.1" | "localhost";
  /** PUBLIC_URL is the server's own address (as in production, where the site is reached at its public origin). */
  ownOrigin?: boolean;
  /** The script that runs it: a spec's own, beside it, to change something no real server does. */
  server?: string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * `settings` go on top of this process's environment and the defaults (PUBLIC_URL
 * https://bariloche.example, no wait before a form counts as human, SQLite); a setting given as
 * `undefined` is removed, so the server takes its own default.
 */
export async function startInstance(settings: Record<string, string | undefined> = {}, options: InstanceOptions = {}): Promise<Instance> {
  const port = await freePort();
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host}:${port}`;
  const ownDataDir = settings.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), "site-e2e-instance-"));
  const merged: Record<string, string | undefined> = {
    PUBLIC_URL: options.ownOrigin ? url : "https://bariloche.example",
    DATA_DIR: ownDataDir,
    DATABASE_URL: "",
    FORM_MIN_FILL_MS: "0",
    // The tests post as many visitors from one address: each visitor's confirmation is sent.
    CONFIRMATION_ADDRESS_LIMIT: "1000/86400",
    ...settings,
    PORT: String(port),
    ...(host === "127.0.0.1" ? { HOST: host } : {}),
  };
  const env = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  /** The server's environment, as `env` is now: a test may change a setting before a `restart`. */
  const childEnv = () => {
    const all: Record<string, string | undefined> = { ...process.env, ...env };
    for (const [name, value] of Object.entries(settings)) if (value === undefined && !(name in env)) delete all[name];
    if (host === "localhost") delete all.HOST;
    return all;
  };

  let log = "";
  let child!: ChildProcess;
  let exited!: Promise<number | null>;

  async function launch() {
    child = spawn(process.execPath, [options.server ?? "server/start.ts"], {
      cwd: root,
      env: childEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const current = child;
    exited = new Promise((resolve) => current.once("exit", (code) => resolve(code)));
    current.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    current.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    // No deadline of its own: on a busy machine a start takes what it takes, and the test's timeout bounds it.
    for (;;) {
      if (current.exitCode !== null) throw new Error(`server exited (${current.exitCode}):\n${log}`);
      const health = await fetch(`${url}/healthz`).catch(() => undefined);
      if (health?.ok) return;
      // Not listening yet: the next try once the server had a moment, or once it exits.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  }

  async function stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM") {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
    await exited;
    clearTimeout(timer);
  }

  await launch();
  return {
    url,
    port,
    env,
    get child() {
      return child;
    },
    get exited() {
      return exited;
    },
    output: () => log,
    stop,
    restart: launch,
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    async dispose() {
      await stop("SIGTERM");
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
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
