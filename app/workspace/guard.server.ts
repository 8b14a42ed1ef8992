/**
 * What every workspace loader and action goes through: the session (else the sign-in page, or 401
 * for a post), the role (roles.ts: else 403), and for a post the forms toolkit (same-origin was
 * decided before, then the attempt limit, honeypot and time token, the form's own schema) and its
 * one-time key (the same form posted twice changes things once).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { receiveForm, refusalStatus, typed, type FormPolicy } from "../forms/receive.server.ts";
import type { FormSchema, FormValues, Rule } from "../forms/schema.ts";
import type { Services } from "../site/context.ts";
import { placeContext, servicesOf, visitorContext } from "../site/context.ts";
import { workspaceTexts, type WorkspaceLang, type WorkspaceTexts } from "./i18n/index.ts";
import { SIGN_IN_PATH } from "./paths.ts";
import { allowed, mayChange, type Area } from "./roles.ts";
import { cookieIsSecure, RECENT_SIGN_IN_MS, sessionSecretOf } from "./sessions.server.ts";
import type { SignedIn } from "./sessions.server.ts";
import type { Workspace } from "./workspace.server.ts";

export type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The workspace's language: the visitor's (placeOf keeps it to Spanish or English under /admin). */
export function workspaceLang(context: Readonly<RouterContextProvider>): WorkspaceLang {
  return context.get(placeContext).lang === "es" ? "es" : "en";
}

export function textsOf(context: Readonly<RouterContextProvider>): WorkspaceTexts {
  return workspaceTexts[workspaceLang(context)];
}

/** Whether the session cookie is a `__Host-`, Secure one for this request. */
export function secureCookie({ context }: Args): boolean {
  const services = servicesOf(context);
  return cookieIsSecure(services.env.PUBLIC_URL, context.get(visitorContext).secure);
}

/**
 * Whether the member showed their passkey in the last 15 minutes: changes to who can sign in
 * (invitations, roles, members, passkeys) need it (ASVS 7.5.1); else they are asked to sign in again.
 */
export function signedInRecently(signedIn: SignedIn, now: number): boolean {
  return now - signedIn.signedInAt <= RECENT_SIGN_IN_MS;
}

/** The signed-in member, or undefined. */
export async function currentSession(args: Args): Promise<SignedIn | undefined> {
  const services = servicesOf(args.context);
  return services.workspace.current(sessionSecretOf(args.request.headers.get("cookie"), secureCookie(args)));
}

export type Allowed = SignedIn & { services: Services; workspace: Workspace };

/**
 * The member signed in and allowed into `area`. Without a session: a page is sent to the sign-in
 * page, a post is answered 401; with a role that does not reach the area (or, for a post, may not
 * change it): 403. Nothing is read or changed before this returns.
 */
export async function requireMember(args: Args, area: Area): Promise<Allowed> {
  const services = servicesOf(args.context);
  const signedIn = await currentSession(args);
  if (!signedIn) {
    if (args.request.method === "GET" || args.request.method === "HEAD") throw redirect(SIGN_IN_PATH);
    throw data({ error: "signed-out" }, { status: 401 });
  }
  if (!allowed(signedIn.member.role, area)) throw data({ error: "forbidden" }, { status: 403 });
  // A role that reads an area without changing it (a guide and the catalogue): its posts are refused.
  const reads = args.request.method === "GET" || args.request.method === "HEAD";
  if (!reads && !mayChange(signedIn.member.role, area)) throw data({ error: "forbidden" }, { status: 403 });
  return { ...signedIn, services, workspace: services.workspace };
}

/**
 * A workspace action's answer: done (with a note, or a link to show once) or why not. `form` names
 * the form on the page it answers (several forms share a screen's action).
 */
export type ActionAnswer =
  | { ok: true; form: string; note?: string; link?: string }
  | { ok: false; form: string; error: string; field?: string; ask?: Ask };

/**
 * An action that tells travellers something or frees seats, posted without `confirmed=yes`: nothing
 * was changed; the page asks once (decision 0041), with what would happen, and posts `fields` again
 * with the confirmation.
 */
type Ask = {
  question: string;
  lines: string[];
  yes: string;
  fields: Record<string, string>;
  preview?: AskPreview;
  /** A text the owner writes before it goes (posted with the confirmation under `name`). */
  input?: AskInput;
};

/** A text asked with the question: its field's name, label, hint, limit, and what was typed before. */
type AskInput = { name: string; label: string; hint?: string; max: number; value?: string; required?: boolean };

/** An email shown whole before it goes: its subject and text under a title. */
type AskPreview = { title: string; subject: string; text: string };

/** The field a confirmation step adds: only a post that carries it does what the first one asked. */
const CONFIRMED_FIELD = "confirmed";

/** Whether a post was confirmed on the page's question (decision 0041). */
function confirmed(form: FormData): boolean {
  return typed(form, CONFIRMED_FIELD) === "yes";
}

export function refuse(error: string, status = 400, form = "", field?: string, retryAfterSeconds?: number) {
  const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
  return data<ActionAnswer>({ ok: false, form, error, ...(field ? { field } : {}) }, { status, headers });
}

/** The field every workspace form carries: which form on the page it is (its answer is shown there). */
const FORM_ID_FIELD = "form_id";

export type Received<S extends Record<string, Rule<unknown, string>>> = {
  ok: true;
  values: FormValues<S>;
  /** The form as posted (a file field, which schemas do not read). */
  form: FormData;
  /** What the post is stored under in the history: the same form posted again has the same key (app/forms/idempotency.server.ts). */
  formKey: string;
  done: (extra?: { note?: string; link?: string }) => ActionAnswer;
  refuse: (error: string, status?: number) => ReturnType<typeof refuse>;
  /** Whether this post was confirmed on the page's question. */
  confirmed: boolean;
  /** Changes nothing, and has the page ask once (status 200: nothing went wrong). */
  ask: (ask: Ask) => ActionAnswer;
};

/**
 * A workspace post through the forms toolkit: its refusals, then the schema. `formKey`: its
 * idempotency key, computed as the toolkit received it (two forms on one page share a one-time key,
 * not a content).
 */
export async function receive<S extends Record<string, Rule<unknown, string>>>(
  args: Args,
  policy: FormPolicy,
  schema: FormSchema<S>,
): Promise<Received<S> | { ok: false; answer: ReturnType<typeof refuse> }> {
  const visitor = args.context.get(visitorContext).address;
  const received = await receiveForm(args.request, visitor, policy);
  const formId = typed(received.form, FORM_ID_FIELD).slice(0, 100);
  if (!received.ok)
    return { ok: false, answer: refuse(received.refusal, refusalStatus[received.refusal], formId, undefined, received.retryAfterSeconds) };
  const validation = schema.validate(received.form);
  if (!validation.ok) {
    const field = schema.withErrors(validation.errors)[0]!;
    return { ok: false, answer: refuse(String(validation.errors[field]), 400, formId, field) };
  }
  const form = received.form;
  return {
    ok: true,
    values: validation.values,
    form,
    formKey: received.key,
    done: (extra) => ({ ok: true, form: formId, ...extra }),
    refuse: (error, status = 400) => refuse(error, status, formId),
    confirmed: confirmed(form),
    ask: (ask) => ({ ok: false, form: formId, error: "ask", ask }),
  };
}
