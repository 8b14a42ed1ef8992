import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Node's answer to a request it cannot parse (headers over 16 kB, a malformed request line) or
 * that came too slowly (headers or request past their time), which never reaches the app: the
 * status Node would send, with the headers every response carries and a policy that allows
 * nothing (the body is empty).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, headers: [string, string][]): void {
  if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const lines = headers
    .map(([name, value]): [string, string] =>
      name === "Content-Security-Policy"
        ? [name, "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"]
        : [name, value],
    )
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${lines}\r\n`);
}
