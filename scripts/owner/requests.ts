/**
 * `npm run requests`: the requests to book, from a terminal with the server's configuration (the
 * same DATA_DIR or DATABASE_URL): what the workspace's Requests screen does, for the server's shell.
 *
 *   npm run requests -- list [--status new,answered] [--excursion trekkingLanin] [--search ana] [--limit 30]
 *   npm run requests -- show BV-7K3Q9M
 *   npm run requests -- answered BV-7K3Q9M      (you wrote back)
 *   npm run requests -- confirm BV-7K3Q9M [--departure 7] [--note "See you at the trailhead!"] [--preview]
 *       (takes the group's seats on the departure and emails the traveller everything, with your line;
 *        --preview prints that email and changes nothing)
 *   npm run requests -- decline BV-7K3Q9M       (a confirmed request gives its seats back)
 *   npm run requests -- done BV-7K3Q9M
 */
import { parseArgs } from "node:util";
import { bookingStatuses, type BookingStatus } from "../../app/bookings/model.ts";
import type { BookingRequest } from "../../app/bookings/store.server.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run requests -- list [--status STATUS,...] [--excursion ID] [--search TEXT] [--limit N]
  npm run requests -- show REFERENCE
  npm run requests -- answered|confirm|decline|done REFERENCE [--departure ID]
  npm run requests -- confirm REFERENCE [--departure ID] [--note TEXT] [--preview]

STATUS: ${bookingStatuses.join(", ")}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: "string" },
      excursion: { type: "string" },
      search: { type: "string" },
      limit: { type: "string", default: "30" },
      departure: { type: "string" },
      note: { type: "string" },
      preview: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { positionals, values } = parsed;
const [command, target] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

const when = (time: number) => new Date(time).toISOString().replace("T", " ").slice(0, 16);

function line(request: BookingRequest): string {
  const dates = request.departureId
    ? `departure #${request.departureId}`
    : `${request.dateFrom ?? "?"}${request.dateTo ? ` to ${request.dateTo}` : ""}`;
  return `${request.reference}  ${when(request.createdAt)} UTC  ${request.status.toUpperCase().padEnd(9)}  ${request.offer}  ${dates}  ${request.groupSize} people  ${request.name} <${request.email}>`;
}

const services = await openServices();
const { bookings } = services;

try {
  switch (command) {
    case "list": {
      const statuses =
        values.status
          ?.split(",")
          .map((status) => status.trim())
          .filter(Boolean) ?? [];
      const unknown = statuses.filter((status) => !(bookingStatuses as readonly string[]).includes(status));
      if (unknown.length) fail(`Unknown status: ${unknown.join(", ")}`);
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail("--limit must be a number from 1 to 1000");
      const rows = await bookings.list({ statuses: statuses as BookingStatus[], offer: values.excursion, search: values.search, limit });
      console.log(`${rows.length} request(s), newest first\n`);
      for (const row of rows) console.log(line(row));
      break;
    }
    case "show": {
      if (!target) fail("show needs a reference (see: npm run requests -- list)");
      const request = await bookings.get(/^\d+$/.test(target) ? Number(target) : target);
      if (!request) fail(`No request ${target}`);
      console.log(line(request));
      console.log(
        `  experience: ${request.experience}; gear: ${request.gear.join(", ") || "none"}; group's language: ${request.groupLang}; page in ${request.lang}`,
      );
      if (request.phone) console.log(`  phone: ${request.phone}`);
      if (request.seatsHeld) console.log(`  holds ${request.seatsHeld} seat(s) on departure #${request.departureId}`);
      if (request.message) console.log(`  message:\n    ${request.message.replace(/\n/g, "\n    ")}`);
      break;
    }
    case "answered":
    case "confirm":
    case "decline":
    case "done": {
      if (!target) fail(`${command} needs a reference (see: npm run requests -- list)`);
      const to = ({ answered: "answered", confirm: "confirmed", decline: "declined", done: "done" } as const)[command];
      let departureId: number | undefined;
      if (values.departure !== undefined) {
        departureId = Number(values.departure);
        if (!Number.isSafeInteger(departureId) || departureId < 1)
          fail("--departure needs a departure id (see: npm run departures -- list)");
      }
      const key = /^\d+$/.test(target) ? Number(target) : target;
      if (values.preview) {
        if (to !== "confirmed") fail("--preview is for confirm");
        const request = await bookings.get(key);
        if (!request) fail(`No request ${target}`);
        const onto = departureId ?? request.departureId ?? undefined;
        if (onto === undefined) fail("Which departure? --departure ID (see: npm run departures -- list)");
        const preview = await bookings.previewConfirmation(request.id, onto, values.note);
        if (!preview.ok) fail(preview.error);
        console.log(
          `To: ${preview.to}\nSubject: ${preview.subject}\nAttached: ${preview.attachments.join(", ") || "nothing"}\n\n${preview.text}`,
        );
        break;
      }
      const result = await bookings.changeState(key, to, { departureId, personal: values.note });
      if (!result.ok) fail(result.error);
      console.log(`Now ${to}: ${line(result.request)}`);
      if (result.emailed) console.log(`Emailed to ${result.emailed.to}: ${result.emailed.subject}`);
      break;
    }
    default:
      fail(`Unknown command: ${command}\n${usage}`);
  }
} finally {
  await services.close();
}
