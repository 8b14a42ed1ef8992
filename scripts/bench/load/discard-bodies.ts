/**
 * autocannon keeps each answer's body as a string (`body += chunk`: compressed bytes decoded as
 * UTF-8, chunk by chunk) for the `onResponse` and `expectBody` hooks, which the load script does
 * not use. That work grows with every byte of an answer and, with the client sharing the machine's
 * cores with the server, it made the client the limit: a 10 kB page ran at 40% of the 1.6 kB
 * stylesheet while the server was half idle (client CPU per answer 0.16 ms against 0.04 ms).
 * Bodies are still received and parsed to their last byte (by Content-Length); only that copy is
 * skipped, so a run measures the server.
 */
import { createRequire } from "node:module";

type Queue = { prototype: { addBody?: (data: Buffer) => void } };

export function discardResponseBodies(): void {
  const queue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as Queue;
  if (typeof queue.prototype.addBody !== "function") {
    throw new Error("autocannon changed: lib/pipelinedRequestsQueue.js has no addBody to skip (see scripts/load/discard-bodies.ts)");
  }
  queue.prototype.addBody = () => {};
}
