/**
 * Where the outbox hands its emails: any SMTP server (`SMTP_URL`, through nodemailer), or, by
 * default, `.eml` files in the data folder, so a newcomer sees exactly what would be sent.
 */
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** One email as the outbox keeps it: the envelope and the complete message text. */
export type OutgoingEmail = {
  id: number;
  kind: string;
  messageId: string;
  envelopeFrom: string;
  recipient: string;
  raw: string;
  createdAt: number;
};

export type MailTransport = {
  /** For logs: where emails go (no password). */
  description: string;
  /** Resolves once the email is accepted (by the server, or written to disk); rejects otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

/** Time limits of one SMTP delivery; the outbox's claim on an email outlasts them all. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const parsed = new URL(url);
  return {
    description: `SMTP ${parsed.protocol}//${parsed.hostname}:${parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)}`,
    async send(email) {
      // The stored text is sent as is: the same bytes and Message-ID on every attempt.
      await transporter.sendMail({
        envelope: { from: email.envelopeFrom, to: [email.recipient] },
        raw: email.raw,
      });
    },
    close: () => transporter.close(),
  };
}

/** A file name that is the same on every attempt, so a retry overwrites instead of adding a copy. */
function emlFileName(email: Pick<OutgoingEmail, "createdAt" | "kind" | "id">): string {
  const time = new Date(email.createdAt).toISOString().replace(/[:.]/g, "-");
  return `${time}-${email.kind}-${email.id}.eml`;
}

export function fileTransport(dir: string): MailTransport {
  return {
    description: `.eml files in ${dir}`,
    async send(email) {
      // The messages carry private links: folder and files readable by the server's user only, whatever the umask.
      if (await mkdir(dir, { recursive: true, mode: 0o700 })) await chmod(dir, 0o700);
      const file = path.join(dir, emlFileName(email));
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, email.raw.replace(/\r?\n/g, "\r\n"), { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, file);
    },
    close() {},
  };
}

/**
 * Whether a failed delivery can never succeed as it is: the server refused this recipient or this
 * message for good (a 5xx answer to RCPT or DATA). Anything else (no connection, timeouts, 4xx,
 * a refused login) may pass later, so it is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (code === "EENVELOPE" || code === "EMESSAGE") && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** A failure as the outbox records it: one line, no more than a few hundred characters. */
export function describeFailure(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [typeof code === "string" ? code : "", typeof responseCode === "number" ? String(responseCode) : ""].filter(Boolean);
  const text = typeof message === "string" ? message : String(error);
  return `${parts.length ? `${parts.join(" ")}: ` : ""}${text}`.replace(/\s+/g, " ").slice(0, 500);
}
