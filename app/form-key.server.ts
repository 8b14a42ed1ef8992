import { createHash } from "node:crypto";

/**
 * The key a posted form is stored under: its one-time client token and a digest of what it says.
 * The same form posted again (a retry after a lost answer, a reload) finds what was stored the first
 * time and is answered with it. Another text sent with a token already used (the Back button
 * without JavaScript shows the page with its old token) is another message: stored on its own,
 * never answered with the earlier one and lost.
 */
export function formKey(clientToken: string, content: readonly string[]): string {
  // The texts are cleaned of control characters, so NUL cannot occur inside one.
  const digest = createHash("sha256").update(content.join("\u0000")).digest("base64url").slice(0, 22);
  return `${clientToken}.${digest}`;
}
