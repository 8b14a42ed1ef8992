/**
 * The hidden fields every form of the site carries besides its own, named once. The honeypot has
 * an ordinary-looking name on purpose: a bot fills it in, a person never sees it.
 */
export const guardFields = {
  /** The signed time the form was rendered (app/forms/signing.server.ts). */
  timeToken: "form_token",
  /** The form's one-time key: the same form posted twice is stored once (idempotency.server.ts). */
  formKey: "client_token",
  honeypot: "website",
} as const;

/** What a form's page hands the form for its hidden fields. */
export type FormGuard = { timeToken: string; formKey: string };
