import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { areaPath, csvPath, csvTables, dailyScreens, screens } from "../../app/workspace/paths.ts";
import { workspaceTexts } from "../../app/workspace/i18n/index.ts";
import type { Area } from "../../app/workspace/roles.ts";
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
  formFields,
  historyCount,
  inviteFromCommandLine,
  post,
  postComment,
  register,
  sessionCookieOf,
  signIn,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

/**
 * The owner's workspace in Chromium, on a server of its own whose public origin is the one the
 * browser uses (http://localhost:PORT): passkeys made and used by a virtual authenticator.
 */
let server: WorkspaceServer;
test.beforeAll(async () => {
  server = await startWorkspaceServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Every screen of the workspace, from its own list (the one its navigation shows). */
const screenPaths = screens.map(areaPath);
/** The figures' CSV downloads. */
const csvPaths = csvTables.map(csvPath);
/** What each screen's action is posted with (the screens without one only show). */
const actions: Partial<Record<Area, Record<string, string>>> = {
  departures: { intent: "add", offer: "bautismo", start: "", seats: "4" },
  comments: { intent: "hide", id: "1" },
  messages: { id: "1" },
  business: { whatsapp: "+54 9 294 400 0009" },
  photos: { intent: "remove", place: "excursion-ventana-hero" },
  catalogue: { address: "cerro-intruso", name: "Intrusa", lang: "es" },
  team: { intent: "invite", email: "intruder@example.com", role: "owner" },
  account: { intent: "sign-out-everywhere" },
};

async function ownerPage(page: Page, email: string): Promise<void> {
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, email, "owner"));
}

const at = (path: string) => `${server.url}${path}`;

test("an invitation from the command line registers a passkey once, and the passkey signs in", async ({ page, browser }) => {
  await addAuthenticator(page);
  const link = await inviteFromCommandLine(server, "first-owner@example.com");
  expect(link.startsWith(`${server.url}/admin/invitation/`)).toBe(true);
  await register(page, link, "Test phone");
  await expect(page.getByText("first-owner@example.com")).toBeVisible();

  // The session: a __Host- cookie, HttpOnly, SameSite; Secure (localhost counts as secure).
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "__Host-workspace")!;
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  // The link works once.
  const again = await fetch(link);
  expect(again.status).toBe(410);

  // Signed out, the same passkey signs in again, with a new session id.
  await page.goto(at("/admin/account"));
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signIn(page, server);
  const renewed = (await page.context().cookies()).find((candidate) => candidate.name === "__Host-workspace")!;
  expect(renewed.value).not.toBe(cookie.value);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");

  // Another browser without that passkey cannot sign in with the invitation used up.
  const other = await browser.newPage();
  await addAuthenticator(other);
  await other.goto(link);
  await expect(other.getByText("This invitation link was already used or has expired.")).toBeVisible();
  await other.close();
});

test("without a session every screen and CSV download answers the sign-in page and every action 401, changing nothing", async () => {
  const commentId = await postComment(server, "Ana", "Great day on the rock, no session needed to read it");
  const before = await historyCount(server);
  const { db } = await server.database();
  const details = await db.selectFrom("business_details").selectAll().execute();
  for (const path of [...screenPaths, ...csvPaths]) {
    const response = await fetch(at(path), { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe("/admin/sign-in");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // A client-side navigation's data request too (a CSV is a download: it has none).
    if (path.endsWith(".csv")) continue;
    const dataResponse = await fetch(at(`${path}.data`), { redirect: "manual" });
    expect(await dataResponse.text(), path).toContain("/admin/sign-in");
    expect(dataResponse.status, path).not.toBe(200);
  }
  const signInPage = await fetch(at("/admin/sign-in"));
  expect(signInPage.status).toBe(200);
  expect(await signInPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

  for (const [area, fields] of Object.entries(actions) as [Area, Record<string, string>][]) {
    const path = areaPath(area);
    const response = await post(server, path, { ...fields, form_token: "x", client_token: "y" });
    expect(response.status, path).toBe(401);
    // With a session cookie that is not one.
    const forged = await post(server, path, fields, { Cookie: `__Host-workspace=${"A".repeat(43)}` });
    expect(forged.status, path).toBe(401);
  }
  expect(await historyCount(server)).toBe(before);
  expect((await db.selectFrom("comments").select("status").where("id", "=", commentId).executeTakeFirstOrThrow()).status).toBe("visible");
  expect(await db.selectFrom("business_details").selectAll().execute()).toEqual(details);
  expect(
    await db.selectFrom("departures").select("id").where("offer", "=", "bautismo").where("seats_total", "=", 4).executeTakeFirst(),
  ).toBeUndefined();
  expect(
    await db.selectFrom("workspace_invitations").select("id").where("email", "=", "intruder@example.com").executeTakeFirst(),
  ).toBeUndefined();
});

test("a hidden comment leaves an open excursion page at once; every change leaves a history row", async ({ page, browser }) => {
  await ownerPage(page, "moderator@example.com");
  const visitor = await browser.newPage();
  await visitor.goto(at("/en/bautismo"));
  const text = `Hidden soon ${Date.now()}`;
  const commentId = await postComment(server, "Bruno", text);
  await expect(visitor.getByText(text)).toBeVisible();

  const before = await historyCount(server);
  await page.goto(at("/admin/comments"));
  const card = page.locator(`[data-comment="${commentId}"]`);
  await card.getByRole("button", { name: "Hide" }).click();
  await expect(card.getByText("Hidden", { exact: true })).toBeVisible();
  // The visitor's page drops it without a reload; a new visitor does not get it.
  await expect(visitor.getByText(text)).toHaveCount(0);
  expect(await (await fetch(at("/en/bautismo"))).text()).not.toContain(text);

  await card.getByRole("button", { name: "Show again" }).click();
  await expect(card.getByRole("button", { name: "Hide" })).toBeVisible();
  expect(await (await fetch(at("/en/bautismo"))).text()).toContain(text);
  expect(await historyCount(server)).toBe(before + 2);

  await page.goto(at("/admin/history"));
  const rows = page.locator("[data-action]");
  await expect(rows.first()).toContainText("Showed comment");
  await expect(rows.first()).toContainText("moderator@example.com");
  // In words: the comment by its number, its state before by name.
  await expect(rows.first()).toContainText(`Comment #${commentId}`);
  await expect(rows.first()).toContainText("Status: Hidden");
  await expect(rows.nth(1)).toContainText("Hid comment");
  await visitor.close();
});

test("removing a comment's photo keeps the comment and stops serving the photo, with a history row", async ({ page }) => {
  await ownerPage(page, "photos@example.com");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a5c3e" } })
    .jpeg()
    .toBuffer();
  const text = `With a photo ${Date.now()}`;
  const commentId = await postComment(server, "Lola", text, "/en/bautismo", photo);
  const { db } = await server.database();
  const { photo_id: photoId } = await db.selectFrom("comments").select("photo_id").where("id", "=", commentId).executeTakeFirstOrThrow();
  expect(photoId).toBeTruthy();
  expect((await fetch(at(`/photos/${photoId}/large.webp`))).status).toBe(200);

  await page.goto(at("/admin/comments"));
  const card = page.locator(`[data-comment="${commentId}"]`);
  await expect(card.getByText("With a photo", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.locator(`[data-comment="${commentId}"]`).getByRole("button", { name: "Remove photo" })).toHaveCount(0);
  expect((await fetch(at(`/photos/${photoId}/large.webp`))).status).toBe(404);
  expect(await (await fetch(at("/en/bautismo"))).text()).toContain(text);
  const row = await db
    .selectFrom("workspace_audit")
    .select(["before", "after", "actor"])
    .where("action", "=", "comment.photo-removed")
    .where("subject", "=", `comment #${commentId}`)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.before!)).toMatchObject({ hasPhoto: true });
  expect(JSON.parse(row.after!)).toMatchObject({ hasPhoto: false });
  expect(row.actor).toBe("photos@example.com");
});

test("changes to who can sign in need a sign-in from the last 15 minutes", async ({ page }) => {
  await ownerPage(page, "recent@example.com");
  const { db } = await server.database();
  const member = await db.selectFrom("workspace_members").select("id").where("email", "=", "recent@example.com").executeTakeFirstOrThrow();
  await db
    .updateTable("workspace_sessions")
    .set({ created_at: Date.now() - 20 * 60_000 })
    .where("member_id", "=", member.id)
    .execute();
  const before = await historyCount(server);
  await page.goto(at("/admin/team"));
  await page.getByLabel("Email", { exact: true }).fill("late@example.com");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(page.getByText("For this change, show your passkey again first")).toBeVisible();
  expect(await historyCount(server)).toBe(before);
  const old = await sessionCookieOf(page.context());

  await page.getByRole("link", { name: "Sign in again" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The session it replaced is over.
  expect((await fetch(at("/admin/team"), { headers: { Cookie: old }, redirect: "manual" })).status).toBe(302);
  await page.goto(at("/admin/team"));
  await page.getByLabel("Email", { exact: true }).fill("late@example.com");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(page.getByLabel("Invitation link (shown once):")).toBeVisible();
  expect(await historyCount(server, "member.invited")).toBeGreaterThanOrEqual(1);
});

test("sign-in attempts are limited per client", async () => {
  const own = await startWorkspaceServer();
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post(own, "/admin/sign-in", { credential: "{}", form_token: "x", client_token: "y" })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await post(own, "/admin/sign-in", { credential: "{}" });
    expect(limited.status).toBe(429);
    // Posted as a browser without JavaScript does: the document still says when to try again.
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(statuses[10]).toBe(429);
  } finally {
    await own.dispose();
  }
});

test("messages show each email's delivery state; a failed one is sent again", async ({ page }) => {
  await ownerPage(page, "mail-owner@example.com");
  const { db } = await server.database();
  // A contact message and its two emails, the admin's failed after its attempts.
  const contact = await db
    .insertInto("contact_messages")
    .values({
      created_at: Date.now(),
      lang: "en",
      name: "Carla",
      email: "carla@example.com",
      subject: "Frey in March",
      message: "Is there room?",
      excursion: null,
      client_hash: "h",
      client_token: null,
      confirmation: "queued",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const email = await db
    .insertInto("mail_outbox")
    .values({
      contact_id: contact.id,
      kind: "contact-admin",
      message_id: `<t${Date.now()}@example.com>`,
      envelope_from: "site@example.com",
      recipient: "guides@example.com",
      raw: "Subject: x\r\n\r\nx",
      status: "failed",
      attempts: 3,
      next_attempt_at: Date.now(),
      lease_owner: null,
      lease_until: null,
      last_error: "550 mailbox unavailable",
      created_at: Date.now(),
      sent_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  await page.goto(at("/admin"));
  await expect(page.locator('[data-count="failedEmails"]')).toHaveText("1");
  await page.goto(at("/admin/messages"));
  await expect(page.locator(`[data-message="${contact.id}"]`)).toContainText("Frey in March");
  const card = page.locator(`[data-email="${email.id}"]`);
  await expect(card).toContainText("Failed");
  await expect(card).toContainText("550 mailbox unavailable");
  const before = await historyCount(server, "email.requeued");
  await card.getByRole("button", { name: "Send again" }).click();
  await expect(card).not.toHaveAttribute("data-state", "failed");
  // The outbox's worker takes it (written to a file: no SMTP_URL).
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`[data-email="${email.id}"]`)).toHaveAttribute("data-state", "sent");
  }).toPass({ timeout: 15_000 });
  expect(await historyCount(server, "email.requeued")).toBe(before + 1);
});

test("an owner invites a guide; the guide reaches neither comments nor messages", async ({ page, browser }) => {
  await ownerPage(page, "boss@example.com");
  await page.goto(at("/admin/team"));
  await page.getByLabel("Email", { exact: true }).fill("guide@example.com");
  await page.getByLabel("Role", { exact: true }).selectOption("guide");
  await page.getByRole("button", { name: "Create invitation link" }).click();
  const link = await page.getByLabel("Invitation link (shown once):").inputValue();
  expect(link).toContain("/admin/invitation/");

  const guide = await browser.newPage();
  await addAuthenticator(guide);
  await register(guide, link);
  await expect(guide.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Requests", "Departures", "Catalogue", "Account"]);
  for (const path of ["/admin/comments", "/admin/messages", "/admin/team", "/admin/history"]) {
    const response = await guide.goto(at(path));
    expect(response?.status(), path).toBe(403);
    await expect(guide.getByRole("heading", { level: 1 })).toHaveText("Your role does not give access to this screen.");
  }
  const cookie = await sessionCookieOf(guide.context());
  const commentId = await postComment(server, "Dora", "A guide must not hide this");
  const fields = await formFields(server, "/admin/account", cookie);
  const before = await historyCount(server);
  const refused = await post(server, "/admin/comments", { ...fields, intent: "hide", id: String(commentId) }, { Cookie: cookie });
  expect(refused.status).toBe(403);
  const { db } = await server.database();
  expect((await db.selectFrom("comments").select("status").where("id", "=", commentId).executeTakeFirstOrThrow()).status).toBe("visible");
  expect(await historyCount(server)).toBe(before);
  await guide.close();
});

test("a post from another site changes nothing, even with the owner's session", async ({ page }) => {
  await ownerPage(page, "crosssite@example.com");
  const cookie = await sessionCookieOf(page.context());
  const commentId = await postComment(server, "Eva", "Cross-site posts must not hide me");
  const fields = await formFields(server, "/admin/comments", cookie);
  const before = await historyCount(server);
  const evil = await post(
    server,
    "/admin/comments",
    { ...fields, intent: "hide", id: String(commentId) },
    { Cookie: cookie, Origin: "https://evil.example" },
  );
  expect(evil.status).toBe(403);
  const noOrigin = await fetch(at("/admin/comments"), {
    method: "POST",
    body: new URLSearchParams({ ...fields, intent: "hide", id: String(commentId) }),
    headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(noOrigin.status).toBe(403);
  const { db } = await server.database();
  expect((await db.selectFrom("comments").select("status").where("id", "=", commentId).executeTakeFirstOrThrow()).status).toBe("visible");
  expect(await historyCount(server)).toBe(before);
  // The same form from our own page is taken, once: posted twice, it changes things once.
  expect((await post(server, "/admin/comments", { ...fields, intent: "hide", id: String(commentId) }, { Cookie: cookie })).status).toBe(
    200,
  );
  expect((await post(server, "/admin/comments", { ...fields, intent: "hide", id: String(commentId) }, { Cookie: cookie })).status).toBe(
    200,
  );
  expect(await historyCount(server)).toBe(before + 1);
  expect((await db.selectFrom("comments").select("status").where("id", "=", commentId).executeTakeFirstOrThrow()).status).toBe("hidden");
});

test("an expired session and a revoked one are refused", async ({ page, browser }) => {
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "sessions@example.com"));
  const { db } = await server.database();
  const member = await db
    .selectFrom("workspace_members")
    .select("id")
    .where("email", "=", "sessions@example.com")
    .executeTakeFirstOrThrow();

  // Unused for 30 days: gone.
  await db
    .updateTable("workspace_sessions")
    .set({ last_seen_at: Date.now() - 30 * 24 * 3600_000 - 60_000 })
    .where("member_id", "=", member.id)
    .execute();
  await page.goto(at("/admin/account"));
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  // Two devices; "sign out everywhere" on one ends the other's session too.
  await signIn(page, server);
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await addAuthenticator(secondPage);
  await register(secondPage, await inviteFromCommandLine(server, "sessions@example.com"));
  const secondCookie = await sessionCookieOf(second);
  expect((await fetch(at("/admin/account"), { headers: { Cookie: secondCookie }, redirect: "manual" })).status).toBe(200);
  await page.goto(at("/admin/account"));
  await expect(page.locator("[data-session]")).toHaveCount(2);
  // One other session ended on its own, then a new one signed out with every other.
  await page.getByRole("button", { name: "End this session" }).click();
  // The page comes back without it, and says so where its row was.
  await expect(page.locator("[data-session]")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Session ended." })).toBeInViewport();
  expect((await fetch(at("/admin/account"), { headers: { Cookie: secondCookie }, redirect: "manual" })).status).toBe(302);
  await signIn(secondPage, server);
  const thirdCookie = await sessionCookieOf(second);
  await page.goto(at("/admin/account"));
  await expect(page.locator("[data-session]")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const refused = await fetch(at("/admin/account"), { headers: { Cookie: thirdCookie }, redirect: "manual" });
  expect(refused.status).toBe(302);
  await secondPage.goto(at("/admin/comments"));
  await expect(secondPage).toHaveURL(/\/admin\/sign-in$/);
  await second.close();
});

test("axe finds no violations on the workspace's screens, in English and Spanish, at a phone's width", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await addAuthenticator(page);
  const link = await inviteFromCommandLine(server, "axe@example.com");
  await page.goto(link);
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations, formatViolations(results.violations, label)).toEqual([]);
  };
  await check("invitation");
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of screenPaths) {
    await page.goto(at(path));
    await check(path);
  }
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The same screen (the list's last), now in Spanish: on a phone, behind "Más" unless it is a daily one.
  if (!dailyScreens.includes(screens.at(-1)!)) await page.getByRole("button", { name: workspaceTexts.es.nav.more }).click();
  await expect(page.getByRole("navigation").getByRole("link", { name: workspaceTexts.es.nav[screens.at(-1)!] })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const path of screenPaths) {
    await page.goto(at(path));
    await check(`es ${path}`);
  }
  await page.goto(at("/admin/account"));
  await page.getByRole("button", { name: "Cerrar sesión", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
  await check("sign-in");
});
