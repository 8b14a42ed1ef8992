/**
 * What every form's action does with a post before the form's own rules: counts the attempt,
 * reads the body within its limit, and checks the honeypot and the time the form was rendered.
 * The same-origin decision comes earlier, for every POST (origin.server.ts).
 */
import type { SlidingWindowLimiter } from "../runtime/rate-limit.server.ts";
import { readFormBody, type FormLimits } from "./body.server.ts";
import { guardFields, type FormGuard } from "./fields.ts";
import { idempotencyKey } from "./idempotency.server.ts";
import { randomToken, type FormSigner } from "./signing.server.ts";

/** Why a post was refused before its fields were looked at. */
type Refusal = "too-large" | "rate-limited" | "automated" | "too-fast" | "expired";
/** Every refusal a form can answer with: those above, and its storage failing. */
export type FormProblem = Refusal | "save-failed";

export const refusalStatus: Record<FormProblem, number> = {
  "too-large": 413,
  "rate-limited": 429,
  automated: 400,
  "too-fast": 400,
  expired: 400,
  "save-failed": 503,
};

export type Received =
  /** `key`: what the form is stored under, the same for the same form posted again (idempotency.server.ts). */
  | { ok: true; form: FormData; key: string }
  /** `form` is what could be read (empty when nothing could), given back so the visitor keeps it. */
  | { ok: false; refusal: Refusal; form: FormData; retryAfterSeconds?: number };

export type FormPolicy = FormLimits & {
  /** Posts per visitor on this instance, counted before the body is read. */
  attempts: SlidingWindowLimiter;
  signer: FormSigner;
  /** Sooner than this after the form was rendered, a post is taken for a bot. */
  minFillMs: number;
  /** Later than this, the form has expired: the visitor is asked to reload the page. */
  maxAgeMs: number;
  now?: () => number;
};

export async function receiveForm(request: Request, visitor: string, policy: FormPolicy): Promise<Received> {
  const now = policy.now ?? Date.now;
  // Counted now, answered once the form is read: a refused visitor gets back what was typed.
  const attempt = policy.attempts.hit(visitor);
  const body = await readFormBody(request, policy);
  if ("problem" in body && body.problem === "too-large") return { ok: false, refusal: "too-large", form: new FormData() };
  // Not a form as browsers send one: nothing in it can be read, so nothing was filled in.
  const form = "form" in body ? body.form : new FormData();
  if (!attempt.allowed) return { ok: false, refusal: "rate-limited", form, retryAfterSeconds: Math.ceil(attempt.retryAfterMs / 1000) };
  // Any value in any copy of the field: a bot may send it twice, the first one empty.
  if (form.getAll(guardFields.honeypot).some((value) => typeof value !== "string" || value.trim() !== "")) {
    return { ok: false, refusal: "automated", form };
  }
  const token = form.get(guardFields.timeToken);
  const issuedAt = typeof token === "string" ? policy.signer.issuedAt(token) : undefined;
  if (issuedAt === undefined || now() - issuedAt > policy.maxAgeMs) return { ok: false, refusal: "expired", form };
  if (now() - issuedAt < policy.minFillMs) return { ok: false, refusal: "too-fast", form };
  const url = new URL(request.url);
  return { ok: true, form, key: idempotencyKey(form, url.pathname + url.search) };
}

/** The hidden fields' values for a form rendered now. */
export function formGuard(signer: FormSigner, now = Date.now()): FormGuard {
  return { timeToken: signer.timeToken(now), formKey: randomToken() };
}

/** A text field of a received form ("" when absent or a file), for giving back what was typed. */
export function typed(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
