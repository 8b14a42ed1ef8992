/**
 * The production server as the load and soak scripts run it: a child process on a free loopback
 * port, on a fresh data folder of its own, with the abuse limits raised through its environment
 * (every request comes from 127.0.0.1, which would otherwise be one very busy visitor). The
 * defaults in app/env.server.ts stay as they are.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, rootDir } from "../quality/server.ts";

export type LoadServer = {
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  env: Record<string, string>;
  /** Structured request-log lines the server wrote on stdout so far. */
  readonly requestLogLines: number;
  /** Request-log lines with level "error" (a 5xx) and anything written on stderr. */
  readonly problems: string[];
  /** Lines that were not request logs (start-up, expected notices), the last 200. */
  readonly otherOutput: string[];
  /** Contact messages whose confirmation email the per-recipient or hourly limit held back (by design). */
  readonly confirmationsHeldBack: number;
  /** With `inspect`: the server's inspector (loopback), to measure its live heap. */
  readonly inspectorUrl: string | undefined;
  /** SIGTERM, waits for the exit (SIGKILL after 15 s); keeps the data folder unless `remove`. */
  stop(options?: { remove?: boolean }): Promise<number | null>;
};

const host = "127.0.0.1";

/** Limits raised for a load run (one client address sends everything). */
const raisedLimits: Record<string, string> = {
  COMMENT_RATE_LIMIT: "10000000/600",
  FORM_MIN_FILL_MS: "0",
  CONTACT_RATE_LIMIT: "10000000/3600",
  PAGE_VIEW_RATE_LIMIT: "100000000",
  // A configured business: each contact message is also emailed to it (a fresh install has no
  // business address, and sends the visitor's confirmation only).
  ADMIN_EMAIL: "owner@bariloche.example",
};

export async function startLoadServer(
  options: { env?: Record<string, string>; label?: string /** Opens the inspector on a loopback port. */; inspect?: boolean } = {},
): Promise<LoadServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-${options.label ?? "load"}-`));
  const tried = new Set<number>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await findFreePort(host, tried);
    tried.add(port);
    const origin = `http://${host}:${port}`;
    const env: Record<string, string> = {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: host,
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      ...raisedLimits,
      ...options.env,
    };
    const args = [...(options.inspect ? ["--inspect=127.0.0.1:0"] : []), path.join(rootDir, "server", "start.ts")];
    const child = spawn(process.execPath, args, {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let requestLogLines = 0;
    let confirmationsHeldBack = 0;
    /** The server said its page cache's warm-up ended (rendered, or failed: then a problem too). */
    let inspectorUrl: string | undefined;
    const problems: string[] = [];
    const otherOutput: string[] = [];
    let pending = "";
    // The pipe must be read, or the server blocks on its own logs; each line is only counted.
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith('{"time"') && line.includes('"msg":"request"')) {
          requestLogLines++;
          if (line.includes('"level":"error"')) problems.push(line);
        } else if (line.trim()) {
          otherOutput.push(line);
          if (otherOutput.length > 200) otherOutput.shift();
        }
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        if (!line.trim() || /^npm warn/i.test(line)) continue;
        const inspector = /^Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(line);
        if (inspector) inspectorUrl = inspector[1];
        if (
          inspector ||
          /^For help, see: https:\/\/nodejs\.org/.test(line) ||
          /^(Debugger (ending|attached)|Waiting for the debugger)/.test(line)
        )
          continue;
        // The contact form's limits on confirmation emails at work (the message itself is sent).
        else if (/^Contact message #\d+: no confirmation emailed/.test(line)) confirmationsHeldBack++;
        else problems.push(line);
      }
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);

    const ready = await waitUntilReady(origin, () => child.exitCode !== null);
    if (!ready) {
      child.kill("SIGKILL");
      await exited;
      process.off("exit", killOnExit);
      if (otherOutput.concat(problems).some((line) => line.includes("EADDRINUSE"))) continue;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The production server did not start:\n${otherOutput.concat(problems).join("\n")}`);
    }
    return {
      origin,
      port,
      pid: child.pid!,
      dataDir,
      env,
      get requestLogLines() {
        return requestLogLines;
      },
      problems,
      otherOutput,
      get confirmationsHeldBack() {
        return confirmationsHeldBack;
      },
      get inspectorUrl() {
        return inspectorUrl;
      },
      async stop({ remove = false } = {}) {
        let code: number | null = child.exitCode;
        if (child.exitCode === null && child.signalCode === null) {
          const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
          child.kill("SIGTERM");
          code = await exited;
          clearTimeout(timer);
        }
        process.off("exit", killOnExit);
        if (remove) rmSync(dataDir, { recursive: true, force: true });
        return code;
      },
    };
  }
  throw new Error("The production server could not find a free port.");
}

async function waitUntilReady(origin: string, hasExited: () => boolean, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) return false;
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Resident memory of a process in bytes (Linux: /proc/<pid>/status), or undefined elsewhere. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  const { readFile } = await import("node:fs/promises");
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kB = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kB ? Number(kB) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far, in milliseconds (Linux: user + system time from
 * /proc/<pid>/stat, in clock ticks of 10 ms), or undefined elsewhere. Unlike wall-clock figures it
 * hardly depends on what else the machine is doing.
 */
export async function cpuMilliseconds(pid: number): Promise<number | undefined> {
  const { readFile } = await import("node:fs/promises");
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at the third one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * The server's live JavaScript heap in bytes: a full garbage collection, then the heap's use, through
 * its inspector (Chrome DevTools Protocol over a WebSocket on the loopback). Unlike RSS, this does not
 * count garbage not collected yet, nor heap space V8 keeps for later.
 */
export async function liveHeapBytes(inspectorUrl: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", () => reject(new Error("could not reach the server's inspector")), { once: true });
    });
    let id = 0;
    const call = (method: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const mine = ++id;
        const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
        socket.addEventListener("message", function onMessage(event) {
          const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown>; error?: unknown };
          if (message.id !== mine) return;
          socket.removeEventListener("message", onMessage);
          clearTimeout(timer);
          if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
          else resolve(message.result ?? {});
        });
        socket.send(JSON.stringify({ id: mine, method }));
      });
    await call("HeapProfiler.collectGarbage");
    const usage = await call("Runtime.getHeapUsage");
    return Number(usage.usedSize);
  } finally {
    socket.close();
  }
}

export const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
