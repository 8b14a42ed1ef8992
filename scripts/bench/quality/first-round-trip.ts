import { request } from "node:http";
import type { PageTarget } from "./pages.ts";

/**
 * What a new connection delivers in its first round trip: ten TCP segments of 1,460 bytes, the
 * initial congestion window of Linux and of Lighthouse's simulated phone. A page whose response
 * (headers included) is larger waits one more round trip before the browser has all of its HTML.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

export type ResponseBytes = {
  target: PageTarget;
  status: number;
  encoding: string;
  /** The status line and headers as they travel in HTTP/1.1. */
  headerBytes: number;
  bodyBytes: number;
  total: number;
};

/**
 * The bytes of a page's response as a browser asks for it (Chrome's Accept-Encoding, the page's
 * language for an unprefixed page), over HTTPS as a deployment serves it behind its TLS proxy
 * (`X-Forwarded-Proto`: the server then adds HSTS and upgrade-insecure-requests).
 */
export function responseBytes(origin: string, target: PageTarget): Promise<ResponseBytes> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${target.path}`,
      {
        headers: {
          Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
          "Accept-Encoding": "gzip, deflate, br, zstd",
          "Accept-Language": target.lang,
          "X-Forwarded-Proto": "https",
        },
      },
      (res) => {
        let bodyBytes = 0;
        res.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on("end", () => {
          let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
          for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
          const headerBytes = Buffer.byteLength(`${head}\r\n`);
          resolve({
            target,
            status: res.statusCode ?? 0,
            encoding: String(res.headers["content-encoding"] ?? "none"),
            headerBytes,
            bodyBytes,
            total: headerBytes + bodyBytes,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
