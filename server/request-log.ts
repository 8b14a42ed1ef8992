import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { loggablePath } from "../app/workspace/paths.ts";
import { withoutBookingToken } from "../app/site/booking-page-path.ts";

/**
 * Lines handed to `write` together, once per turn of the event loop: standard output is a pipe or
 * a file, written synchronously, and one system call per request cost about 15 µs of the server's
 * time on each (7% of serving a static file). Whatever is pending is written before the process
 * exits.
 */
export function lineBatcher(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  process.on("exit", flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(`${line}\n`);
  };
}

/** Standard output's batcher, one per process however many apps log to it. */
let stdoutLines: ((line: string) => void) | undefined;
const toStdout = (line: string) => (stdoutLines ??= lineBatcher((text) => process.stdout.write(text)))(line);

/**
 * One JSON line per request (method, path, status, duration, bytes, request id) on stdout, for
 * any log collector. No IP address and no query string: they are personal or noisy. No secret
 * either: an invitation link's path is written without its secret (`loggablePath`), a booking
 * page's without its token. No body ever: a participant's form carries personal data.
 */
export function requestLog(write: (line: string) => void = toStdout): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? "error" : "info",
          msg: "request",
          id,
          method: req.method,
          // As sent (a booking page's other spellings are answered under another path).
          path: withoutBookingToken(loggablePath(req.originalUrl.split("?", 1)[0]!)),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        }),
      );
    });
    next();
  };
}
