import { startSmtpServer } from "../../app/mail/testing/smtp.ts";
import { addDeparture } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { startInstance } from "./instances.ts";
import {
  addAuthenticator,
  inviteFromCommandLine,
  postBookingRequest,
  register,
  WORKSPACE_CLOCK,
  workspaceServerOf,
} from "./workspace-helpers.ts";

/**
 * A traveller's request to cancel, sent from their booking page, reaches the business: one email
 * through the outbox, in Spanish, kept through a mail outage and a restart; and the workspace's
 * Home counts it among what waits, with the reviews waiting for moderation.
 */
test("a request to cancel reaches the business once, in Spanish, through a mail outage and a restart, and waits on Home with the reviews to moderate", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const smtp = await startSmtpServer();
  await smtp.stop();
  const site = await startInstance(
    {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: "guides@example.com",
      BOOKING_RATE_LIMIT: "1000/600",
      TEST_CLOCK: WORKSPACE_CLOCK,
    },
    { host: "localhost", ownOrigin: true },
  );
  const own = workspaceServerOf(site);
  try {
    const { db } = await own.database();
    const departureId = await addDeparture(await own.database(), "trekkingLanin", 20, 22);
    const reference = await postBookingRequest(
      own,
      { name: "Clara Rossi", email: "clara@example.org", groupSize: 2 },
      "/it/trekking-lanin",
    );
    const { id } = await db.selectFrom("booking_requests").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
    await addAuthenticator(page);
    await register(page, await inviteFromCommandLine(own, "cancel-owner@example.com", "owner"));
    await page.goto(`${site.url}/admin/requests/${id}`);
    await page.getByLabel("Departure").selectOption(String(departureId));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("button", { name: "Yes, confirm and send it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
    await page.getByRole("button", { name: "Show the link to copy" }).click();
    const link = await page.getByLabel("Link to the booking page (copy it and send it)").inputValue();

    // Nothing waits on Home yet.
    await page.goto(`${site.url}/admin`);
    await expect(page.locator('[data-count="cancelAsked"]')).toHaveCount(0);
    await expect(page.locator('[data-count="pendingReviews"]')).toHaveCount(0);

    // The traveller asks to cancel (a plain form post), twice: one request to cancel, one email.
    for (const reason of ["Volo cancellato.", "Volo cancellato."]) {
      await fetch(link, {
        method: "POST",
        body: new URLSearchParams({ intent: "cancel", reason }),
        headers: { Origin: site.url },
        redirect: "manual",
      });
    }
    // A review waiting for the owner.
    await db
      .insertInto("booking_reviews" as never)
      .values({
        request_id: id,
        offer: "trekkingLanin",
        lang: "it",
        author: "Clara",
        rating: 5,
        text: "Bellissimo.",
        status: "pending",
        created_at: Date.now(),
      } as never)
      .execute();
    await page.reload();
    await expect(page.locator('[data-count="cancelAsked"]')).toHaveText("1");
    await expect(page.locator('[data-count="pendingReviews"]')).toHaveText("1");
    await page.locator("a", { has: page.locator('[data-count="pendingReviews"]') }).click();
    await expect(page.locator("#ws-reviews-title")).toBeVisible();
    await page.goto(`${site.url}/admin`);
    await page.locator("a", { has: page.locator('[data-count="cancelAsked"]') }).click();
    await expect(page).toHaveURL(`${site.url}/admin/requests/${id}`);
    await expect(page.locator("[data-cancellation=asked]")).toContainText("Volo cancellato.");

    // The mail server was down all along: the server stops, the mail server comes back, the server starts again.
    await site.stop("SIGTERM");
    await smtp.start();
    await site.restart();
    const toBusiness = () => smtp.received.filter((mail) => (mail.parsed.subject ?? "").startsWith("Solicitud de cancelación"));
    await expect.poll(() => toBusiness().length, { timeout: 60_000 }).toBe(1);
    const mail = toBusiness()[0]!;
    expect(mail.envelope.to).toEqual(["guides@example.com"]);
    expect(mail.parsed.subject).toContain(reference);
    expect(mail.parsed.text).toContain(`Clara Rossi pide cancelar la reserva ${reference}`);
    expect(mail.parsed.text).toContain("Volo cancellato.");
    expect(mail.parsed.text).toContain(`${site.url}/admin/requests/${id}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(toBusiness()).toHaveLength(1);

    // Answered: it no longer waits.
    await page.goto(`${site.url}/admin/requests/${id}`);
    await page.getByLabel("Why not (the traveller reads it on their page)").fill("Possiamo spostarla a un'altra data.");
    await page.getByRole("button", { name: "Keep the booking (do not cancel it)" }).click();
    await expect(page.locator("[data-cancellation=refused]")).toBeVisible();
    await page.goto(`${site.url}/admin`);
    await expect(page.locator('[data-count="cancelAsked"]')).toHaveCount(0);
  } finally {
    await own.dispose();
    await smtp.stop();
  }
});
