/**
 * Servers of their own for the comments tests: each on a free port, with a data folder (or a
 * PostgreSQL schema) of its own and the abuse settings a test needs, so posting from one address
 * many times does not trip the limits meant for real visitors.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

const root = path.resolve(import.meta.dirname, "../..");

export type TestServer = {
  url: string;
  port: number;
  env: Record<string, string>;
  output: () => string;
  /** Stops the server: SIGTERM (graceful) or SIGKILL (a crash). */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  /**
   * Freezes the server's process (SIGSTOP): connections are still accepted by the system, but no
   * answer comes, as on one bar of signal. `resume` (SIGCONT) lets it answer what it was sent.
   */
  pause(): void;
  resume(): void;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
};

function freePort(): Promise<number> {
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

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/en/bautismo`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/**
 * `ownOrigin`: PUBLIC_URL is the server's own address (as in production, where the site is reached
 * at its public origin), so its pages' policy allows their service worker there.
 */
export async function startServer(settings: Record<string, string> = {}, options: { ownOrigin?: boolean } = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-comments-e2e-"));
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: "https://bariloche.example",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    COMMENT_RATE_LIMIT: "1000/600",
    FORM_MIN_FILL_MS: "0",
    ...(options.ownOrigin ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...settings,
  };
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  let child!: ChildProcess;

  async function launch() {
    child = spawn(process.execPath, ["server/start.ts"], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilUp(url, child, () => log);
  }

  async function stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM") {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  await launch();
  return {
    url,
    port,
    env,
    output: () => log,
    stop,
    restart: launch,
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    async dispose() {
      await stop("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL schema name for servers that must share one database. */
export function uniqueSchema(): string {
  return `e2e_${randomBytes(5).toString("hex")}`;
}

/** Reads the form's hidden tokens from a page's HTML (what a browser without JavaScript posts back). */
export function formTokens(html: string): { formToken: string; clientToken: string } {
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  const clientToken = /name="client_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken || !clientToken) throw new Error("no comment form in the page");
  return { formToken, clientToken };
}

/**
 * Posts a comment form as the page's script does (React Router's data request to the page's
 * action) and reads the answer: the status and the action's data (`{ ok, comment, message… }`).
 */
export async function postComment(url: string, pagePath: string, form: FormData, headers: Record<string, string> = {}) {
  return readCommentAnswer(await fetch(`${url}${pagePath}.data`, { method: "POST", body: form, headers: { Origin: url, ...headers } }));
}

export type CommentAnswer =
  | { ok: true; comment: { id: number; name: string; comment: string; photo: { id: string } | null }; message: string; photoProblem: string | null }
  | { ok: false; error: string; message: string; values: { name: string; comment: string } };

/** The comment action's answer to a data request (React Router's stream), with its status. */
export async function readCommentAnswer(response: Response): Promise<{ status: number; body: CommentAnswer | undefined; text: string }> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || !type.includes("text/x-script")) return { status: response.status, body: undefined, text: await response.text() };
  // Read whole first: a server killed mid-answer fails here, not later in the decoder.
  const bytes = await response.arrayBuffer();
  const decoded = await decodeViaTurboStream(new Response(bytes).body!, globalThis);
  await decoded.done;
  return { status: response.status, body: (decoded.value as { data?: CommentAnswer }).data, text: "" };
}
