import { createHash } from "node:crypto";
import { guardFields } from "./fields.ts";
import { isFormKey, randomToken } from "./signing.server.ts";

/**
 * The key a posted form is stored under: its one-time key and a digest of what it says. The same
 * form posted again (a retry after a lost answer, a reload) finds what was stored the first time
 * and is answered with it. Another text sent with a key already used (the Back button without
 * JavaScript shows the page with its old key; two visitors served the same copy of a page) is
 * another message: stored on its own, never answered with the earlier one and lost.
 */
export function idempotencyKey(form: FormData, content: readonly string[]): string {
  const sent = form.get(guardFields.formKey);
  const key = typeof sent === "string" && isFormKey(sent) ? sent : randomToken();
  // The texts are cleaned of control characters, so NUL cannot occur inside one.
  const digest = createHash("sha256").update(content.join("\u0000")).digest("base64url").slice(0, 22);
  return `${key}.${digest}`;
}
