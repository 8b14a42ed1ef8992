/**
 * `npm run business`: the business's details (name, WhatsApp number, email, address, social and
 * payment links, analytics id, hours), from a terminal with the server's configuration (the same
 * DATA_DIR or DATABASE_URL). Every running page follows on its next load, on every instance.
 *
 *   npm run business                                   (shows them, and what is still to set)
 *   npm run business -- set whatsapp=+5492944123456 email=hola@example.org
 *   npm run business -- unset instagram                (the channel is left out again)
 */
import { parseArgs } from "node:util";
import { businessFields, type BusinessField } from "../../app/site/business-details.ts";
import { businessErrorText } from "../../app/business/i18n/index.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run business                                  show the details and what is still to set
  npm run business -- set FIELD=VALUE [FIELD=VALUE…]
  npm run business -- unset FIELD [FIELD…]
Fields: ${businessFields.join(", ")}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
const [command = "show", ...rest] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const isField = (name: string): name is BusinessField => (businessFields as readonly string[]).includes(name);

const changes: Partial<Record<BusinessField, string>> = {};
if (command === "set" || command === "unset") {
  if (rest.length === 0) fail(usage);
  for (const argument of rest) {
    const [name, ...value] = command === "set" ? argument.split("=") : [argument, ""];
    if (!isField(name!)) fail(`Unknown field: ${name}\n${usage}`);
    if (command === "set" && value.length === 0) fail(`set needs FIELD=VALUE: ${argument}`);
    changes[name] = value.join("=");
  }
} else if (command !== "show") {
  fail(`Unknown command: ${command}\n${usage}`);
}

const services = await openServices();
try {
  if (Object.keys(changes).length > 0) {
    const result = await services.business.update(changes, "command line");
    if (!result.ok) {
      fail(
        Object.entries(result.errors)
          .map(([field, error]) => `${field}: ${businessErrorText("en", error!)}`)
          .join("\n"),
      );
    }
    console.log(
      result.changed.length ? `Changed: ${result.changed.join(", ")}. Every page shows it on its next load.` : "Nothing changed.",
    );
  }
  const details = await services.business.current();
  const width = Math.max(...businessFields.map((field) => field.length));
  for (const field of businessFields) console.log(`${field.padEnd(width)}  ${details[field] || "(not set: left out)"}`);
  const missing = await services.business.missing();
  console.log(missing.length ? `\nStill to set before launch: ${missing.join(", ")}` : "\nEverything needed for launch is set.");
} finally {
  await services.close();
}
