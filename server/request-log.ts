import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * One JSON line per request (method, path, status, duration, bytes, request id) on stdout, for
 * any log collector. No IP address and no query string: they are personal or noisy.
 */
export function requestLog(write: (line: string) => void = (line) => process.stdout.write(line + "\n")): RequestHandler {
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
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        }),
      );
    });
    next();
  };
}
