/**
 * `npm run owner`: the owner's workspace from a terminal with access to the server's configuration
 * (the same DATA_DIR or DATABASE_URL, and PUBLIC_URL, or the PORT it runs on: the link is on the site's origin).
 *
 *   npm run owner -- invite name@example.com [--role owner|guide]
 *       prints a link that registers a passkey: once, within 15 minutes (the first owner; a lost phone)
 *   npm run owner -- members            the members, their roles and passkeys
 *   npm run owner -- sign-out name@example.com   ends every session of a member
 */
import { parseArgs } from "node:util";
import { EMAIL_PATTERN } from "../../app/forms/email.ts";
import { isRole } from "../../app/workspace/roles.ts";
import { businessTime } from "../../app/runtime/clock.server.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run owner -- invite EMAIL [--role owner|guide]   a one-time link (15 minutes) to register a passkey
  npm run owner -- members                             the members and their passkeys
  npm run owner -- sign-out EMAIL                      end every session of a member`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: "string", default: "owner" }, help: { type: "boolean", short: "h" } },
});
const [command, target] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

const services = await openServices();
const { workspace } = services;
/** Who made a change from the command line, as the history names them. */
const console_ = { id: null, email: "command line" };

try {
  switch (command) {
    case "invite": {
      const email = (target ?? "").trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email)) fail(`invite needs an email address\n${usage}`);
      if (!isRole(values.role)) fail("--role must be owner or guide");
      const { link, invitation } = await workspace.invite(console_, email, values.role);
      console.log(`Invitation for ${email} (${values.role}), valid once until ${businessTime(invitation.expiresAt)} (Bariloche time):\n`);
      console.log(link);
      console.log("\nOpen it on the phone or computer that will keep the passkey.");
      break;
    }
    case "members": {
      const members = await workspace.members();
      if (members.length === 0) console.log("No members yet: npm run owner -- invite name@example.com");
      for (const member of members) {
        console.log(`#${member.id}  ${member.email}  ${member.role}`);
        for (const passkey of member.passkeys)
          console.log(`      passkey "${passkey.label}", created ${new Date(passkey.createdAt).toISOString().slice(0, 10)}`);
      }
      break;
    }
    case "sign-out": {
      const email = (target ?? "").trim().toLowerCase();
      const member = (await workspace.members()).find((candidate) => candidate.email === email);
      if (!member) fail(`No member ${email}`);
      const count = await workspace.signOutEverywhere({ id: member.id, email: member.email });
      console.log(`${count} session(s) of ${email} ended.`);
      break;
    }
    default:
      fail(`Unknown command: ${command}\n${usage}`);
  }
} finally {
  await services.close();
}
