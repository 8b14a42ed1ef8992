/** The contact form's limits. */
export type ContactSettings = {
  /** Messages one client may store per window (counted in the database: holds across instances). */
  rateLimit: { count: number; windowMs: number };
  /** Sooner than this after the form was rendered, a post is taken for a bot. */
  minFillMs?: number;
  /** Posts per client and window on one instance, checked before the body is read. */
  attemptLimit?: { count: number; windowMs: number };
  /** Confirmations one address may receive per window; beyond it, messages still reach the business. */
  recipientLimit?: { count: number; windowMs: number };
  /** Confirmations to anyone per window, against a flood from many clients. */
  confirmationLimit?: { count: number; windowMs: number };
  /** Different addresses one client may have confirmations sent to per window, over every form (app/forms/confirmation-addresses.server.ts). */
  addressLimit?: { count: number; windowMs: number };
};
