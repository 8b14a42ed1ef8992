/**
 * `npm run departures`: the business's dated departures, from a terminal with the server's
 * configuration (the same DATA_DIR or DATABASE_URL). Pages show a change on their next load, on
 * every instance.
 *
 *   npm run departures -- list [--all] [--offer trekkingLanin]
 *   npm run departures -- add --offer trekkingLanin --from 2027-10-19 --to 2027-10-20 --seats 5 [--note-es "…"]
 *   npm run departures -- add --offer trad_course --tbc --seats 8
 *   npm run departures -- change 7 [--from …] [--to …] [--tbc] [--seats N] [--status scheduled|full|cancelled] [--note-en "…"]
 *   npm run departures -- cancel 7    # its confirmed bookings become "departure cancelled", seats freed, travellers told
 *   npm run departures -- restore 7   # on again: those bookings confirmed again, travellers told once
 */
import { parseArgs } from "node:util";
import { courseIds, departureDates, seatsLeft, type Departure } from "../../app/departures/model.ts";
import { specExcursionAddresses } from "../../app/catalogue/seed/spec.ts";
import type { DepartureInput } from "../../app/departures/service.server.ts";
import { languages } from "../../app/i18n/languages.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run departures -- list [--all] [--offer OFFER]
  npm run departures -- add --offer OFFER (--from YYYY-MM-DD [--to YYYY-MM-DD] | --tbc) --seats N [--note-LANG TEXT]
  npm run departures -- change ID [--offer OFFER] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--tbc] [--seats N] [--status scheduled|full|cancelled] [--note-LANG TEXT]
  npm run departures -- cancel ID
  npm run departures -- restore ID

OFFER: an excursion's key in the catalogue (${Object.keys(specExcursionAddresses).join(", ")}, or one the owner added) or a course (${courseIds.join(", ")})
LANG: ${languages.join(", ")} (an empty note removes it)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const noteOptions = Object.fromEntries(languages.map((lang) => [`note-${lang}`, { type: "string" as const }]));
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: "boolean" },
      offer: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      tbc: { type: "boolean" },
      seats: { type: "string" },
      status: { type: "string" },
      help: { type: "boolean", short: "h" },
      ...noteOptions,
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

/** The options given, as a change of a departure. */
function input(): DepartureInput {
  const change: DepartureInput = {};
  if (values.offer !== undefined) change.offer = values.offer;
  if (values.tbc) {
    change.startDate = null;
    change.endDate = null;
  }
  if (values.from !== undefined) change.startDate = values.from;
  if (values.to !== undefined) change.endDate = values.to;
  if (values.seats !== undefined) {
    if (!/^\d{1,6}$/.test(values.seats)) fail("--seats must be a whole number");
    change.seatsTotal = Number(values.seats);
  }
  if (values.status !== undefined) change.status = values.status;
  const notes: Record<string, string> = {};
  for (const lang of languages) {
    const note = (values as Record<string, unknown>)[`note-${lang}`];
    if (typeof note === "string") notes[lang] = note;
  }
  if (Object.keys(notes).length) change.notes = notes;
  return change;
}

function departureLine(departure: Departure, currentYear: number): string {
  const dates = departureDates(departure, "en", currentYear);
  const when =
    dates.kind === "tbc"
      ? "to be confirmed"
      : `${departure.startDate}${departure.endDate && departure.endDate !== departure.startDate ? ` to ${departure.endDate}` : ""}`;
  const seats = `${departure.seatsTaken}/${departure.seatsTotal} seats taken, ${seatsLeft(departure)} left`;
  const notes = Object.entries(departure.notes)
    .map(([lang, note]) => `\n    note (${lang}): ${note}`)
    .join("");
  return `#${departure.id}  ${departure.offer}  ${when}  ${departure.status.toUpperCase()}  ${seats}${notes}`;
}

const services = await openServices();
const { departures } = services;
const year = Number(departures.today().slice(0, 4));

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) fail(`${command} needs a departure id (see: npm run departures -- list)`);
  return id;
}

try {
  switch (command) {
    case "list": {
      const rows = await departures.list({ offer: values.offer as Departure["offer"] | undefined, upcomingOnly: !values.all });
      console.log(`${rows.length} departure(s)${values.all ? "" : " not over yet"} (today is ${departures.today()} in Bariloche)\n`);
      for (const row of rows) console.log(departureLine(row, year));
      break;
    }
    case "add": {
      const change = input();
      if (change.offer === undefined || change.seatsTotal === undefined) fail(`add needs --offer and --seats\n${usage}`);
      if (change.startDate === undefined) fail("add needs --from (and --to for several days), or --tbc");
      const result = await departures.add({ ...change, offer: change.offer, seatsTotal: change.seatsTotal });
      if (!result.ok) fail(result.error);
      console.log(`Added: ${departureLine(result.departure, year)}`);
      break;
    }
    case "change":
    case "cancel":
    case "restore": {
      const id = idOf(target);
      const result =
        command === "cancel"
          ? await departures.cancel(id)
          : command === "restore"
            ? await departures.restore(id)
            : await departures.change(id, input());
      if (!result.ok) fail(result.error);
      console.log(
        `${({ cancel: "Cancelled", restore: "Restored", change: "Changed" } as const)[command]}: ${departureLine(result.departure, year)}`,
      );
      break;
    }
    default:
      fail(`Unknown command: ${command}\n${usage}`);
  }
} finally {
  await services.close();
}
