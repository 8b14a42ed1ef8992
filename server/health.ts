import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { Services } from "./services.ts";

/**
 * `GET /healthz` for load balancers: 200 when the database answers, 503 otherwise or while the
 * server is shutting down (so the balancer stops sending it traffic).
 */
export function healthCheck(services: Services | undefined, isStopping: () => boolean): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== "/healthz") return next();
    res.setHeader("Cache-Control", "no-store");
    if (isStopping()) return void res.status(503).json({ status: "stopping" });
    try {
      if (services) await sql`select 1`.execute(services.database.db);
      res.json({ status: "ok", database: services?.database.engine ?? "none" });
    } catch (error) {
      res.status(503).json({ status: "unavailable", error: (error as Error).message });
    }
  };
}
