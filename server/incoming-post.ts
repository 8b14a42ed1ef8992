/**
 * A post as Node hands it over (app/incoming-post.server.ts), for the posts answered before React
 * Router (json-posts.ts): the body read straight from the request stream, without a Fetch
 * `Request` around it.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { DRAIN_BOUND_BYTES, type IncomingPost } from "../app/incoming-post.server.ts";

/** What is read of Node's request (Express's `req`: `protocol` and `host` as its proxy setting says). */
export type NodePost = Readable & { protocol: string; host: string | undefined; headers: IncomingHttpHeaders };

export function postOfNodeRequest(req: NodePost): IncomingPost {
  return {
    origin: `${req.protocol}://${req.host ?? "localhost"}`,
    header(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    body: (maxBytes) => read(req, maxBytes),
    discard: () => read(req, -1).then(() => undefined),
  };
}

/**
 * The body, or "too-large" once past `maxBytes` (a negative limit: nothing is kept). Past the
 * limit the rest is read and dropped; past the drain bound the request is destroyed. A request
 * that ends early (the client went away) rejects.
 */
function read(req: NodePost, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? NaN);
    let tooLarge = maxBytes < 0 || (Number.isFinite(declared) && declared > maxBytes);
    let chunks: Buffer[] = [];
    let total = 0;
    const done = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (!tooLarge && total > maxBytes) {
        tooLarge = true;
        chunks = [];
      }
      if (!tooLarge) chunks.push(chunk);
      else if (total > DRAIN_BOUND_BYTES) {
        done();
        req.destroy();
        resolve("too-large");
      }
    };
    const onEnd = () => {
      done();
      resolve(tooLarge ? "too-large" : (Buffer.concat(chunks, total) as Buffer<ArrayBuffer>));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error("The request ended before its body did"));
    };
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    if (req.readableEnded) onEnd();
  });
}
