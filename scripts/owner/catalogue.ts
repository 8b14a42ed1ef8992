/**
 * `npm run catalogue`: the whole catalogue (excursions, rental items, the team, the home's and the
 * payment block's texts, the policies) as one JSON file, from a terminal with the server's
 * configuration (the same DATA_DIR or DATABASE_URL): for a translator to work on, or to move the
 * catalogue between installs.
 *
 *   npm run catalogue -- export catalogue.json       (the published catalogue, every language)
 *   npm run catalogue -- import catalogue.json [--by "Name"]
 *
 * An import is checked as the workspace's editor checks a change, all or nothing: each entry that
 * differs from its published version is published as its next version (in the workspace's
 * history, by "catalogue import (command)" or --by's name), and every page shows it on its next
 * load, on every instance. Problems are listed all at once, and the command exits with 1.
 */
import { parseArgs } from "node:util";
import { exportCatalogue, importRead, MAX_FILE_BYTES, readCatalogueFile, type Outcome } from "./catalogue-file.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run catalogue -- export FILE               write the published catalogue (every language) as JSON
  npm run catalogue -- import FILE [--by NAME]   check it, then publish every entry that changed

An import changes nothing unless every entry passes the editor's checks; its problems are listed
all at once. NAME is who the workspace's history names (default: "catalogue import (command)").
A file is at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`;

/** Who the history names for an import without --by. */
const DEFAULT_BY = "catalogue import (command)";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { by: { type: "string" }, help: { type: "boolean", short: "h" } } });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { positionals, values } = parsed;
const [command, file, ...extra] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 1);
}
if (command !== "export" && command !== "import") fail(`Unknown command: ${command}\n${usage}`);
if (!file || extra.length > 0) fail(`${command} needs one FILE\n${usage}`);
if (values.by !== undefined && command !== "import") fail(`--by is for import only\n${usage}`);
const by = values.by?.trim() ?? DEFAULT_BY;
if (!by || by.length > 200 || /[\r\n]/.test(by)) fail("--by needs a name: one line, at most 200 characters");

// A file that is not a catalogue is said so before the database is opened.
const read = command === "import" ? await readCatalogueFile(file) : undefined;
if (read && !read.ok) fail(read.message);

const services = await openServices();
let outcome: Outcome;
try {
  outcome = read?.ok ? await importRead(services, read.value, file, by) : await exportCatalogue(services.catalogue, file);
} finally {
  await services.close();
}
if (outcome.ok) console.log(outcome.lines.join("\n"));
else {
  console.error(outcome.lines.join("\n"));
  process.exitCode = 1;
}
