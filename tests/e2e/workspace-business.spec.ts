/**
 * The owner's screens for the business: the details editor (what is still to set, a change every
 * page follows, a guide refused), and the figures (the page views recorded here, as tables and CSV).
 */
import { seededCatalogue } from "../../app/catalogue/seed/seeded-catalogue.server.ts";
import { offerName } from "../../app/photos/workspace/labels.server.ts";
import { expect, test } from "./fixtures.ts";
import {
  addAuthenticator,
  formFields,
  historyCount,
  inviteFromCommandLine,
  post,
  register,
  sessionFor,
  startWorkspaceServer,
  type WorkspaceServer,
} from "./workspace-helpers.ts";

let server: WorkspaceServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startWorkspaceServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

const chatNumberOn = async (path: string) =>
  /<a class="chat-button" href="https:\/\/wa\.me\/(\d+)\?/.exec(await (await fetch(`${server.url}${path}`)).text())?.[1];

/** Every field of the editor as the owner's browser posts it, with these changes. */
async function editorPost(cookie: string, changes: Record<string, string>, as = cookie) {
  const html = await (await fetch(`${server.url}/admin/business`, { headers: { Cookie: cookie } })).text();
  const values = Object.fromEntries(
    [...html.matchAll(/<input id="business-(\w+)"[^>]*? value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
  );
  return post(
    server,
    "/admin/business",
    { ...(await formFields(server, "/admin/business", cookie)), form_id: "business", ...values, ...changes },
    { Cookie: as },
  );
}

test("the owner's first screen and the editor list what is still to set; a saved number is on every page at its next load", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const home = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner } })).text();
  expect(home).toContain("data-missing");
  expect(home).toContain("WhatsApp number");
  expect(await chatNumberOn("/en/about")).toBeUndefined();

  const refused = await editorPost(owner, { whatsapp: "0294 155 123" });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("This does not read as a phone number");
  expect(await chatNumberOn("/en/about")).toBeUndefined();

  const saved = await editorPost(owner, { whatsapp: "+54 9 294 455 1234", paymentLocal: "https://mpago.la/2xYz" });
  expect(saved.status).toBe(200);
  expect(await saved.text()).toContain("Saved. Every page shows it at its next load.");
  for (const path of ["/en/about", "/es", "/fr/escaladarocafrey", "/alquilerequipoescalada"])
    expect(await chatNumberOn(path), path).toBe("5492944551234");
  expect(await (await fetch(`${server.url}/en/bautismo`)).text()).toContain('href="https://mpago.la/2xYz"');
  expect(await historyCount(server, "business.changed")).toBe(1);
  const editor = await (await fetch(`${server.url}/admin/business`, { headers: { Cookie: owner } })).text();
  expect(editor).not.toMatch(/<a href="#business-whatsapp"/);
  expect(editor).toMatch(/<a href="#business-email"/);
});

test("the editor takes what an Argentine owner types, says every error at once in Spanish, and shows what it stored", async ({
  browser,
}) => {
  // Not tracked (DNT): its visit to a public page stays out of the figures the next test counts.
  const context = await browser.newContext({ locale: "es-AR", viewport: { width: 390, height: 844 }, extraHTTPHeaders: { DNT: "1" } });
  const page = await context.newPage();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "duena@bariloche.example"));
  await page.goto(`${server.url}/admin/business`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datos del negocio");
  await expect(page.locator("form.ws-form")).toHaveAttribute("novalidate", "");

  const whatsapp = page.getByLabel("Número de WhatsApp", { exact: true });
  await whatsapp.fill("0294 15 412-3456");
  // What will be stored, shown while typing.
  await expect(page.locator("#business-whatsapp-stored")).toHaveText("Se guarda así: +54 9 294 412-3456");
  await page.getByLabel("Enlace de PayPal", { exact: true }).fill("paypal.me/tunombre");
  await expect(page.locator("#business-paymentTransfer-stored")).toHaveText("Se guarda así: https://paypal.me/tunombre");
  await page.getByLabel("Transferencia bancaria: titular de la cuenta", { exact: true }).fill("Juana Pérez");
  // A CBU with a wrong check digit and a CUIT too short: both said at once, by the server, in Spanish.
  await page.getByLabel("Transferencia bancaria: CBU, CVU o alias", { exact: true }).fill("2850590940090418135202");
  await page.getByLabel("Transferencia bancaria: CUIT del titular", { exact: true }).fill("20-1234");
  await page.getByRole("button", { name: "Guardar" }).click();
  // The page comes back to the list of what to correct (the form posts to it), in view.
  const errors = page.locator("#ws-answer-business");
  await expect(errors).toHaveText("Hay datos para corregir (marcados abajo): todavía no se guardó nada.");
  await expect(errors).toBeInViewport();
  await expect(page.locator("#business-bankAccount-error")).toHaveText(
    "Un CBU o CVU tiene 22 dígitos, y estos no cierran: copialo de nuevo desde tu banco.",
  );
  await expect(page.locator("#business-bankCuit-error")).toHaveText(
    "Un CUIT tiene 11 dígitos, y estos no cierran: copialo de nuevo, p. ej. 20-12345678-6.",
  );
  await expect(page.getByLabel("Transferencia bancaria: CBU, CVU o alias", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // Nothing typed is lost.
  await expect(whatsapp).toHaveValue("0294 15 412-3456");
  await expect(page.getByLabel("Enlace de PayPal", { exact: true })).toHaveValue("paypal.me/tunombre");

  await page.getByLabel("Transferencia bancaria: CBU, CVU o alias", { exact: true }).fill("2850 5909 4009 0418 1352 01");
  await page.getByLabel("Transferencia bancaria: CUIT del titular", { exact: true }).fill("20123456786");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.locator("form.ws-form [role=status]")).toHaveText("Guardado. Cada página lo muestra al volver a cargarse.");
  const savedAs = page.locator("[data-saved-as]");
  await expect(savedAs).toContainText("Quedó guardado así:");
  await expect(savedAs).toContainText("Número de WhatsApp: +54 9 294 412-3456");
  await expect(savedAs).toContainText("Enlace de PayPal: https://paypal.me/tunombre");
  await expect(savedAs).toContainText("Transferencia bancaria: CBU, CVU o alias: 2850590940090418135201");
  await expect(savedAs).toContainText("Transferencia bancaria: CUIT del titular: 20-12345678-6");
  await expect(whatsapp).toHaveValue("+54 9 294 412-3456");
  expect(await chatNumberOn("/es/about")).toBe("5492944123456");

  // The public payment block: PayPal by name, the bank details as text to copy, not as a link.
  await page.goto(`${server.url}/es/bautismo`);
  const payment = page.locator(".payment-block");
  await expect(payment.getByRole("link", { name: /Pagar con PayPal/ })).toHaveAttribute("href", "https://paypal.me/tunombre");
  await expect(payment).not.toContainText("transferencia de dinero");
  await expect(payment.getByRole("heading", { level: 4 })).toHaveText("Transferencia bancaria en Argentina");
  const bank = payment.locator("dl");
  await expect(bank.locator("dt")).toHaveText(["Titular", "CBU o alias", "CUIT"]);
  await expect(bank.locator("dd")).toHaveText(["Juana Pérez", "2850590940090418135201", "20-12345678-6"]);
  await expect(bank.locator("a")).toHaveCount(0);
  expect(
    await bank
      .locator("dd")
      .first()
      .evaluate((value) => getComputedStyle(value).userSelect),
  ).toBe("all");
  await context.close();
});

test("a guide can neither open nor change the business's details, nor see the figures", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const guide = await sessionFor(server, "guide@bariloche.example", "guide");
  const before = await chatNumberOn("/en/about");
  expect((await fetch(`${server.url}/admin/business`, { headers: { Cookie: guide }, redirect: "manual" })).status).toBe(403);
  // A post shaped exactly like the owner's, with the guide's session.
  const attempt = await editorPost(owner, { whatsapp: "+5492944000999" }, guide);
  expect(attempt.status).toBe(403);
  expect(await chatNumberOn("/en/about")).toBe(before);
  for (const path of ["/admin/dashboard", "/admin/dashboard/pages.csv"]) {
    expect((await fetch(`${server.url}${path}`, { headers: { Cookie: guide }, redirect: "manual" })).status, path).toBe(403);
  }
  const nav = await (await fetch(`${server.url}/admin`, { headers: { Cookie: guide } })).text();
  expect(nav).not.toContain('href="/admin/business"');
  expect(nav).not.toContain("data-missing");
});

test("the figures are the page views recorded here: totals, tables and CSV", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const views = [
    { path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR" },
    { path: "/es/escaladarocafrey", lang: "es", userLanguage: "es-AR" },
    { path: "/en/bautismo", lang: "en", userLanguage: "en-US" },
    { path: "/pt", lang: "pt", userLanguage: "pt-BR" },
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

  const html = await (await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: owner } })).text();
  expect(html).toContain(`<strong data-total="true">${views.length}</strong>`);
  expect(html).toMatch(/<svg [^>]*role="img"/);
  // By their names in the workspace's language (English here), never their keys.
  const frey = offerName(seededCatalogue(), "freyclimb", "en");
  // A cell carries its column's name too (a table stacked as cards on a phone shows it).
  expect(html).toContain(`<th scope="row">${frey}</th><td class="ws-number" data-label="Views">2</td>`);
  expect(html).toMatch(/<th scope="row">Argentina<\/th><td class="ws-number" data-label="Views">2<\/td>/);

  const csv = await fetch(`${server.url}/admin/dashboard/pages.csv`, { headers: { Cookie: owner } });
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  // `text()` reads past the byte order mark the file starts with.
  expect(await csv.text()).toBe(`Page,Views\r\n${frey},2\r\n${offerName(seededCatalogue(), "bautismo", "en")},1\r\nHome,1\r\n`);
  const regions = await (await fetch(`${server.url}/admin/dashboard/regions.csv`, { headers: { Cookie: owner } })).text();
  expect(regions).toBe("Region,Views\r\nArgentina,2\r\nBrazil,1\r\nUnited States,1\r\n");
  const funnel = await (await fetch(`${server.url}/admin/dashboard/funnel.csv`, { headers: { Cookie: owner } })).text();
  expect(funnel.split("\r\n")).toContain(`${frey},2,0,0%`);
});

test("the owner uploads a photo from the Photos screen; a file that is not an image is refused in the workspace's language", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const guide = await sessionFor(server, "guide@bariloche.example", "guide");
  const alt = { es: "Cordada en el Frey", en: "Climbers at the Frey", fr: "Cordée au Frey", pt: "Cordada no Frey", it: "Cordata al Frey" };
  const upload = async (cookie: string, file: Blob, name: string, lang?: "es") => {
    const fields = await formFields(server, "/admin/photos", owner);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, form_id: "photo-upload", intent: "set", place: "excursion-freyclimb-side" }))
      form.set(key, value);
    for (const [language, text] of Object.entries(alt)) form.set(`alt_${language}`, text);
    form.set("photo", file, name);
    return fetch(`${server.url}/admin/photos`, {
      method: "POST",
      body: form,
      headers: { Origin: server.url, Cookie: lang ? `${cookie}; lang=${lang}` : cookie },
      redirect: "manual",
    });
  };
  const notes = new Blob(["Notes for the Frey, not a photo.\n".repeat(40)], { type: "image/jpeg" });
  const refused = await upload(owner, notes, "frey.jpg");
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("This file is not a photo: choose a JPEG, PNG, WebP or AVIF image.");
  const rechazada = await upload(owner, notes, "frey.jpg", "es");
  expect(await rechazada.text()).toContain("Este archivo no es una foto: elegí una imagen JPEG, PNG, WebP o AVIF.");

  expect((await upload(guide, notes, "frey.jpg")).status).toBe(403);

  const { default: sharp } = await import("sharp");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6fa8dc" } })
    .jpeg()
    .toBuffer();
  const saved = await upload(owner, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "frey.jpg");
  expect(saved.status).toBe(200);
  const page = await (await fetch(`${server.url}/en/escaladarocafrey`)).text();
  expect(page).toMatch(/<img src="\/media\/[\w-]{16}\/\d+\.webp"[^>]*alt="Climbers at the Frey"/);
  expect(await historyCount(server, "photo.set")).toBe(1);
});
