/**
 * What the two payment providers' stand-ins (mercadopago.ts, paypal.ts) share: an HTTP server on
 * node:http that records every request it receives, can be told to fail or hang on the next calls
 * (a provider down or slow), answers its controls over HTTP too (`POST /_standin/{control}` with the
 * arguments as a JSON array; `GET /_standin/requests`), so that a test can drive a stand-in started
 * as its own process exactly as one started in the test's process, and delivers a notification to
 * the site the way a provider does (one POST, its answer recorded).
 *
 * Not a provider: the provider's own behaviour is in each stand-in's file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export type RecordedRequest = {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body as text ("" when none). */
  body: string;
  at: string;
};

/** A notification (Mercado Pago) or webhook event (PayPal) the stand-in sent to the site, and how the site answered. */
export type Delivery = {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The site's HTTP status, or undefined when it could not be reached (then `error`). */
  status?: number;
  error?: string;
  at: string;
};

export type Fault = {
  kind: "error" | "hang";
  /** How many calls it applies to (default 1). */
  times?: number;
  /** Only calls whose path starts with this (default: every API call). */
  path?: string;
};

export type Incoming = {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
};

export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; html: string }
  | { status: 302 | 303; location: string };

// biome-ignore lint/suspicious/noExplicitAny: a control takes whatever JSON its caller sends; each stand-in types its own.
type Controls = Record<string, (...args: any[]) => unknown>;

export type StandinServer = {
  url: string;
  close(): Promise<void>;
  /** Every request received, oldest first (controls and `GET /_standin/...` excluded). */
  requests: RecordedRequest[];
  /** Makes the next API call(s) answer 500 or never answer (until `close`). */
  failNext(fault: Fault): void;
};

type Options = {
  port?: number;
  host?: string;
  /** Answers one request; `undefined` for an unknown address (404). */
  handle(request: Incoming, base: string): Promise<Reply | undefined> | Reply | undefined;
  /** The body of a 500 when a fault makes one, in the provider's own format. */
  serverError(): unknown;
  /** Whether a path is one of the provider's API's (faults apply only to those, never to the pages a browser visits). */
  isApi(path: string): boolean;
  controls: () => Controls;
};

export async function serve(options: Options): Promise<StandinServer> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  let base = "";

  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, json: { message: String(error) } });
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", base);
    if (url.pathname === "/_standin/requests" && req.method === "GET") return send(res, { status: 200, json: requests });
    if (url.pathname.startsWith("/_standin/") && req.method === "POST") {
      const control = options.controls()[url.pathname.slice("/_standin/".length)];
      if (!control) return send(res, { status: 404, json: { message: "no such control" } });
      const args: unknown = body ? JSON.parse(body) : [];
      const result = await control(...(Array.isArray(args) ? args : [args]));
      return send(res, { status: 200, json: result ?? null });
    }
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: flatHeaders(req.headers),
      body,
      at: new Date().toISOString(),
    });
    if (options.isApi(url.pathname)) {
      const index = faults.findIndex((fault) => !fault.path || url.pathname.startsWith(fault.path));
      const fault = faults[index];
      if (fault) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.times <= 0) faults.splice(index, 1);
        if (fault.kind === "hang") return; // the socket stays open until the client gives up or `close`
        return send(res, { status: 500, json: options.serverError() });
      }
    }
    const reply = await options.handle({ method: req.method ?? "GET", url, headers: req.headers, body }, base);
    send(res, reply ?? { status: 404, json: { message: "not found" } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  base = `http://${options.host ?? "127.0.0.1"}:${address.port}`;

  return {
    url: base,
    requests,
    failNext(fault) {
      faults.push({ ...fault });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function send(res: ServerResponse, reply: Reply) {
  if ("location" in reply) {
    res.writeHead(reply.status, { location: reply.location });
    res.end();
  } else if ("html" in reply) {
    res.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" });
    res.end(reply.html);
  } else {
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    res.end(JSON.stringify(reply.json));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function flatHeaders(headers: IncomingMessage["headers"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
  );
}

/** A JSON body, or undefined when it is not an object. */
export function jsonBody(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs a notification to the site, as a provider does, and records the answer (never throws). */
export async function deliver(url: string, headers: Record<string, string>, body: string, into: Delivery[]): Promise<Delivery> {
  const delivery: Delivery = { url, headers: { "content-type": "application/json", ...headers }, body, at: new Date().toISOString() };
  into.push(delivery);
  try {
    const response = await fetch(url, { method: "POST", headers: delivery.headers, body, signal: AbortSignal.timeout(10_000) });
    delivery.status = response.status;
    await response.arrayBuffer();
  } catch (error) {
    delivery.error = error instanceof Error ? error.message : String(error);
  }
  return delivery;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain page with forms (no script), as the browser sees the provider's checkout. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** Adds query parameters to an address that may already have some. */
export function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Runs a stand-in as its own process when its file is the one Node was started with:
 * `node tests/providers/NAME.ts --port N [--option value]…` prints `Listening on URL` and stops on SIGTERM.
 */
export function runWhenMain(
  moduleUrl: string,
  start: (options: Record<string, string>) => Promise<{ url: string; close(): Promise<void> }>,
) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const options: Record<string, string> = {};
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith("--")) options[arg.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = args[++i] ?? "";
  }
  void start(options).then((standin) => {
    console.log(`Listening on ${standin.url}`);
    const stop = () => void standin.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
}

/** An http(s) address, as both providers require of the addresses they send the buyer or a notification to. */
export function isAddress(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
