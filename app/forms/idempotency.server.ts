import { createHash } from "node:crypto";
import { guardFields } from "./fields.ts";
import { isFormKey, randomToken } from "./signing.server.ts";

/** Fields that say nothing of what the form asks: when it was rendered, and the trap for bots. */
const notContent = new Set<string>([guardFields.timeToken, guardFields.formKey, guardFields.honeypot]);

/**
 * The key a posted form is stored under, computed once as the toolkit receives it
 * (receive.server.ts): its one-time key and a digest of everything else it says and of where it was
 * sent (`address`: the path and query, naming the excursion or the request it is about). The same form
 * posted again (a retry after a lost answer, a reload, the offline queue sending it later) finds
 * what was stored the first time and is answered with it. Another text sent with a key already
 * used (the Back button without JavaScript shows the page with its old key; two visitors served
 * the same copy of a page) is another message: stored on its own, never answered with the earlier
 * one and lost. A file counts by its name, size and type: its bytes are not read twice.
 */
export function idempotencyKey(form: FormData, address: string): string {
  const sent = form.get(guardFields.formKey);
  const key = typeof sent === "string" && isFormKey(sent) ? sent : randomToken();
  const content: string[][] = [["", address]];
  for (const [name, value] of form) {
    if (notContent.has(name)) continue;
    content.push([name, typeof value === "string" ? value : `file:${value.name}:${value.size}:${value.type}`]);
  }
  const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22);
  return `${key}.${digest}`;
}
