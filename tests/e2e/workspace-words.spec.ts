/**
 * The workspace in the owner's words, on a phone in Spanish: Home says what waits at the very first
 * sign-in (requests not answered, comments not read, messages to handle), a request shows its
 * visitor's choices by name, the figures and their CSV files name pages, excursions, languages and
 * regions and write numbers the Spanish way, the Photos screen offers places by what they show, and
 * a photo described in Spanish only is saved and described in Spanish on a French page.
 */
import { seededCatalogue } from "../../app/catalogue/seed/seeded-catalogue.server.ts";
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { departureText } from "../../app/bookings/workspace/bookings.server.ts";
import { offerName } from "../../app/photos/workspace/labels.server.ts";
import { expect, test, type Page } from "./fixtures.ts";
import {
  addAuthenticator,
  daysAfterClock,
  inviteFromCommandLine,
  postBookingRequest,
  postComment,
  register,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

let server: WorkspaceServer;
let page: Page;
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const formToken = async (path: string) => /name="form_token" value="([^"]+)"/.exec(await (await fetch(`${server.url}${path}`)).text())![1]!;

/** A visitor's contact message, as the contact page's form posts it. */
async function postMessage(name: string) {
  const response = await fetch(`${server.url}/en/contactForm`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      form_token: await formToken("/en/contactForm"),
      client_token: randomBytes(18).toString("base64url"),
      website: "",
      user_name: name,
      user_email: `${name.toLowerCase()}@example.com`,
      subject: "Lanín",
      message: "¿Hay lugar en enero?",
    }),
  });
  expect(await response.text()).toContain("contact-message--success");
}

test.beforeAll(async ({ browser }) => {
  // A server, six posts from visitors and an owner's first sign-in.
  test.slow();
  server = await startWorkspaceServer();
  // What waits before the owner ever signs in: two requests, two comments, two messages.
  await postBookingRequest(server, { name: "Ana", email: "ana@example.com" });
  await postBookingRequest(server, { name: "Bruno", email: "bruno@example.com" });
  await postComment(server, "Carla", "¡Qué buen día en la roca!");
  await postComment(server, "Dario", "Volvemos el año que viene.");
  await postMessage("Elena");
  await postMessage("Franco");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-AR" });
  await context.addCookies([{ name: "lang", value: "es", url: server.url }]);
  page = await context.newPage();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "duena@bariloche.example"));
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.dispose();
});

test("at the first sign-in Home counts what waits, in words, each a link to its screen; reading comments clears theirs", async () => {
  const counts = page.locator(".ws-counts");
  await expect(counts.getByRole("link", { name: "2 solicitudes de reserva sin responder" })).toHaveAttribute(
    "href",
    "/admin/requests?state=new",
  );
  await expect(counts.getByRole("link", { name: "2 comentarios sin leer" })).toHaveAttribute("href", "/admin/comments");
  await expect(counts.getByRole("link", { name: "2 mensajes de contacto por atender" })).toHaveAttribute("href", "/admin/messages");
  await expect(page.locator("[data-nothing-waits]")).toHaveCount(0);
  // Opening Home again changes nothing: it is still waiting.
  await page.reload();
  await expect(page.locator('[data-count="unanswered"]')).toHaveText("2");
  await expect(page.locator('[data-count="unreadComments"]')).toHaveText("2");
  // Read: the comments are no longer counted; the requests still are.
  await page.goto(`${server.url}/admin/comments`);
  await page.goto(`${server.url}/admin`);
  await expect(page.locator('[data-count="unreadComments"]')).toHaveCount(0);
  await expect(page.locator('[data-count="unanswered"]')).toHaveText("2");
  // One answered: "1 solicitud", singular.
  const { db } = await server.database();
  const first = await db.selectFrom("booking_requests").select("id").orderBy("id").executeTakeFirstOrThrow();
  await db.updateTable("booking_requests").set({ status: "answered" }).where("id", "=", first.id).execute();
  await page.reload();
  await expect(page.locator(".ws-counts").getByRole("link", { name: "1 solicitud de reserva sin responder" })).toBeVisible();
});

test("a request shows the visitor's experience, gear and language by their names", async () => {
  const response = await fetch(`${server.url}/en/escaladarocafrey?book`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams([
      ["form_token", await formToken("/en/escaladarocafrey")],
      ["client_token", randomBytes(18).toString("base64url")],
      ["website", ""],
      ["date_from", daysAfterClock(40)],
      ["group_size", "2"],
      ["experience", "partly"],
      ["gear", "shoes"],
      ["gear", "sleepingbag"],
      ["group_lang", "es"],
      ["user_name", "Gabriela"],
      ["user_email", "gabriela@example.com"],
      ["phone", ""],
      ["message", ""],
    ]),
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
  const { db } = await server.database();
  const request = await db
    .selectFrom("booking_requests")
    .select("id")
    .where("email", "=", "gabriela@example.com")
    .executeTakeFirstOrThrow();
  await page.goto(`${server.url}/admin/requests/${request.id}`);
  const fact = (label: string) =>
    page
      .locator(".ws-fact")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
  await expect(fact("Excursión")).toHaveText(offerName(seededCatalogue(), "freyclimb", "es"));
  await expect(fact("Experiencia")).toHaveText("En parte");
  await expect(fact("Equipo de alquiler")).toHaveText("Pies de gato, Bolsa de dormir");
  await expect(fact("Idioma")).toHaveText("Español");
  // The preferred date as the departures are written ("24 de febrero"), not 2027-02-24.
  await expect(fact("Fechas preferidas")).toHaveText(
    departureText({ startDate: daysAfterClock(40), endDate: null }, "es", daysAfterClock(0)),
  );
  await expect(fact("Fechas preferidas")).not.toContainText(daysAfterClock(40));
});

test("the figures and their CSV files name pages, excursions, languages and regions, and write numbers the Spanish way", async () => {
  const views = [
    { path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR" },
    { path: "/en/bautismo", lang: "en", userLanguage: "en-US" },
    { path: "/en/bautismo", lang: "en", userLanguage: "en-US" },
    { path: "/fr/bautismo", lang: "fr", userLanguage: "fr-FR" },
    { path: "/es", lang: "es", userLanguage: "es-AR" },
  ];
  for (const view of views) {
    const response = await fetch(`${server.url}/analytics/views`, {
      method: "POST",
      body: JSON.stringify({ ...view, navigation: "load" }),
      headers: { "Content-Type": "application/json", Origin: server.url },
    });
    expect(response.status).toBeLessThan(300);
  }
  const { db } = await server.database();
  await expect
    .poll(async () =>
      Number(
        (
          await db
            .selectFrom("page_views")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    )
    .toBe(views.length);

  await page.goto(`${server.url}/admin/dashboard`);
  const row = (table: string, label: string) =>
    page.locator(`[data-table="${table}"] tbody tr`).filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  const bautismo = offerName(seededCatalogue(), "bautismo", "es");
  await expect(row("pages", bautismo).locator("td")).toHaveText(["3"]);
  await expect(row("pages", "Inicio").locator("td")).toHaveText(["1"]);
  await expect(row("page-languages", "Inglés").locator("td")).toHaveText(["2"]);
  await expect(row("user-languages", "Español (Argentina)").locator("td")).toHaveText(["2"]);
  await expect(row("regions", "Argentina").locator("td")).toHaveText(["2"]);
  await expect(row("regions", "Francia").locator("td")).toHaveText(["1"]);
  await expect(row("excursions", offerName(seededCatalogue(), "freyclimb", "es")).locator("td")).toHaveText(["1"]);
  // Two requests for the baptism over three views of it: 66,7 %.
  await expect(row("funnel", bautismo).locator("td")).toHaveText(["3", "2", "66,7\u00a0%"]);
  // No key of the code anywhere in the tables.
  const headers = await page.locator("[data-table] tbody th").allTextContents();
  for (const key of ["freyclimb", "bautismo", "home", "excursion-bautismo", "es", "es-AR", "AR"]) expect(headers).not.toContain(key);

  const cookie = await page.context().cookies();
  const header = { Cookie: cookie.map((c) => `${c.name}=${c.value}`).join("; ") };
  const csv = async (table: string) => {
    const response = await fetch(`${server.url}/admin/dashboard/${table}.csv`, { headers: header });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return new Uint8Array(await response.arrayBuffer());
  };
  const pages = await csv("pages");
  // The byte order mark first: a spreadsheet then reads the accents as they are.
  expect([...pages.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(pages);
  expect(text.split("\r\n")).toEqual([
    "\uFEFFPágina,Visitas",
    `${bautismo},3`,
    `${offerName(seededCatalogue(), "freyclimb", "es")},1`,
    "Inicio,1",
    "",
  ]);
  const funnel = new TextDecoder().decode(await csv("funnel"));
  expect(funnel.split("\r\n")).toContain(`${bautismo},3,2,"66,7\u00a0%"`);
  const regions = new TextDecoder().decode(await csv("regions"));
  expect(regions).toBe("Región,Visitas\r\nArgentina,2\r\nEstados Unidos,2\r\nFrancia,1\r\n");
});

test("the Photos screen offers places by what they show; a photo described in Spanish only is saved and described on a French page", async () => {
  await page.goto(`${server.url}/admin/photos`);
  const place = page.getByLabel("Lugar");
  const frey = offerName(seededCatalogue(), "freyclimb", "es");
  await expect(place.locator(`optgroup[label="${frey}"] option`).first()).toHaveText(`${frey} — foto principal`);
  await expect(place.locator("optgroup")).not.toHaveCount(0);
  const options = await place.locator("option").allTextContents();
  expect(options.length).toBeGreaterThan(70);
  for (const option of options) expect(option).not.toMatch(/^[a-z]+(-[\w]+)+$|^team-\d$/);
  expect(options).toContain("Martín Aguirre");
  expect(options).toContain("Casco");

  // The owner's language first; the others optional.
  const descriptions = page.locator('input[name^="alt_"]');
  await expect(descriptions.first()).toHaveAttribute("name", "alt_es");
  for (const description of await descriptions.all()) await expect(description).not.toHaveAttribute("required");
  await expect(page.getByLabel(/Descripción en francés \(opcional/)).toBeVisible();

  // Nothing chosen: every problem at once, in Spanish, from the server (no browser bubble).
  await page.getByRole("button", { name: "Subir foto" }).click();
  const status = page.locator("[data-photo-status]");
  await expect(status.getByRole("listitem")).toHaveText([
    "Elegí la foto que querés subir.",
    "Describí la foto en español: es lo que leen quienes no pueden verla.",
  ]);

  const { default: sharp } = await import("sharp");
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#8a6f4d" } })
    .jpeg()
    .toBuffer();
  // The description without a photo: only the photo is asked for, and what was typed and chosen stays.
  await page.getByLabel("Lugar").selectOption({ label: `${frey} — foto principal` });
  await page.getByLabel(/Descripción en español/).fill("Cordada en las agujas del Frey");
  await page.getByRole("button", { name: "Subir foto" }).click();
  await expect(status.getByRole("listitem")).toHaveText(["Elegí la foto que querés subir."]);
  await expect(page.getByLabel(/Descripción en español/)).toHaveValue("Cordada en las agujas del Frey");
  await expect(page.getByLabel("Lugar")).toHaveValue("excursion-freyclimb-hero");

  await page.getByLabel("Foto", { exact: true }).setInputFiles({ name: "frey.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Subir foto" }).click();
  await expect(page.locator("[data-photo-status]")).toHaveText("Foto guardada. Cada página la muestra al volver a cargarse.");
  const saved = page.locator('[data-photo="excursion-freyclimb-hero"]');
  await expect(saved.locator(".ws-meta")).toHaveText(`${frey} — foto principal`);
  await expect(saved).toContainText("Sin descripción en inglés, francés, portugués e italiano");

  // A French page shows the owner's description, marked as Spanish.
  const french = await (await fetch(`${server.url}/fr/escaladarocafrey`)).text();
  expect(french).toMatch(/<img src="\/media\/[\w-]{16}\/\d+\.webp"[^>]*alt="Cordada en las agujas del Frey" lang="es"/);
  const spanish = await (await fetch(`${server.url}/es/escaladarocafrey`)).text();
  expect(spanish).toMatch(/<img src="\/media\/[\w-]{16}\/\d+\.webp"[^>]*alt="Cordada en las agujas del Frey"(?! lang=)/);
});

test("the screens that show these words are axe clean at a phone's width, with a photo saved and the history written", async () => {
  test.setTimeout(120_000);
  for (const path of ["/admin", "/admin/photos", "/admin/dashboard", "/admin/history", "/admin/account", "/admin/requests/1"]) {
    await page.goto(`${server.url}${path}`);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations, formatViolations(results.violations, path)).toEqual([]);
  }
  // The history in words: the photo by its place's name, the session's device by name.
  await page.goto(`${server.url}/admin/history`);
  await expect(page.locator('[data-action="photo.set"]')).toContainText(
    `Puso una foto: ${offerName(seededCatalogue(), "freyclimb", "es")} — foto principal`,
  );
  await expect(page.locator("[data-action]").first()).not.toContainText("{");
});

test("a guide's Home counts only what a guide does, and says when nothing waits", async () => {
  // Every request answered, no departure soon: nothing waits for a guide.
  const { db } = await server.database();
  await db.updateTable("booking_requests").set({ status: "answered" }).execute();
  await db.updateTable("departures").set({ status: "cancelled" }).execute();
  const guide = await sessionFor(server, "guia@bariloche.example", "guide");
  const home = await (await fetch(`${server.url}/admin`, { headers: { Cookie: `${guide}; lang=es` } })).text();
  expect(home).toContain("data-nothing-waits");
  expect(home).not.toContain("data-count=");
});
