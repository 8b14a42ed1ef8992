/**
 * `npm run outbox`: the contact form's mail outbox, from a terminal with access to the server's
 * configuration (the same DATA_DIR or DATABASE_URL).
 *
 *   npm run outbox                      counts, every email waiting or failed (with its last error), the latest sent
 *   npm run outbox -- list [--limit N]  the latest emails, whatever their state
 *   npm run outbox -- show ID           one email as it is (or will be) sent
 *   npm run outbox -- retry ID | failed puts failed emails back in the queue (a running server sends them)
 */
import { parseArgs } from "node:util";
import * as store from "../../app/mail/store.server.ts";
import { describeDatabase } from "../../db/database.ts";
import { openServerDatabase } from "./database.ts";

const usage = `Usage:
  npm run outbox                       summary: waiting and failed emails, the latest sent
  npm run outbox -- list [--limit N]   the latest emails
  npm run outbox -- show ID            one email's full text
  npm run outbox -- retry ID | failed  queue failed emails again`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: "string", default: "20" }, help: { type: "boolean", short: "h" } },
});
const [command = "summary", target] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail("--limit must be a number from 1 to 1000");

const { config, database } = await openServerDatabase();
const { db } = database;

const time = (epoch: number) => `${new Date(epoch).toISOString().replace("T", " ").slice(0, 19)} UTC`;

function describeRow(row: store.OutboxRow): string {
  const attempts = `${row.attempts} attempt${row.attempts === 1 ? "" : "s"}`;
  const when =
    row.status === "sent" && row.sentAt !== null
      ? `sent ${time(row.sentAt)}`
      : row.status === "pending"
        ? row.attempts === 0
          ? `queued ${time(row.createdAt)}`
          : `next attempt ${time(row.nextAttemptAt)}`
        : row.status === "sending"
          ? "being sent now"
          : `gave up; queued ${time(row.createdAt)}`;
  const lines = [
    `#${row.id}  ${row.status.toUpperCase().padEnd(7)}  ${row.kind} -> ${row.recipient}  (${attempts}; ${when})`,
    `      message ${row.contactId ?? "-"}, ${row.messageId}`,
  ];
  if (row.lastError) lines.push(`      last error: ${row.lastError}`);
  return lines.join("\n");
}

try {
  switch (command) {
    case "summary": {
      const counts = await store.outboxCounts(db);
      console.log(
        `${describeDatabase(config)}: ${counts.pending} pending, ${counts.sending} sending, ${counts.sent} sent, ${counts.failed} failed`,
      );
      const waiting = await store.outboxRows(db, { statuses: ["pending", "sending", "failed"], limit: 1000 });
      console.log(`\nWaiting or failed (${waiting.length}):`);
      console.log(waiting.length ? waiting.map(describeRow).join("\n") : "  none");
      const sent = await store.outboxRows(db, { statuses: ["sent"], limit });
      console.log(`\nLatest sent (${sent.length}):`);
      console.log(sent.length ? sent.map(describeRow).join("\n") : "  none");
      break;
    }
    case "list": {
      const rows = await store.outboxRows(db, { limit });
      console.log(`${describeDatabase(config)}: the ${rows.length} latest email(s)\n`);
      console.log(rows.map(describeRow).join("\n"));
      break;
    }
    case "show": {
      const id = Number(target);
      if (!Number.isSafeInteger(id) || id < 1) fail("show needs an email id (see: npm run outbox -- list)");
      const row = await db.selectFrom("mail_outbox").select(["envelope_from", "recipient", "raw"]).where("id", "=", id).executeTakeFirst();
      if (!row) fail(`No email #${id}`);
      console.log(`Envelope: from <${row.envelope_from}> to <${row.recipient}>\n`);
      console.log(row.raw);
      break;
    }
    case "retry": {
      if (target !== "failed" && !/^\d+$/.test(target ?? "")) fail("retry needs an email id, or `failed` for all of them");
      const count = await store.requeueFailed(db, Date.now(), target === "failed" ? undefined : [Number(target)]);
      console.log(
        count > 0
          ? `${count} email(s) queued again; a running server sends them within seconds.`
          : "Nothing to retry (only failed emails can be queued again).",
      );
      break;
    }
    default:
      fail(usage);
  }
} finally {
  await database.close();
}
