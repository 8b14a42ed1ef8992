/**
 * The owner's workspace under test: a server of its own whose PUBLIC_URL is the origin the browser
 * uses (passkeys are bound to a domain: http://localhost:PORT, never 127.0.0.1), invitations made
 * with `npm run owner -- invite` against its data, and a virtual authenticator in Chromium (the
 * DevTools Protocol's WebAuthn domain) standing in for the phone.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { startSession } from "../../app/admin/sessions.server.ts";
import { businessDate } from "../../app/runtime/clock.server.ts";
import { databaseConfig, openDatabase, type Database } from "../../db/database.ts";
import { expect, type BrowserContext, type Page } from "./fixtures.ts";
import { startInstance, type Instance } from "./instances.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type WorkspaceServer = {
  url: string;
  env: Record<string, string>;
  /** The server's database, opened by the test (SQLite: the same file). */
  database(): Promise<Database>;
  output(): string;
  dispose(): Promise<void>;
};

/**
 * The business's clock on the workspace's servers (TEST_CLOCK): every date a workspace test uses is
 * counted from it, so the tests say the same thing whatever day they run on.
 */
export const WORKSPACE_CLOCK = "2027-01-15T09:00:00-03:00";

/** The day (`YYYY-MM-DD`, in Bariloche) that is `days` after the workspace clock's start. */
export function daysAfterClock(days: number): string {
  return businessDate(Date.parse(WORKSPACE_CLOCK) + days * 24 * 3600_000);
}

export async function startWorkspaceServer(settings: Record<string, string> = {}): Promise<WorkspaceServer> {
  return workspaceServerOf(
    await startInstance(
      { COMMENT_RATE_LIMIT: "1000/600", CONTACT_RATE_LIMIT: "1000/600", TEST_CLOCK: WORKSPACE_CLOCK, ...settings },
      { host: "localhost", ownOrigin: true },
    ),
  );
}

/** A running instance as the workspace's helpers take it: its database opened by the test on the instance's data. */
export function workspaceServerOf(instance: Instance): WorkspaceServer {
  const { env } = instance;
  let database: Database | undefined;
  return {
    url: instance.url,
    env,
    output: instance.output,
    async database() {
      database ??= await openDatabase(
        databaseConfig({
          dataDir: env.DATA_DIR!,
          databaseUrl: env.DATABASE_URL || undefined,
          databaseSchema: env.DATABASE_SCHEMA || undefined,
        }),
      );
      return database;
    },
    async dispose() {
      await database?.close();
      await instance.dispose();
    },
  };
}

/** `npm run owner -- invite EMAIL --role ROLE` against the server's data: the link it prints. */
export async function inviteFromCommandLine(server: WorkspaceServer, email: string, role: "owner" | "guide" = "owner"): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/owner.ts", "invite", email, "--role", role], {
    cwd: root,
    env: { ...process.env, ...server.env },
  });
  const link = /^(http\S+\/admin\/invitation\/\S+)$/m.exec(stdout)?.[1];
  if (!link) throw new Error(`no link in:\n${stdout}`);
  return link;
}

/** A phone's passkey store for this page: a CTAP2 authenticator with user verification, always verified. */
export async function addAuthenticator(page: Page): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Opens an invitation link and creates the passkey: signed in on the workspace's Home. */
export async function register(page: Page, link: string, label?: string): Promise<void> {
  await page.goto(link);
  if (label) await page.getByLabel(/Name of this passkey|Nombre de esta llave/).fill(label);
  await page.getByRole("button", { name: /Create passkey|Crear llave/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Home|Inicio/);
}

export async function signIn(page: Page, server: WorkspaceServer): Promise<void> {
  await page.goto(`${server.url}/admin/sign-in`);
  await page.getByRole("button", { name: /Sign in with a passkey|Entrar con llave/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The session cookie of a browser context, as a Cookie header for requests made outside it. */
export async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "__Host-workspace");
  if (!cookie) throw new Error("no session cookie");
  return `${cookie.name}=${cookie.value}`;
}

/** A workspace page's hidden form fields (what a browser without JavaScript posts back). */
export async function formFields(server: WorkspaceServer, pathname: string, cookie: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie } })).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  const clientToken = /name="client_token" value="([^"]+)"/.exec(html)?.[1];
  if (!formToken || !clientToken) throw new Error(`no form on ${pathname}`);
  return { form_token: formToken, client_token: clientToken, website: "" };
}

/** Posts a workspace form as a browser without JavaScript does. */
export function post(
  server: WorkspaceServer,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}

/** A visitor's comment on an excursion page, posted as the page's form does. */
export async function postComment(
  server: WorkspaceServer,
  name: string,
  comment: string,
  excursionPath = "/en/bautismo",
  photo?: Buffer,
): Promise<number> {
  const html = await (await fetch(`${server.url}${excursionPath}`)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
  const clientToken = /name="client_token" value="([^"]+)"/.exec(html)![1]!;
  const form = new FormData();
  form.set("name", name);
  form.set("comment", comment);
  form.set("form_token", formToken);
  form.set("client_token", clientToken);
  form.set("website", "");
  if (photo) form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "rock.jpg");
  const response = await fetch(`${server.url}${excursionPath}`, {
    method: "POST",
    body: form,
    headers: { Origin: server.url },
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
  const database = await server.database();
  const row = await database.db.selectFrom("comments").select("id").where("comment", "=", comment).executeTakeFirstOrThrow();
  return row.id;
}

export async function historyCount(server: WorkspaceServer, action?: string): Promise<number> {
  const { db } = await server.database();
  let query = db.selectFrom("workspace_audit").select((eb) => eb.fn.countAll<number | string>().as("count"));
  if (action) query = query.where("action", "=", action);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** A visitor's request to book, posted as the excursion page's form does; its reference. */
export async function postBookingRequest(
  server: WorkspaceServer,
  fields: { name: string; email: string; groupSize?: number; departure?: number; message?: string },
  excursionPath = "/en/bautismo",
): Promise<string> {
  const html = await (await fetch(`${server.url}${excursionPath}`)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams({
    form_token: formToken,
    client_token: randomBytes(18).toString("base64url"),
    website: "",
    ...(fields.departure ? { departure: String(fields.departure) } : { date_from: daysAfterClock(54) }),
    group_size: String(fields.groupSize ?? 2),
    experience: "meets",
    group_lang: "en",
    user_name: fields.name,
    user_email: fields.email,
    phone: "",
    message: fields.message ?? "",
  });
  const response = await fetch(`${server.url}${excursionPath}?book`, {
    method: "POST",
    body: form,
    headers: { Origin: server.url },
    redirect: "manual",
  });
  const { db } = await server.database();
  const row = await db
    .selectFrom("booking_requests")
    .select("reference")
    .where("email", "=", fields.email)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) throw new Error(`no request stored (${response.status}): ${(await response.text()).slice(0, 300)}`);
  return row.reference;
}

/** A member and a session made straight in the database (for requests outside a browser): the Cookie header. */
export async function sessionFor(server: WorkspaceServer, email: string, role: "owner" | "guide"): Promise<string> {
  const { db } = await server.database();
  const now = Date.now();
  const member =
    (await db.selectFrom("workspace_members").select("id").where("email", "=", email).executeTakeFirst()) ??
    (await db
      .insertInto("workspace_members")
      .values({ email, role, created_at: now, seen_at: now, removed_at: null })
      .returning("id")
      .executeTakeFirstOrThrow());
  const secret = await startSession(db, { memberId: member.id, passkeyId: null, userAgent: "test", now });
  return `__Host-workspace=${secret}`;
}

/** Every cache of the page's origin, and the paths each keeps (the public worker's and the workspace's). */
export function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys())
      kept[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return kept;
  });
}

/** How many check-ins the server holds for a booking (taps on the guide's list). */
export async function checkInsOf(server: WorkspaceServer, requestId: number): Promise<number> {
  const { db } = await server.database();
  const row = await db
    .withTables<{ departure_check_ins: { request_id: number } }>()
    .selectFrom("departure_check_ins")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("request_id", "=", requestId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
