/**
 * A post as the features read it, whichever server hands it over: React Router's Fetch `Request`
 * (forms posted to a page, `postOfRequest` below) or Node's request (the JSON posts answered
 * before React Router, server/json-posts.ts).
 */
export interface IncomingPost {
  /** The origin the request reached: `http://127.0.0.1:3000`. */
  readonly origin: string;
  /** A request header, or null. */
  header(name: string): string | null;
  /**
   * At most `maxBytes` of the body, or "too-large" beyond that, without holding more: the rest is
   * read and dropped (up to a bound), so the browser, still sending, gets to read the answer
   * instead of a reset connection.
   */
  body(maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large">;
  /** Reads and drops the body, for a post refused before reading it (same reason). */
  discard(): Promise<void>;
}

/** A refused upload is read and dropped up to this much; beyond it the connection is cut. */
export const DRAIN_BOUND_BYTES = 64 * 1024 * 1024;

/**
 * Posts only from our own pages: the Origin header (every current browser sends it on a POST)
 * must be this site's, as reached or as published; without it, Sec-Fetch-Site or the Referer decide.
 */
export function isSameOrigin(post: Pick<IncomingPost, "origin" | "header">, publicUrl: string): boolean {
  const allowed = new Set([post.origin, new URL(publicUrl).origin]);
  const origin = post.header("origin");
  if (origin) return allowed.has(origin);
  const site = post.header("sec-fetch-site");
  if (site) return site === "same-origin";
  const referer = post.header("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** A post as React Router hands it over. */
export function postOfRequest(request: Request): IncomingPost {
  return {
    origin: new URL(request.url).origin,
    header: (name) => request.headers.get(name),
    body: (maxBytes) => readLimitedBody(request, maxBytes),
    discard: () => drain(request),
  };
}

async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drain(request);
    return "too-large";
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await drain(request, reader);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function drain(request: Request, reader = request.body?.getReader()) {
  if (!reader) return;
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_BOUND_BYTES) return void (await reader.cancel());
    }
  } catch {
    // the client went away
  }
}
