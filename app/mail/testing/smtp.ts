/**
 * A real SMTP server for tests (the `smtp-server` package) on a port the OS picks: it keeps every
 * message it accepts, parsed, and can be stopped and started again on the same port, or told to
 * refuse recipients.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
  /** When the server accepted it (epoch milliseconds). */
  at: number;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Answers RCPT TO for these addresses with a permanent 550. */
  refuse(address: string): void;
  /** Stops listening (connections are refused from now on). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;

  function create() {
    return new SMTPServer({
      // Its built-in certificate has expired: plain SMTP on the loopback only.
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      logger: false,
      disableReverseLookup: true,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                raw,
                parsed,
                at: Date.now(),
              });
              for (const wake of waiters) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  async function listen(onPort: number): Promise<number> {
    server = create();
    const current = server;
    await new Promise<void>((resolve, reject) => {
      current.once("error", reject);
      current.listen(onPort, "127.0.0.1", () => resolve());
    });
    return (current.server.address() as AddressInfo).port;
  }

  const actualPort = await listen(port);
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} emails, got ${received.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen(actualPort);
    },
  };
}
