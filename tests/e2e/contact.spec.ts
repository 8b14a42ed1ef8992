import { seededCatalogue } from "../../app/catalogue/seed/seeded-catalogue.server.ts";
import { execFile } from "node:child_process";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures.ts";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { excursionName } from "../../app/content/excursions/index.ts";
import { startSmtpServer, type TestSmtpServer } from "../../app/mail/testing/smtp.ts";
import { startServer, type TestServer } from "./comments-server.ts";
import { controlBoxes } from "./content-helpers.ts";
import { contactLimits } from "../../app/contact/schema.ts";
import { lengthHint } from "../../app/forms/length.ts";

/**
 * The contact form in Chromium. The form's behaviour runs against the shared test server; the
 * delivery tests start a server of their own that sends to a real SMTP server started here.
 */

const fieldLabels = { name: "Name", email: "Email", subject: "Subject", message: "Message" } as const;

/**
 * The states of a server's emails (its SQLite outbox). A row marked sent is never claimed again:
 * once every row is sent, no further delivery can come, and the SMTP server's count is final.
 */
function outboxStates(server: TestServer): string[] {
  const database = new DatabaseSync(path.join(server.env.DATA_DIR!, "site.sqlite"), { readOnly: true });
  try {
    return (database.prepare("select status from mail_outbox order by id").all() as { status: string }[]).map((row) => row.status);
  } finally {
    database.close();
  }
}

async function hydrated(page: Page) {
  await page.locator("form.contact-form[data-hydrated]").waitFor();
}

async function fill(page: Page, values: Partial<Record<keyof typeof fieldLabels, string>>) {
  for (const [key, value] of Object.entries(values)) {
    await page.getByLabel(fieldLabels[key as keyof typeof fieldLabels], { exact: true }).fill(value);
  }
}

async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectEmptyForm(page: Page) {
  for (const label of Object.values(fieldLabels)) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });

async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).include(".contact-page").withTags(wcagTags).analyze();
  expect(results.violations.length, formatViolations(results.violations, `contact form, ${state}`)).toBe(0);
}

test.describe("with JavaScript", () => {
  test("an empty submit shows the four errors at once and focuses the first", async ({ page }) => {
    await page.goto("/en/contactForm");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    for (const label of Object.values(fieldLabels)) {
      await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    }
    await sendButton(page).click();
    await expectFieldError(page, "Name", "Name is required.");
    await expectFieldError(page, "Email", "Email is required.");
    // The subject's and the message's limits are said beside them, after the error.
    await expectFieldError(page, "Subject", `Subject is required. ${lengthHint("en", contactLimits.subject)}`);
    await expectFieldError(page, "Message", `Message is required. ${lengthHint("en", contactLimits.message)}`);
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("");
    await expectAccessible(page, "with errors");
  });

  test("a malformed email shows the format error only, in the page's language", async ({ page }) => {
    await page.goto("/fr/contactForm");
    await hydrated(page);
    await page.getByLabel("Nom", { exact: true }).fill("Marie");
    await page.getByLabel("E-mail", { exact: true }).fill("marie@exemple");
    await page.getByLabel("Objet", { exact: true }).fill("Grimpe");
    await page.getByLabel("Message", { exact: true }).fill("Bonjour !");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const email = page.getByLabel("E-mail", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Format d'e-mail invalide.");
    await expect(email).toBeFocused();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  });

  test("a valid submit shows the success message and clears the fields, without reloading the page", async ({ page }) => {
    await page.goto("/en/contactForm");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // Errors first, then a correct submit: the errors go away.
    await sendButton(page).click();
    await expectFieldError(page, "Name", "Name is required.");
    await fill(page, { name: "Ana Pérez", email: "ana.js@example.org", subject: "Frey in January", message: "Two climbers,\nfive days." });
    await sendButton(page).click();
    const success = page.getByRole("status");
    await expect(success).toHaveText("Your message has been sent!");
    await expect(success.getByText("Your message has been sent!")).toBeFocused();
    await expectEmptyForm(page);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectAccessible(page, "after sending");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

test("a post that cannot reach the server says so and keeps what was typed", async ({ page }) => {
  await page.goto("/en/contactForm");
  await hydrated(page);
  await page.route("**/contactForm.data**", (route) => route.abort("internetdisconnected"));
  const typed = { name: "Ana", email: "ana.offline@example.org", subject: "Offline", message: "Written on the bus." };
  await fill(page, typed);
  await sendButton(page).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/the connection failed/);
  await expect(alert).toBeFocused();
  for (const [key, value] of Object.entries(typed)) {
    await expect(page.getByLabel(fieldLabels[key as keyof typeof fieldLabels], { exact: true })).toHaveValue(value);
  }
  // Once the connection is back, the same form goes through.
  await page.unroute("**/contactForm.data**");
  await sendButton(page).click();
  await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty submit comes back with the four errors, the first field focused", async ({ page }) => {
    await page.goto("/en/contactForm");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/en\/contactForm$/);
    await expectFieldError(page, "Name", "Name is required.");
    await expectFieldError(page, "Email", "Email is required.");
    // The subject's and the message's limits are said beside them, after the error.
    await expectFieldError(page, "Subject", `Subject is required. ${lengthHint("en", contactLimits.subject)}`);
    await expectFieldError(page, "Message", `Message is required. ${lengthHint("en", contactLimits.message)}`);
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  });

  test("a malformed email comes back with the format error and everything typed", async ({ page }) => {
    await page.goto("/es/contactForm");
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
    await page.getByLabel("Email", { exact: true }).fill("lucia.example.org");
    await page.getByLabel("Asunto", { exact: true }).fill("Bautismo");
    await page.getByLabel("Mensaje", { exact: true }).fill("¡Hola!\nSomos tres.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAccessibleDescription("El formato del email no es válido.");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("lucia.example.org");
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Lucía");
    await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("¡Hola!\nSomos tres.");
  });

  test("a valid submit comes back with the success message and an empty form", async ({ page }) => {
    await page.goto("/en/contactForm");
    await fill(page, { name: "Tom", email: "tom.nojs@example.org", subject: "Rental", message: "A rope for three days." });
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
    await expectEmptyForm(page);
  });
});

test.describe("from an excursion page", () => {
  test("the booking block's link fills the subject with the excursion's name", async ({ page }) => {
    await page.goto("/en/escaladarocafrey");
    await page.locator(".booking-block").getByRole("link", { name: "Send us a message" }).click();
    await expect(page).toHaveURL(/\/en\/contactForm\?excursion=freyclimb$/);
    const name = excursionName(seededCatalogue(), "freyclimb", "en");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(`Booking: ${name}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("a link opened directly, in Spanish, without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "es-AR" });
    const page = await context.newPage();
    await page.goto("/contactForm?excursion=trekkingLanin");
    await expect(page.getByLabel("Asunto", { exact: true })).toHaveValue(
      `Reserva: ${excursionName(seededCatalogue(), "trekkingLanin", "es")}`,
    );
    await page.goto("/es/contactForm?excursion=nonsense");
    await expect(page.getByLabel("Asunto", { exact: true })).toHaveValue("");
    await context.close();
  });
});

test.describe("delivery", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: "guides@example.com",
      MAIL_FROM: "Bariloche Vertical <hola@example.com>",
    });
  });
  test.afterAll(async () => {
    await server?.dispose();
    await smtp?.stop();
  });

  test("a message sent from the page reaches the business and the visitor, each once", async ({ page }) => {
    await page.goto(`${server.url}/pt/contactForm?excursion=bautismo`);
    await hydrated(page);
    await page.getByLabel("Nome", { exact: true }).fill("João Silva");
    await page.getByLabel("E-mail", { exact: true }).fill("joao@example.com.br");
    await page.getByLabel("Mensagem", { exact: true }).fill("Olá!\nQueremos fazer o batismo em janeiro.");
    const sent = Date.now();
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status")).toHaveText("Sua mensagem foi enviada!");
    const mails = await smtp.waitFor(2, 15_000);
    const delivered = Math.max(...mails.map((mail) => mail.at)) - sent;
    console.log(`[measure] click to both emails accepted by the SMTP server: ${delivered} ms`);

    const admin = mails.find((mail) => mail.envelope.to.includes("guides@example.com"))!;
    const confirmation = mails.find((mail) => mail.envelope.to.includes("joao@example.com.br"))!;
    expect(admin.parsed.replyTo?.value[0]).toEqual({ address: "joao@example.com.br", name: "João Silva" });
    expect(admin.parsed.subject).toBe(`Formulario de contacto: Reserva: ${excursionName(seededCatalogue(), "bautismo", "pt")}`);
    expect(admin.parsed.text).toContain("Queremos fazer o batismo em janeiro.");
    expect(confirmation.parsed.subject).toBe("Recebemos sua mensagem – Bariloche Vertical");
    // What the message is about, in the visitor's language; nothing they typed.
    expect(confirmation.parsed.text).toContain(
      `Sua mensagem é sobre esta excursão: ${excursionName(seededCatalogue(), "bautismo", "pt")}.`,
    );
    expect(confirmation.parsed.text).not.toContain("João");
    expect(confirmation.parsed.text).not.toContain("batismo em janeiro");
    await expect.poll(() => outboxStates(server)).toEqual(["sent", "sent"]);
    expect(smtp.received).toHaveLength(2);
  });
});

test("a message stored while the mail server is down survives a restart, then each email arrives once", async ({ page }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpServer();
  await smtp.stop();
  const site = await startServer({ SMTP_URL: smtp.url, ADMIN_EMAIL: "guides@example.com" });
  try {
    await page.goto(`${site.url}/en/contactForm`);
    await hydrated(page);
    await fill(page, { name: "Kim", email: "kim@example.org", subject: "Lanín", message: "Is there room in March?" });
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText("Your message has been sent!");

    // Nothing can be delivered yet. The server stops (as in a deployment), the mail server comes back, the site starts again.
    await site.stop("SIGTERM");
    await smtp.start();
    await site.restart();
    const mails = await smtp.waitFor(2, 60_000);
    expect(mails.map((mail) => mail.envelope.to[0]).sort()).toEqual(["guides@example.com", "kim@example.org"]);
    await expect.poll(() => outboxStates(site)).toEqual(["sent", "sent"]);
    expect(smtp.received).toHaveLength(2);

    // The outbox, as the business sees it.
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner/outbox.ts"], {
      env: { ...process.env, ...site.env },
    });
    expect(stdout).toContain("0 pending, 0 sending, 2 sent, 0 failed");
  } finally {
    await site.dispose();
    await smtp.stop();
  }
});

test("a message the server cannot take shows a translated error and keeps what was typed", async ({ page }) => {
  // A server that takes one message per client: the second is refused.
  const strict = await startServer({ CONTACT_RATE_LIMIT: "1/3600" });
  try {
    await page.goto(`${strict.url}/it/contactForm`);
    await hydrated(page);
    const values = { Nome: "Giulia", Email: "giulia@example.it", Oggetto: "Ventana", Messaggio: "Ciao!\nSiamo in due." };
    const fillAll = async () => {
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    };
    await fillAll();
    await page.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(page.getByRole("status")).toHaveText("Il tuo messaggio è stato inviato!");
    await fillAll();
    await page.getByRole("button", { name: "Invia messaggio" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/Hai inviato diversi messaggi in poco tempo/);
    await expect(alert).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("");
    for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  } finally {
    await strict.dispose();
  }
});

test("every control of the form is at least 44 px tall, drawn like the site's text fields", async ({ page }) => {
  await page.goto("/es/contactForm");
  const controls = await controlBoxes(page, "form.contact-form");
  expect(controls.length).toBeGreaterThanOrEqual(5);
  for (const control of controls) expect(control, control.name).toMatchObject({ short: false, styled: true });
});
