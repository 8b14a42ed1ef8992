import { randomBytes } from "node:crypto";
import { insertDeparture } from "../../app/departures/store.server.ts";
import { expect, test } from "./fixtures.ts";
import {
  addAuthenticator,
  formFields,
  inviteFromCommandLine,
  post,
  postBookingRequest,
  register,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * The workspace against hostile or unlucky requests: a live stream outliving its session, paths
 * spelled as the router still matches them, a `to` that is no path, a post to a screen without an
 * action, an owner inviting themselves as a guide, a departure of another excursion or in the past.
 * Its business clock is fixed (TEST_CLOCK), so every date below is relative to it.
 */
let server: WorkspaceServer;
test.beforeAll(async () => {
  server = await startWorkspaceServer({ BOOKING_RATE_LIMIT: "1000/600", TEST_CLOCK: "2026-11-25T12:00:00-03:00" });
});
test.afterAll(async () => {
  await server?.dispose();
});

const at = (path: string) => `${server.url}${path}`;

/** The Requests screen's live stream, read as it arrives. */
async function openStream(cookie: string) {
  const response = await fetch(at("/admin/requests/events"), { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  /** Reads until `enough(text)` or the stream ends. */
  async function readUntil(enough: (text: string) => boolean): Promise<{ text: string; ended: boolean }> {
    for (;;) {
      if (enough(text)) return { text, ended: false };
      const { value, done } = await reader.read();
      if (done) return { text, ended: true };
      text += decoder.decode(value, { stream: true });
    }
  }
  return { readUntil, close: () => reader.cancel().catch(() => {}) };
}

test("an open requests stream ends with its session: signed out everywhere, or the member removed", async () => {
  const guide = await sessionFor(server, `guide.${randomBytes(3).toString("hex")}@example.com`, "guide");
  const stream = await openStream(guide);
  try {
    await stream.readUntil((text) => text.includes("retry:"));
    // While signed in, a new request arrives on the stream.
    await postBookingRequest(server, { name: "Yara Before", email: "yara@example.com" });
    expect((await stream.readUntil((text) => text.includes("Yara Before"))).ended).toBe(false);

    const fields = await formFields(server, "/admin/account", guide);
    expect((await post(server, "/admin/account", { ...fields, intent: "sign-out-everywhere" }, { Cookie: guide })).status).toBeLessThan(
      400,
    );
    await postBookingRequest(server, { name: "Zoe After", email: "zoe@example.com" });
    const after = await stream.readUntil((text) => text.includes("Zoe After"));
    expect(after.ended).toBe(true);
    expect(after.text).not.toContain("Zoe After");
    expect(after.text).not.toMatch(/BV-[A-Z0-9]{6}[\s\S]*BV-/);
  } finally {
    await stream.close();
  }

  // A guide the owner removes.
  const guideEmail = `removed.${randomBytes(3).toString("hex")}@example.com`;
  const removed = await sessionFor(server, guideEmail, "guide");
  const owner = await sessionFor(server, `owner.${randomBytes(3).toString("hex")}@example.com`, "owner");
  const second = await openStream(removed);
  try {
    await second.readUntil((text) => text.includes("retry:"));
    const { db } = await server.database();
    const member = await db.selectFrom("workspace_members").select("id").where("email", "=", guideEmail).executeTakeFirstOrThrow();
    const fields = await formFields(server, "/admin/team", owner);
    expect(
      (await post(server, "/admin/team", { ...fields, intent: "remove-member", member: String(member.id) }, { Cookie: owner })).status,
    ).toBeLessThan(400);
    await postBookingRequest(server, { name: "Ugo Removed", email: "ugo@example.com" });
    const after = await second.readUntil((text) => text.includes("Ugo Removed"));
    expect(after.ended).toBe(true);
    expect(after.text).not.toContain("Ugo Removed");
  } finally {
    await second.close();
  }
});

test("workspace paths spelled as the router still matches them carry the workspace's headers, and roles hold", async () => {
  const owner = await sessionFor(server, `paths.${randomBytes(3).toString("hex")}@example.com`, "owner");
  const guide = await sessionFor(server, `paths-guide.${randomBytes(3).toString("hex")}@example.com`, "guide");
  const expectWorkspaceHeaders = (response: Response, what: string) => {
    expect(response.headers.get("cache-control"), what).toBe("no-store");
    expect(response.headers.get("x-robots-tag"), what).toBe("noindex, nofollow");
    expect(response.headers.get("referrer-policy"), what).toBe("same-origin");
  };
  for (const path of ["/ADMIN/team", "/%61dmin/messages", "/Admin/team.data", "/admin/Team"]) {
    const signedOut = await fetch(at(path), { redirect: "manual" });
    expect(signedOut.status, path).not.toBe(200);
    expect(signedOut.status, path).toBeLessThan(500);
    expectWorkspaceHeaders(signedOut, `${path} signed out`);
    const asOwner = await fetch(at(path), { headers: { Cookie: owner }, redirect: "manual" });
    expect(asOwner.status, path).toBe(200);
    expectWorkspaceHeaders(asOwner, `${path} as the owner`);
    const asGuide = await fetch(at(path), { headers: { Cookie: guide }, redirect: "manual" });
    expect(asGuide.status, path).toBe(403);
    expectWorkspaceHeaders(asGuide, `${path} as a guide`);
  }
  // In the workspace's language (Spanish or English), not a public page's.
  const french = await fetch(at("/ADMIN/team"), { headers: { Cookie: owner, "Accept-Language": "fr" } });
  expect(await french.text()).toContain('<html lang="en"');
});

test("the language switch answers any `to` with a workspace path, never a 500", async () => {
  for (const to of [
    "/admin/%0A",
    "/admin/%0D%0A",
    "/admin/%00",
    "/admin/%FF",
    "/admin/%0D%0ASet-Cookie:%20x=1",
    "%0A",
    "//evil.example/admin",
    "/%5Cevil.example/admin",
    "/admin/team",
  ]) {
    const response = await fetch(at(`/admin/language/es?to=${to}`), { redirect: "manual" });
    expect(response.status, to).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith("/admin"), `${to} → ${location}`).toBe(true);
    expect(location, to).not.toMatch(/[\0-\x1f]/);
  }
  expect((await fetch(at("/admin/language/es?to=/admin/team"), { redirect: "manual" })).headers.get("location")).toBe("/admin/team");
});

test("a post to a screen without an action answers 405 and logs no error", async () => {
  // Home has an action now (releasing a restored copy's emails): the dashboard stands for a screen that only reads.
  for (const path of ["/admin/history", "/admin/dashboard", "/ADMIN/history"]) {
    const id = `no-action-${randomBytes(6).toString("hex")}`;
    const response = await post(server, path, { anything: "1" }, { "X-Request-Id": id });
    expect(response.status, path).toBe(405);
    // The request's log line is written when it is answered, after anything logged while handling it.
    await expect.poll(() => server.output().includes(id)).toBe(true);
    const line = server
      .output()
      .split("\n")
      .find((candidate) => candidate.includes(id))!;
    expect(JSON.parse(line)).toMatchObject({ level: "info", status: 405 });
  }
  expect(server.output()).not.toContain("did not provide an `action`");
  expect(server.output()).not.toMatch(/Error: You made a POST request/);
});

test("an owner who invites their own address as a guide stays the owner; the link's secret is not logged", async ({ page, browser }) => {
  const email = `only-owner.${randomBytes(3).toString("hex")}@example.com`;
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, email, "owner"));
  const link = await inviteFromCommandLine(server, email, "guide");
  // On another device (a passkey of its own), the invitation is opened and the passkey made.
  const other = await browser.newPage();
  try {
    await addAuthenticator(other);
    await other.goto(link);
    await other.getByRole("button", { name: "Create passkey" }).click();
    await expect(other.getByRole("alert")).toHaveText("The workspace must keep at least one owner who can sign in.");
  } finally {
    await other.close();
  }
  const { db } = await server.database();
  const member = await db.selectFrom("workspace_members").select(["id", "role"]).where("email", "=", email).executeTakeFirstOrThrow();
  expect(member.role).toBe("owner");
  expect(await db.selectFrom("workspace_passkeys").select("id").where("member_id", "=", member.id).execute()).toHaveLength(1);
  await page.goto(at("/admin/team"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");

  const secret = new URL(link).pathname.split("/").pop()!;
  expect(server.output()).toContain('"path":"/admin/invitation/:secret"');
  expect(server.output()).not.toContain(secret);
});

test("a request is confirmed only onto a departure of its excursion that is not over; no departure is added in the past", async () => {
  const owner = await sessionFor(server, `departures.${randomBytes(3).toString("hex")}@example.com`, "owner");
  const { db } = await server.database();
  const add = async (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post(
      server,
      "/admin/departures",
      { ...(await formFields(server, "/admin/departures", owner)), form_id: "add", intent: "add", end: "", seats: "6", ...fields },
      { Cookie: owner, ...headers },
    );

  const past = await add({ offer: "bautismo", start: "2020-03-10" });
  expect(past.status).toBe(400);
  expect(await past.text()).toContain("Those dates are over already: a new departure must be for days ahead.");
  const pastSpanish = await add({ offer: "bautismo", start: "2026-11-24" }, { "Accept-Language": "es" });
  expect(await pastSpanish.text()).toContain("Esas fechas ya pasaron: una salida nueva tiene que ser para días que vienen.");
  expect(await db.selectFrom("departures").select("id").where("start_date", "in", ["2020-03-10", "2026-11-24"]).execute()).toHaveLength(0);

  // Ahead: one of the request's excursion (the confirm form lists it), one of another.
  expect((await add({ offer: "bautismo", start: "2027-01-10" })).status).toBe(200);
  expect((await add({ offer: "freyclimb", start: "2027-01-11" })).status).toBe(200);
  const other = await db
    .selectFrom("departures")
    .select("id")
    .where("offer", "=", "freyclimb")
    .where("start_date", "=", "2027-01-11")
    .executeTakeFirstOrThrow();
  // One of its own excursion already over (as the command line could once add it).
  const over = await insertDeparture(
    db,
    { offer: "bautismo", startDate: "2020-03-10", endDate: null, seatsTotal: 6, seatsTaken: 0, status: "scheduled", notes: {} },
    Date.now(),
  );

  const reference = await postBookingRequest(server, { name: "Nora", email: "nora@example.com" });
  const request = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  const confirm = async (departure: number, headers: Record<string, string> = {}) =>
    post(
      server,
      `/admin/requests/${request.id}`,
      {
        ...(await formFields(server, `/admin/requests/${request.id}`, owner)),
        form_id: "confirm",
        intent: "confirm",
        departure: String(departure),
      },
      { Cookie: owner, ...headers },
    );
  const wrong = await confirm(other.id);
  expect(wrong.status).toBe(409);
  expect(await wrong.text()).toContain("That departure is for another excursion: confirm the request onto one of its own.");
  const wrongSpanish = await confirm(other.id, { "Accept-Language": "es" });
  expect(await wrongSpanish.text()).toContain("Esa salida es de otra excursión");
  const gone = await confirm(over);
  expect(gone.status).toBe(409);
  expect(await gone.text()).toContain("That departure is over already: confirm the request onto one ahead.");
  expect(
    await db
      .selectFrom("booking_requests")
      .select(["status", "seats_held", "departure_id"])
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow(),
  ).toEqual({
    status: "new",
    seats_held: 0,
    departure_id: null,
  });
  expect(
    (await db.selectFrom("departures").select("seats_taken").where("id", "in", [other.id, over]).execute()).map((row) => row.seats_taken),
  ).toEqual([0, 0]);
});

test("a form posted without JavaScript over its limit is told when to try again (Retry-After)", async () => {
  const strict = await startWorkspaceServer({ CONTACT_RATE_LIMIT: "1/3600" });
  try {
    const send = async () => {
      const html = await (await fetch(`${strict.url}/en/contactForm`)).text();
      return fetch(`${strict.url}/en/contactForm`, {
        method: "POST",
        headers: { Origin: strict.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          form_token: /name="form_token" value="([^"]+)"/.exec(html)![1]!,
          client_token: /name="client_token" value="([^"]+)"/.exec(html)![1]!,
          website: "",
          user_name: "Ana",
          user_email: "ana@example.org",
          subject: `Ventana ${randomBytes(3).toString("hex")}`,
          message: "Two of us, some experience.",
        }),
        redirect: "manual",
      });
    };
    expect((await send()).status).toBeLessThan(400);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^text\/html/);
    expect(limited.headers.get("retry-after")).toBe("3600");
  } finally {
    await strict.dispose();
  }
});
