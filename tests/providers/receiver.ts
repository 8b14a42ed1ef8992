/**
 * The site's side of a notification, in the stand-ins' own tests: a server that answers 200 to
 * whatever is POSTed to it and keeps it, as the site's notification address would receive it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Received = { path: string; query: URLSearchParams; headers: Record<string, string | string[] | undefined>; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://receiver");
      received.push({ path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
