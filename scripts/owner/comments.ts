/**
 * `npm run comments`: moderation for the business, from a terminal with access to the server's
 * configuration (the same DATA_DIR or DATABASE_URL). No sign-in screen exists for visitors.
 *
 *   npm run comments -- list [--limit 30] [--excursion freyclimb]
 *   npm run comments -- hide 42      (kept, but no longer shown or served; open pages drop it)
 *   npm run comments -- show 42      (undoes hide)
 *   npm run comments -- delete 42    (the comment and its photo, for good)
 */
import { parseArgs } from "node:util";
import { isOfferId } from "../../app/departures/model.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run comments -- list [--limit N] [--excursion ID]
  npm run comments -- hide ID | show ID | delete ID`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: "string", default: "30" }, excursion: { type: "string" }, help: { type: "boolean", short: "h" } },
});
const [command, target] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

const services = await openServices();
const { comments } = services;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

try {
  switch (command) {
    case "list": {
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail("--limit must be a number from 1 to 1000");
      const excursion = values.excursion;
      if (excursion !== undefined && !isOfferId(excursion)) fail(`Not an excursion key: ${excursion}`);
      const rows = await comments.recent(limit, excursion);
      console.log(`${rows.length} most recent comment(s)\n`);
      for (const row of rows) {
        const when = new Date(row.createdAt).toISOString().replace("T", " ").slice(0, 16);
        const flags = [row.status === "hidden" ? "HIDDEN" : "", row.hasPhoto ? "photo" : ""].filter(Boolean).join(", ");
        console.log(`#${row.id}  ${when} UTC  ${row.excursion}${flags ? `  [${flags}]` : ""}`);
        console.log(`    ${oneLine(row.name, 40)}: ${oneLine(row.comment, 100)}`);
      }
      break;
    }
    case "hide":
    case "show":
    case "delete": {
      const id = Number(target);
      if (!Number.isSafeInteger(id) || id < 1) fail(`${command} needs a comment id (see: npm run comments -- list)`);
      const done = await (command === "hide" ? comments.hide(id) : command === "show" ? comments.show(id) : comments.remove(id));
      if (!done) fail(`No comment #${id}`);
      const past = { hide: "hidden", show: "shown again", delete: "deleted, with its photo" }[command];
      console.log(`Comment #${id} ${past}.`);
      break;
    }
    default:
      fail(`Unknown command: ${command}\n${usage}`);
  }
} finally {
  await services.close();
}
