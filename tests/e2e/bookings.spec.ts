/**
 * Dated departures and requests to book, as a visitor and the owner see them: the home page's
 * upcoming lists from the departures (and a departure gone the day after its last day, by a clock
 * set for the test), the Request to book form on an excursion page in every language, with and
 * without JavaScript, its errors, and the owner's commands changing what pages show.
 */
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures.ts";
import { testBusiness, testChatDigits } from "./business-details.ts";
import { startServer, type TestServer } from "./comments-server.ts";
import { waitForHydration } from "./content-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The season the tests' servers are installed in: 25 November 2026 in Bariloche, as the seed reads it. */
const INSTALLED = "2026-11-25T12:00:00-03:00";
/** A day `days` after the installed one, `YYYY-MM-DD`. */
const dayAfter = (days: number) => new Date(Date.UTC(2026, 10, 25 + days)).toISOString().slice(0, 10);

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: INSTALLED, BOOKING_RATE_LIMIT: "1000/600" }, { ownOrigin: true });
  // The business's channels set, as the owner does before launch: the chat link and the owner's email need them.
  await owner("business", "set", ...Object.entries(testBusiness).map(([field, value]) => `${field}=${value}`));
});
test.afterAll(async () => server?.dispose());

async function owner(command: string, ...args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [`scripts/owner/${command}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...server.env },
  });
  return stdout;
}

async function fillRequest(page: Page, values: { group?: string; name?: string; email?: string } = {}) {
  const form = page.locator("form.booking-form");
  await form.locator('input[name="departure"]').first().check();
  await form.locator('input[name="group_size"]').fill(values.group ?? "2");
  await form.locator('input[name="experience"]').first().check();
  // The volcano's price includes helmet and crampons: the form offers what it does not include.
  await expect(form.locator('input[name="gear"][value="helmet"]')).toHaveCount(0);
  await form.locator('input[name="gear"][value="sleepingbag"]').check();
  await form.locator('input[name="user_name"]').fill(values.name ?? "Ana Pérez");
  await form.locator('input[name="user_email"]').fill(values.email ?? "ana@example.org");
  await form.locator('input[name="phone"]').fill("+54 9 294 555-1234");
  await form.locator("textarea[name=message]").fill("Two of us, first volcano.");
  return form;
}

test("the home page lists the departures of the coming season, dates in <time>, the year when not this one", async ({ page }) => {
  await page.goto(`${server.url}/en`);
  const volcano = page.locator("#upcoming article").first();
  await expect(volcano.getByRole("heading", { level: 3 })).toHaveText("Lanín volcano ascent");
  await expect(volcano.locator('time[datetime="2027-10-19"]')).toHaveText("19");
  await expect(volcano.locator("dd").first()).toHaveText(/October 19\s*–\s*20, 2027/);
  const courses = page.locator("#courses article");
  await expect(courses).toHaveCount(4);
  await expect(courses.filter({ hasText: "Transfer to Piedra Parada" }).locator('time[datetime="2027-08-30"]')).toHaveCount(1);
  await expect(courses.filter({ hasText: "To be confirmed" })).toHaveCount(3);
  await page.goto(`${server.url}/es`);
  await expect(page.locator("#upcoming article dd").first()).toHaveText(/19\s*–\s*20 de octubre de 2027/);
});

test("an excursion page shows its next departures and a Request to book form that passes axe", async ({ page }) => {
  await page.goto(`${server.url}/en/trekking-lanin`);
  const departures = page.locator(".booking-departures");
  await expect(departures).toContainText("5 seats left");
  await expect(departures.locator('time[datetime="2027-10-20"]')).toHaveCount(1);
  // Its one dated departure with seats starts chosen, not "Other dates".
  await expect(departures.locator('input[name="departure"]').first()).toBeChecked();
  await expect(departures.getByLabel("Other dates (tell us below)")).not.toBeChecked();
  await page.locator("form.booking-form").scrollIntoViewIfNeeded();
  const results = await new AxeBuilder({ page }).include(".booking-request").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

/** The JSON-LD of a page's head, as a list of items. */
async function jsonLd(url: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(url)).text();
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = JSON.parse(text) as Record<string, unknown>;
  return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
}

test("each dated departure is a schema.org Event of the excursion page, with its offer; no ratings", async () => {
  const items = await jsonLd(`${server.url}/en/trekking-lanin`);
  const events = items.filter((item) => item["@type"] === "Event");
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    name: "Lanín volcano ascent",
    startDate: "2027-10-19",
    endDate: "2027-10-20",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: "Lanín National Park, Neuquén" },
    organizer: { "@id": `${server.url}/#business` },
    offers: { "@type": "Offer", price: 520, priceCurrency: "USD", availability: "https://schema.org/InStock" },
  });
  expect(items.find((item) => item["@type"] === "SportsActivityLocation")).toMatchObject({
    "@id": `${server.url}/#business`,
    name: "Bariloche Vertical",
  });
  expect(JSON.stringify(items)).not.toMatch(/aggregateRating|"review"/);
  // Every excursion page carries the excursion with its prices as numbers (the catalogue's); one
  // without dated departures has no event.
  const baptism = await jsonLd(`${server.url}/en/bautismo`);
  expect(baptism.map((item) => item["@type"])).toEqual(["SportsActivityLocation", "TouristTrip"]);
  expect(baptism[1]).toMatchObject({
    name: "Introduction to rock climbing: your first climb",
    offers: [{ "@type": "Offer", price: 50, priceCurrency: "USD" }],
  });
  const frey = (await jsonLd(`${server.url}/es/escaladarocafrey`)).find((item) => item["@type"] === "TouristTrip");
  expect(frey?.offers).toMatchObject([{ price: 200 }, { price: 175 }, { price: 150 }]);
});

const answers = {
  en: { success: /Request received! Your reference is (BV-\w{6})\. We answer within 24 hours\./, subject: "We received your request" },
  es: {
    success: /¡Recibimos tu solicitud! Tu referencia es (BV-\w{6})\. Respondemos dentro de las 24 horas\./,
    subject: "Recibimos tu solicitud",
  },
  fr: {
    success: /Demande reçue\s! Votre référence est (BV-\w{6})\. Nous répondons sous 24 heures\./,
    subject: "Nous avons reçu votre demande",
  },
  pt: { success: /Pedido recebido! Sua referência é (BV-\w{6})\. Respondemos em até 24 horas\./, subject: "Recebemos seu pedido" },
  it: {
    success: /Richiesta ricevuta! Il tuo riferimento è (BV-\w{6})\. Rispondiamo entro 24 ore\./,
    subject: "Abbiamo ricevuto la tua richiesta",
  },
} as const;

for (const [lang, answer] of Object.entries(answers)) {
  test(`a request sent in ${lang} is stored, quoted by its reference, emailed in ${lang}, and carried by the chat button`, async ({
    page,
  }) => {
    await page.goto(`${server.url}/${lang}/trekking-lanin`);
    const form = await fillRequest(page, { email: `visitor-${lang}@example.org` });
    await form.locator('button[type="submit"]').click();
    const status = page.locator(".booking-status");
    await expect(status).toContainText(answer.success);
    const reference = answer.success.exec((await status.textContent()) ?? "")![1]!;
    const chat = new URL((await status.locator(".booking-block__chat").getAttribute("href"))!);
    // The thanks alone: the form does not show again under it, until asked for.
    await expect(page.locator("form.booking-form")).toHaveCount(0);
    expect(chat.pathname).toBe(`/${testChatDigits}`);
    expect(chat.searchParams.get("text")).toContain(reference);
    // The visitor's email, in the page's language, left through the outbox (.eml files here).
    const mailDir = path.join(server.env.DATA_DIR!, "mail");
    await expect
      .poll(async () => {
        for (const name of await readdir(mailDir).catch(() => [] as string[])) {
          // Whole files only: the transport writes a temporary file, then renames it.
          if (!name.includes("booking-confirmation") || !name.endsWith(".eml")) continue;
          const raw = await readFile(path.join(mailDir, name), "utf8");
          if (raw.includes(reference) && raw.includes(`visitor-${lang}@example.org`)) return raw;
        }
        return "";
      })
      .toContain(reference);
    expect(await owner("requests", "show", reference)).toContain(`visitor-${lang}@example.org`);
  });
}

/** The errors shown under the fields of the request form, and the list above it, in the form's order. */
async function shownErrors(page: Page) {
  const form = page.locator("form.booking-form");
  return {
    fields: await form.locator(".booking-form__error").allTextContents(),
    summary: await form.locator(".booking-summary li").allTextContents(),
  };
}

const allAtOnce = {
  fields: [
    "Elegí una salida o contanos tus fechas preferidas.",
    "El grupo debe ser de 1 a 30 personas.",
    "Contanos sobre tu experiencia.",
    "El nombre es obligatorio.",
    "El formato del email no es válido.",
  ],
  summary: [
    "Fecha de inicio preferida: Elegí una salida o contanos tus fechas preferidas.",
    "Cantidad de personas del grupo: El grupo debe ser de 1 a 30 personas.",
    "Tu experiencia: Contanos sobre tu experiencia.",
    "Nombre: El nombre es obligatorio.",
    "Email: El formato del email no es válido.",
  ],
};

/** "Other dates" with no date, too large a group, no experience, no name, a broken email. */
async function sendEverythingWrong(page: Page) {
  const form = page.locator("form.booking-form");
  await form.getByLabel("Otras fechas (contanos abajo)").check();
  await form.locator('input[name="group_size"]').fill("1000");
  await form.locator('input[name="user_email"]').fill("ana@");
  await form.locator('button[type="submit"]').click();
}

test("every error at once under its field and listed above the form, the missing dates with the rest; nothing stored", async ({ page }) => {
  await page.goto(`${server.url}/es/trekking-lanin`);
  await sendEverythingWrong(page);
  const form = page.locator("form.booking-form");
  await expect(form.locator(".booking-summary li")).toHaveCount(5);
  expect(await shownErrors(page)).toEqual(allAtOnce);
  await expect(form.locator("#booking-group_size-error")).toHaveText("El grupo debe ser de 1 a 30 personas.");
  await expect(form.locator('input[name="group_size"]')).toHaveAttribute("aria-invalid", "true");
  // The first field to fix has the focus; each line of the list leads to its field.
  await expect(form.locator('input[name="date_from"]')).toBeFocused();
  await expect(form.locator(".booking-summary a").nth(3)).toHaveAttribute("href", "#booking-user_name");
  // A date in the past comes with the other problems too.
  await form.locator('input[name="date_from"]').fill("2020-01-01");
  await form.locator('input[name="user_email"]').fill("");
  await form.locator('button[type="submit"]').click();
  await expect(form.locator("#booking-date_from-error")).toHaveText("Esta fecha ya pasó.");
  await expect(form.locator("#booking-user_email-error")).toHaveText("El email es obligatorio.");
  await expect(form.locator(".booking-summary li")).toHaveCount(5);
  expect(await owner("requests", "list", "--search", "ana@example.org")).toContain("0 request(s)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts and the page answers with the reference, or with the errors and what was typed", async ({ page }) => {
    await page.goto(`${server.url}/fr/trekking-lanin`);
    let form = page.locator("form.booking-form");
    await form.locator('input[name="user_name"]').fill("Jeanne");
    await form.locator('button[type="submit"]').click();
    form = page.locator("form.booking-form");
    await expect(form.locator("#booking-user_email-error")).toHaveText("L'e-mail est obligatoire.");
    await expect(form.locator('input[name="user_name"]')).toHaveValue("Jeanne");
    await fillRequest(page, { name: "Jeanne", email: "jeanne@example.org" });
    await page.locator('form.booking-form button[type="submit"]').click();
    await expect(page.locator(".booking-status")).toContainText(answers.fr.success);
    await expect(page.locator("form.booking-form")).toHaveCount(0);
    // Asked again: the form is back, empty.
    await page.getByRole("link", { name: "Faire une autre demande (autre départ ou autre groupe)" }).click();
    await expect(page.locator('form.booking-form input[name="user_name"]')).toHaveValue("");
  });

  test("every error comes in one answer, listed above the form and under each field", async ({ page }) => {
    await page.goto(`${server.url}/es/trekking-lanin`);
    await sendEverythingWrong(page);
    await expect(page.locator("form.booking-form .booking-summary li")).toHaveCount(5);
    expect(await shownErrors(page)).toEqual(allAtOnce);
    await expect(page.locator('form.booking-form input[name="group_size"]')).toHaveValue("1000");
    await expect(page.getByLabel("Otras fechas (contanos abajo)")).toBeChecked();
  });
});

test("the owner's commands: confirming takes the seats, cancelling shows on the page's next load", async ({ page }) => {
  // Four owner commands, each a process of its own, beside three page loads.
  test.setTimeout(120_000);
  await page.goto(`${server.url}/en/trekking-lanin`);
  const form = await fillRequest(page, { group: "3", email: "group@example.org" });
  await form.locator('button[type="submit"]').click();
  await expect(page.locator(".booking-status")).toContainText(answers.en.success);
  const reference = answers.en.success.exec((await page.locator(".booking-status").textContent()) ?? "")![1]!;
  expect(await owner("requests", "confirm", reference)).toContain("Now confirmed");
  await page.goto(`${server.url}/en/trekking-lanin`);
  await expect(page.locator(".booking-departures")).toContainText("2 seats left");
  // A group of three no longer fits.
  const again = await fillRequest(page, { group: "3", email: "late@example.org" });
  await again.locator('button[type="submit"]').click();
  await expect(again.locator("#booking-group_size-error")).toHaveText(
    "This departure has 2 seats left: choose a smaller group or other dates.",
  );

  const listed = await owner("departures", "list", "--offer", "trekkingLanin");
  const id = /#(\d+)\s+trekkingLanin/.exec(listed)![1]!;
  expect(await owner("departures", "cancel", id)).toContain("CANCELLED");
  await page.goto(`${server.url}/en/trekking-lanin`);
  await expect(page.locator(".booking-departures")).toContainText("Cancelled");
  await expect(page.locator(`.booking-departures input[type="radio"][value="${id}"]`)).toBeDisabled();
  const cancelled = (await jsonLd(`${server.url}/en/trekking-lanin`)).find((item) => item["@type"] === "Event");
  expect(cancelled).toMatchObject({
    eventStatus: "https://schema.org/EventCancelled",
    offers: { availability: "https://schema.org/SoldOut" },
  });
  await page.goto(`${server.url}/en`);
  await expect(page.locator("#upcoming")).toContainText("No excursions scheduled. News coming soon!");
});

test.describe("the departure a request starts with", () => {
  /** Cerro Ventana's departures, added in no order: the nearest is full, the next one has seats. */
  const ids = { later: "", nearestFull: "", nearest: "" };
  test.beforeAll(async () => {
    // Four owner commands, each a process of its own.
    test.setTimeout(120_000);
    const add = async (from: number, seats: number) =>
      /#(\d+)/.exec(await owner("departures", "add", "--offer", "ventana", "--from", dayAfter(from), "--seats", String(seats)))![1]!;
    ids.later = await add(40, 4);
    ids.nearestFull = await add(10, 2);
    ids.nearest = await add(20, 3);
    await owner("departures", "change", ids.nearestFull, "--status", "full");
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    for (const id of Object.values(ids)) if (id) await owner("departures", "cancel", id);
  });

  const radio = (page: Page, id: string) => page.locator(`form.booking-form input[name="departure"][value="${id}"]`);

  test("is the nearest with a seat left, by the business's clock, in the server's HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/escaladarocacerroventana`);
    await expect(radio(page, ids.nearest)).toBeChecked();
    await expect(radio(page, ids.nearestFull)).toBeDisabled();
    await expect(radio(page, ids.later)).not.toBeChecked();
    await expect(page.getByLabel("Other dates (tell us below)")).not.toBeChecked();
    // A link naming another departure: that one, without JavaScript too.
    await page.goto(`${server.url}/en/escaladarocacerroventana?departure=${ids.later}#request`);
    await expect(radio(page, ids.later)).toBeChecked();
    await expect(radio(page, ids.nearest)).not.toBeChecked();
    // A departure that cannot be asked for: the nearest again.
    await page.goto(`${server.url}/en/escaladarocacerroventana?departure=${ids.nearestFull}`);
    await expect(radio(page, ids.nearest)).toBeChecked();
    await context.close();
  });

  test("a home card leads to its excursion's form with its departure chosen; the page without it is unchanged", async ({ page }) => {
    await page.goto(`${server.url}/es`);
    const card = page.locator(`#upcoming article[data-departure="${ids.later}"]`);
    // One link per card, named by the excursion and what it leads to; nothing else in it takes a tap.
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(/^[^→]*cerro Ventana Solicitar reserva$/);
    await expect(link).toHaveAttribute("href", `/es/escaladarocacerroventana?departure=${ids.later}#request`);
    await expect(card.locator("button, input, select, textarea, [tabindex]")).toHaveCount(0);
    // The whole card takes the tap: here on its picture's corner.
    await card.click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(`${server.url}/es/escaladarocacerroventana?departure=${ids.later}#request`);
    await expect(radio(page, ids.later)).toBeChecked();
    await expect(page.getByRole("heading", { name: "Solicitar reserva" })).toBeInViewport();
    // Once hydrated it stays so; and the cached page everyone gets still starts with the nearest.
    await waitForHydration(page);
    await expect(radio(page, ids.later)).toBeChecked();
    await page.goto(`${server.url}/es/escaladarocacerroventana`);
    await expect(radio(page, ids.nearest)).toBeChecked();
    await page.goto(`${server.url}/escaladarocacerroventana`);
    await expect(radio(page, ids.nearest)).toBeChecked();
  });
});

test("a departure shows through its last day in Bariloche and is gone the next day; the empty messages in every language", async () => {
  const later = await startServer({ TEST_CLOCK: INSTALLED }, { ownOrigin: true });
  try {
    // The same install, its clock moved on: 20 October 2027, 23:30 in Bariloche.
    await later.stop();
    later.env.TEST_CLOCK = "2027-10-20T23:30:00-03:00";
    await later.restart();
    let html = await (await fetch(`${later.url}/en`)).text();
    // React writes the attribute as `dateTime` (HTML attribute names know no case).
    expect(html).toMatch(/datetime="2027-10-19"/i);
    await later.stop();
    later.env.TEST_CLOCK = "2027-10-21T00:30:00-03:00";
    await later.restart();
    html = await (await fetch(`${later.url}/en`)).text();
    expect(html).not.toMatch(/datetime="2027-10-19"/i);
    const empty = {
      en: "No excursions scheduled. News coming soon!",
      es: "No hay excursiones programadas. ¡Pronto habrá novedades!",
      fr: "Aucune excursion programmée pour le moment. Des nouveautés très bientôt !",
      pt: "Nenhuma excursão programada. Novidades em breve!",
      it: "Nessuna escursione in programma. Novità in arrivo!",
    } as const;
    for (const [lang, text] of Object.entries(empty)) {
      html = await (await fetch(`${later.url}/${lang}`)).text();
      // French puts a no-break space before "!".
      expect(html.replace(/[\u00a0\u202f]/g, " ")).toContain(text);
    }
  } finally {
    await later.dispose();
  }
});
