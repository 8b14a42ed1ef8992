/**
 * The owner's catalogue, edited from a phone in Spanish: a text and a price changed as a draft no
 * visitor sees, seen on the page before publishing, published to every page; the other languages
 * marked to review with the old and new text; an earlier version restored in one tap; an excursion
 * added and published; bad input answered all at once, nothing half-saved, hostile text shown as
 * text; a guide reads but cannot change; the screens without JavaScript; no sideways scrolling.
 */
import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { LANG_COOKIE } from "../../app/i18n/languages.ts";
import { expect, test, type Page } from "./fixtures.ts";
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
import { ownerCommand } from "./instances.ts";
import { cameraPhoto } from "../../app/photos/testing.ts";

let server: WorkspaceServer;
let page: Page;
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const FREY = "/admin/catalogue/excursion/freyclimb";
const at = (path: string) => `${server.url}${path}`;
const publicPage = async (path: string) => (await fetch(at(path))).text();

test.beforeAll(async ({ browser }) => {
  server = await startWorkspaceServer();
  // Not tracked (DNT): its visits to public pages stay out of the figures.
  const context = await browser.newContext({ locale: "es-AR", viewport: { width: 390, height: 844 }, extraHTTPHeaders: { DNT: "1" } });
  page = await context.newPage();
  await addAuthenticator(page);
  await register(page, await inviteFromCommandLine(server, "duena@bariloche.example"));
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.dispose();
});

test("the catalogue lists its entries by kind, by name and state, from the navigation", async () => {
  await page.goto(at("/admin"));
  const nav = page.getByRole("navigation", { name: "Espacio de trabajo", exact: true });
  await nav.getByRole("button", { name: "Más" }).click();
  await nav.getByRole("link", { name: "Catálogo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catálogo");
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "Excursiones",
    "Agregar una excursión",
    "Equipo de alquiler",
    "Equipo de guías",
    "Página de inicio",
    "Bloque de pago",
    "Políticas",
  ]);
  const frey = page.locator('[data-entry="freyclimb"]');
  await expect(frey).toContainText("En el sitio");
  // By its name in words, never its key.
  await expect(frey.getByRole("link")).not.toHaveText(/freyclimb/);
  await expect(page.locator('[data-kind="rental"] .ws-entry')).not.toHaveCount(0);
  await expect(page.locator('[data-kind="team"] .ws-entry')).not.toHaveCount(0);
});

test("a Spanish text and a price: a draft no page shows, seen with “Ver cómo queda”, then published to every page", async () => {
  await page.goto(at(FREY));
  const name = page.locator("#c-texts-es-name");
  const oldName = await name.inputValue();
  expect(oldName).not.toBe("");
  await expect(page.locator("[data-address]")).toHaveText(`${server.url}/escaladarocafrey`);
  const newName = "Escalada en Roca Frey, agujas de granito";
  await name.fill(newName);
  // The counter follows the typing.
  await expect(page.locator("#c-texts-es-name-count")).toHaveText(`${[...newName].length} de 120 caracteres`);
  const amount = page.locator("#c-data-pricing-tiers-0-amount");
  await amount.fill("245");
  // The highlights' preview, two sentences, as typed.
  await page.locator("#c-texts-es-highlights").fill("Primera frase. Segunda frase. Tercera frase que no se ve.");
  await expect(page.locator('[data-field="highlights"] [data-preview] .ws-text')).toHaveText("Primera frase. Segunda frase…");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Borrador guardado" })).toBeVisible();
  await expect(page.locator("[data-draft]")).toContainText("duena@bariloche.example");
  await expect(name).toHaveValue(newName);

  // Nobody else sees the draft.
  expect(await publicPage("/es/escaladarocafrey")).not.toContain(newName);

  // The owner sees the page with it, on the phone.
  await page.getByRole("button", { name: "Ver cómo queda" }).click();
  await expect(page).toHaveURL(/\/es\/escaladarocafrey\?preview=draft&from=excursion\/freyclimb$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(newName);
  // Said to be a draft, with the way back to the editor.
  await expect(page.locator("[data-draft-banner]")).toContainText("Borrador: así se va a ver la página cuando la publiques.");
  await page.getByRole("link", { name: "← Volver al editor" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/excursion\/freyclimb\?lang=es$/);
  await expect(page.locator("#c-texts-es-name")).toHaveValue(newName);

  await page.goto(at(FREY));
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión 2" })).toBeVisible();
  const shown = await publicPage("/es/escaladarocafrey");
  expect(shown).toContain(newName);
  expect(shown).toMatch(/245/);
  expect(await historyCount(server, "catalogue.published")).toBe(1);
  await page.goto(at("/admin/history"));
  const row = page.locator('[data-action="catalogue.published"]').first();
  await expect(row).toContainText(`Publicó un cambio del catálogo: Excursión «${newName}»`);
  await expect(row).not.toContainText("freyclimb");
});

test("the English text is marked to review, with the Spanish before and after; “Sigue bien” clears it", async () => {
  await page.goto(at("/admin/catalogue"));
  await expect(page.locator('[data-entry="freyclimb"]')).toContainText("Por revisar en inglés, francés, portugués e italiano");
  await page.goto(at(FREY));
  await page
    .getByRole("navigation", { name: "Idioma de los textos" })
    .getByRole("link", { name: /Inglés/ })
    .click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText("Textos en inglés");
  const review = page.locator('[data-review="name"]');
  await expect(review).toContainText("Por revisar: cambió el texto en español");
  await expect(review.locator('.ws-text[lang="es"]')).toHaveText([/.+/, "Escalada en Roca Frey, agujas de granito"]);
  const englishName = await page.locator("#c-texts-en-name").inputValue();
  expect(englishName).not.toBe("");
  await review.getByRole("button", { name: "Sigue bien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marcado como que sigue bien" })).toBeVisible();
  await expect(page.locator('[data-review="name"]')).toHaveCount(0);
  // Still there: the highlights changed too, and the English text was not touched.
  await expect(page.locator('[data-review="highlights"]')).toBeVisible();
  await expect(page.locator("#c-texts-en-name")).toHaveValue(englishName);
  await page.getByRole("button", { name: "Descartar borrador" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Borrador descartado." })).toBeVisible();
});

test("an earlier version is restored in one tap, and published", async () => {
  await page.goto(at(FREY));
  const versions = page.locator("[data-version]");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Versión 2");
  await expect(versions.first()).toContainText("la que se ve ahora");
  await expect(versions.nth(1)).toContainText("Versión 1");
  await versions.nth(1).getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Versión 1 restaurada: publicada como versión 3." })).toBeVisible();
  expect(await publicPage("/es/escaladarocafrey")).not.toContain("Escalada en Roca Frey, agujas de granito");
  expect(await historyCount(server, "catalogue.restored")).toBe(1);
});

test("bad input: every problem at once, beside its field and in a summary, in Spanish; nothing half-saved", async () => {
  await page.goto(at(FREY));
  const before = await page.locator("#c-texts-es-location").inputValue();
  await page.locator("#c-texts-es-name").fill("");
  await page.locator("#c-texts-es-location").fill("Otro lugar que no se guarda");
  await page.locator("#c-data-pricing-tiers-0-amount").fill("-50");
  const hostile = "</script><script>window.hacked = 1</script><b>negrita</b>";
  await page.locator("#c-texts-es-itinerary").fill(hostile);
  await page.locator("#c-data-meeting-mapUrl").fill("http://maps.example.org/frey");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  const summary = page.locator("#ws-problems");
  await expect(summary).toContainText("3 cosas para corregir antes de guardarlo:");
  await expect(summary.getByRole("link")).toHaveText([
    "Nombre: Este texto es obligatorio.",
    "Precio 1: Monto: Poné un monto mayor que cero.",
    "Punto de encuentro: enlace al mapa: Pegá el enlace del mapa, que empiece con https://.",
  ]);
  await expect(page.locator("#c-texts-es-name-error")).toHaveText("Este texto es obligatorio.");
  await expect(page.locator("#c-texts-es-name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#c-data-pricing-tiers-0-amount-error")).toHaveText("Poné un monto mayor que cero.");
  // What was typed stays, the hostile text as text.
  await expect(page.locator("#c-data-pricing-tiers-0-amount")).toHaveValue("-50");
  await expect(page.locator("#c-texts-es-itinerary")).toHaveValue(hostile);
  await expect(page.locator('[data-field="itinerary"] [data-preview] .ws-text')).toHaveText(hostile);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  // The summary's link leads to the field.
  await summary.getByRole("link", { name: /^Nombre/ }).click();
  await expect(page).toHaveURL(/#c-texts-es-name$/);
  // Nothing was kept.
  await page.goto(at(FREY));
  await expect(page.locator("#c-texts-es-location")).toHaveValue(before);
  await expect(page.locator("[data-draft]")).toHaveText("Sin borrador: esto es lo que muestran las páginas.");

  // A hostile text that is otherwise fine is kept, and shown as text.
  await page.locator("#c-texts-es-itinerary").fill(hostile);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión" })).toBeVisible();
  await expect(page.locator("#c-texts-es-itinerary")).toHaveValue(hostile);
  await page.goto(at("/es/escaladarocafrey"));
  await expect(page.getByText("<b>negrita</b>", { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
});

test("an excursion is added (its address chosen once), written and published; a taken address and an empty name are both said", async () => {
  await page.goto(at("/admin/catalogue"));
  const address = page.getByLabel("Dirección", { exact: true });
  await address.fill("escaladarocafrey");
  await page.getByRole("button", { name: "Agregar excursión" }).click();
  await expect(page.locator("#c-add-excursion-address-error")).toHaveText("Otra excursión ya tiene esta dirección: elegí otra.");
  await expect(page.locator("#c-add-excursion-name-error")).toHaveText("Este texto es obligatorio.");
  await address.fill("Cerro Otto");
  await page.getByRole("button", { name: "Agregar excursión" }).click();
  await expect(page.locator("#c-add-excursion-address-error")).toContainText("Usá letras minúsculas");
  await address.fill("cerro-otto");
  // The page's address, as typed.
  await expect(page.locator("[data-address-url]")).toHaveText(`Su página: ${server.url}/cerro-otto`);
  await page.getByLabel("Nombre", { exact: true }).fill("Vía ferrata del Cerro Otto");
  await page.getByLabel("Escrito en").selectOption("es");
  await page.getByRole("button", { name: "Agregar excursión" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/excursion\/cerro-otto\?lang=es$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vía ferrata del Cerro Otto");
  await expect(page.locator("[data-draft]")).toContainText("Borrador guardado por duena@bariloche.example");
  // Its name is written: what is missing is said as missing, and its first price is its price.
  await expect(page.locator("[data-texts-missing]")).toHaveText(
    "Faltan textos obligatorios en español: ese idioma no tiene página hasta que estén todos.",
  );
  await expect(page.locator('[data-tier="0"] > legend')).toHaveText("Precio");
  await expect(page.locator("#c-texts-es-name-error")).toHaveCount(0);
  expect(await historyCount(server, "catalogue.added")).toBe(1);

  // Publishing asks for what a page needs: all said at once.
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.locator("#ws-problems").getByRole("link")).toContainText([
    "Dónde: Este texto es obligatorio.",
    "Lo destacado: Este texto es obligatorio.",
    "Precios: Poné al menos un precio.",
  ]);
  // The name is written: nothing says it is missing, beside it or in the summary.
  await expect(page.locator("#c-texts-es-name-error")).toHaveCount(0);
  await expect(page.locator("#ws-problems")).not.toContainText("Nombre");
  await page.locator("#c-texts-es-location").fill("Cerro Otto, Bariloche");
  await page.locator("#c-texts-es-highlights").fill("Una vía ferrata sobre el lago. Vistas al Nahuel Huapi.");
  await page.locator("#c-data-pricing-tiers-0-amount").fill("90");
  await page.locator("#c-data-pricing-tiers-0-unit").selectOption("person");
  // Seen before it exists for anyone else.
  await page.getByRole("button", { name: "Ver cómo queda" }).click();
  await expect(page).toHaveURL(/\/es\/cerro-otto\?preview=draft&from=excursion\/cerro-otto$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Vía ferrata del Cerro Otto");
  expect((await fetch(at("/es/cerro-otto"))).status).toBe(404);
  await page.goto(at("/admin/catalogue/excursion/cerro-otto"));
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión 1" })).toBeVisible();
  await page.goto(at("/admin/catalogue"));
  await expect(page.locator('[data-entry="cerro-otto"]')).toContainText("En el sitio");
  const response = await fetch(at("/es/cerro-otto"));
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Vía ferrata del Cerro Otto");
});

test("the new excursion takes its photos: its places offered by name, a refusal kept and in view, then its page shows the photo", async () => {
  test.setTimeout(120_000);
  // Until a photo is set, a neutral drawing in the hero's proportions, never another excursion's.
  await page.goto(at("/es/cerro-otto"));
  const hero = page.locator(".excursion-hero img");
  await expect(hero).toHaveAttribute("src", /^\/img\/excursion-default-hero-/);
  // The owner's command lists its places too, with what each shows.
  const listed = await ownerCommand("photos", ["places", "--lang", "es"], server.env);
  expect(listed).toMatch(/excursion-cerro-otto-hero\s+Vía ferrata del Cerro Otto — foto principal/);

  await page.goto(at("/admin/photos"));
  const place = page.getByLabel("Lugar", { exact: true });
  await place.selectOption({ label: "Vía ferrata del Cerro Otto — foto principal" });
  const description = page.locator("#photo-alt-es");
  await description.fill("Escaladores en la vía ferrata del Cerro Otto, sobre el lago");
  // Without the photo: refused, the message focused and in view, what was chosen kept.
  await page.getByRole("button", { name: "Subir foto" }).click();
  const status = page.locator("[data-photo-status]");
  await expect(status).toContainText("Elegí la foto que querés subir.");
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
  await expect(place).toHaveValue("excursion-cerro-otto-hero");
  await expect(description).toHaveValue("Escaladores en la vía ferrata del Cerro Otto, sobre el lago");

  await page
    .locator("#photo-file")
    .setInputFiles({ name: "otto.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto({ width: 2400, height: 1600 }) });
  await page.getByRole("button", { name: "Subir foto" }).click();
  await expect(status).toContainText("Foto guardada.");
  await expect(page.locator('[data-photo="excursion-cerro-otto-hero"]')).toContainText("Vía ferrata del Cerro Otto — foto principal");
  await page.goto(at("/es/cerro-otto"));
  await expect(hero).toHaveAttribute("src", /^\/media\/[\w-]{16}\/1600\.webp$/);
  await expect(hero).toHaveAttribute("alt", "Escaladores en la vía ferrata del Cerro Otto, sobre el lago");
  // Its other places still show the neutral drawings.
  await expect(page.locator(".excursion-figure img")).toHaveAttribute("src", /^\/img\/excursion-default-side-/);
});

test("a Spanish-only excursion: the selector, hreflang and sitemap offer only Spanish; another language's address says where to read it; the shared link shows it", async () => {
  await page.goto(at("/es/cerro-otto"));
  const selector = page.locator(".lang-selector").getByRole("link");
  await expect(selector).toHaveCount(1);
  await expect(selector).toHaveAttribute("hreflang", "es");
  const html = await publicPage("/es/cerro-otto");
  expect(html).toMatch(/<link rel="alternate" hrefLang="es"/);
  expect(html).not.toMatch(/hrefLang="(en|fr|pt|it)"/);
  const sitemap = await publicPage("/sitemap.xml");
  expect(sitemap).toContain("/es/cerro-otto");
  expect(sitemap).not.toMatch(/\/(en|fr|pt|it)\/cerro-otto/);

  // An English address: not a bare "Page not found", but where it can be read.
  expect((await fetch(at("/en/cerro-otto"))).status).toBe(404);
  await page.goto(at("/en/cerro-otto"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not available in English yet");
  await page.getByRole("link", { name: "Vía ferrata del Cerro Otto (Español)" }).click();
  await expect(page).toHaveURL(/\/es\/cerro-otto$/);

  // The link the owner shares, opened by an English visitor: the page, in Spanish, said so in English.
  const shared = await fetch(at("/cerro-otto"), { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
  expect(shared.status).toBe(200);
  const sharedHtml = await shared.text();
  expect(sharedHtml).toContain("No version in English yet: the texts below are in Spanish.");
  expect(sharedHtml).toMatch(/<h1[^>]*lang="es"[^>]*>Vía ferrata del Cerro Otto/);
});

test("a meeting point written in Spanish only: other languages show it as written, said so, and are marked “por revisar”", async () => {
  const VENTANA = "/admin/catalogue/excursion/ventana";
  await page.goto(at(VENTANA));
  await page.locator("#c-texts-es-meetingPlace").fill("Estacionamiento de la base del Cerro Ventana");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión" })).toBeVisible();
  await page.goto(at("/admin/catalogue"));
  await expect(page.locator('[data-entry="ventana"]')).toContainText("Por revisar en inglés, francés, portugués e italiano");
  await page.goto(at(`${VENTANA}?lang=fr`));
  await expect(page.locator('[data-only-in="meetingPlace"]')).toHaveText(
    "Escrito solo en español: la página en francés lo muestra en ese idioma, con una línea que lo aclara.",
  );
  await expect(page.locator('[data-lang="fr"]')).toContainText("por revisar");

  await page.goto(at("/fr/escaladarocacerroventana"));
  const place = page.locator(".trust-meeting dd").first();
  await expect(place.locator('[lang="es"]')).toHaveText("Estacionamiento de la base del Cerro Ventana");
  await expect(place.locator(".trust-only-in")).toHaveText("Texte disponible uniquement en espagnol.");
});

test("someone joins the team: added by name, their biography previewed as the about page cuts it, published there", async () => {
  await page.goto(at("/admin/catalogue"));
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Agregar a alguien al equipo" }) });
  await form.getByRole("button", { name: "Agregar al equipo" }).click();
  await expect(page.locator("#c-add-member-name-error")).toHaveText("Este texto es obligatorio.");
  await form.getByLabel("Su nombre").fill("Ana Pérez");
  await form.getByRole("button", { name: "Agregar al equipo" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/team\/ana-perez\?lang=es$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ana Pérez");
  await page.getByLabel("Certificaciones").fill("AAGM");
  await page.getByLabel("Alemán").check();
  await page.locator("#c-texts-es-role").fill("Guía de montaña");
  const bio = `Ana guía en el Frey desde hace diez años. ${"Conoce cada aguja del valle y cada refugio. ".repeat(5)}`.trim();
  await page.locator("#c-texts-es-bio").fill(bio);
  await expect(page.locator('[data-field="bio"] [data-preview] .ws-text')).toHaveText(`${bio.slice(0, 200)}…`);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Se publicó como versión 1" })).toBeVisible();
  const about = await publicPage("/es/about");
  expect(about).toContain("Ana Pérez");
  expect(about).toContain("AAGM");
});

test("an excursion is retired, its address moving to another (asked once); restoring brings it back", async () => {
  await page.goto(at("/admin/catalogue/excursion/cerro-otto"));
  await page.getByLabel("Su dirección lleva a otra excursión:").check();
  await page.getByLabel("Excursión a la que lleva").selectOption({ value: "freyclimb" });
  await page.getByRole("button", { name: "Retirar" }).click();
  await expect(page.locator("[data-ask=retire]")).toContainText("¿Retirar “Vía ferrata del Cerro Otto”?");
  // The form above the question shows what it asks about, never the first choice again.
  await expect(page.locator("[data-ask=retire]")).toContainText("desde ahora su dirección lleva a");
  await expect(page.getByLabel("Su dirección lleva a otra excursión:")).toBeChecked();
  await expect(page.getByLabel("Excursión a la que lleva")).toHaveValue("freyclimb");
  await page.getByRole("button", { name: "Sí, retirarla" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Retirada." })).toBeVisible();
  await expect(page.locator("[data-retired]")).toContainText("su dirección lleva a");
  const moved = await fetch(at("/es/cerro-otto"), { redirect: "manual" });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toMatch(/\/es\/escaladarocafrey$/);
  expect(await historyCount(server, "catalogue.retired")).toBe(1);
  // Restoring the version before brings it back.
  await page.locator("[data-version]").nth(1).getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "restaurada" })).toBeVisible();
  expect((await fetch(at("/es/cerro-otto"), { redirect: "manual" })).status).toBe(200);
});

test("a guide reads the catalogue and changes nothing", async () => {
  const guide = await sessionFor(server, "guia@bariloche.example", "guide");
  const html = await (await fetch(at(FREY), { headers: { Cookie: `${guide}; ${LANG_COOKIE}=es` } })).text();
  expect(html).toContain("Solo una persona titular puede cambiar el catálogo");
  expect(html).toMatch(/<fieldset class="ws-plain" disabled=""/);
  expect(html).not.toContain(">Publicar<");
  const owner = await sessionFor(server, "duena@bariloche.example", "owner");
  const fields = await formFields(server, FREY, owner);
  const before = await historyCount(server);
  const refused = await post(
    server,
    FREY,
    { ...fields, form_id: "entry", intent: "publish", lang: "es", "texts.es.name": "Cambio de una guía" },
    { Cookie: guide },
  );
  expect(refused.status).toBe(403);
  expect(await historyCount(server)).toBe(before);
  expect(await publicPage("/es/escaladarocafrey")).not.toContain("Cambio de una guía");
});

test("without JavaScript: the editor saves a draft and says every problem, as plain forms", async ({ browser }) => {
  const cookie = await sessionFor(server, `nojs.${randomBytes(3).toString("hex")}@example.com`, "owner");
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: false,
    extraHTTPHeaders: { Cookie: `${cookie}; ${LANG_COOKIE}=es` },
  });
  const plain = await context.newPage();
  await plain.goto(at("/admin/catalogue/rental/helmet"));
  await expect(plain.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await plain.locator("#c-data-price-amount").fill("0");
  await plain.locator("#c-data-order").fill("primero");
  await plain.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(plain.locator("#ws-problems").getByRole("link")).toHaveText([
    "Precio por día: Poné un monto mayor que cero.",
    "Orden en la página (1 primero): Un número entero, de 1 en adelante.",
  ]);
  await plain.locator("#c-data-price-amount").fill("7,50");
  await plain.locator("#c-data-order").fill("1");
  await plain.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Borrador guardado" })).toBeVisible();
  await expect(plain.locator("#c-data-price-amount")).toHaveValue("7.5");
  await plain.getByRole("button", { name: "Descartar borrador" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Borrador descartado." })).toBeVisible();
  await context.close();
});

test("at 360 and 390 px, in Spanish and English, no screen of the catalogue scrolls sideways, its problems shown too (axe clean)", async ({
  browser,
}) => {
  // Four phones, three screens each, axe on each: a long walk on a busy machine.
  test.setTimeout(180_000);
  const cookie = await sessionFor(server, "duena@bariloche.example", "owner");
  const problems: string[] = [];
  for (const lang of ["es", "en"] as const) {
    for (const width of [360, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        extraHTTPHeaders: { Cookie: `${cookie}; ${LANG_COOKIE}=${lang}` },
      });
      const phone = await context.newPage();
      for (const path of ["/admin/catalogue", FREY, `${FREY}?lang=en`, "/admin/catalogue/team/martin", "/admin/catalogue/home/home"]) {
        const response = await phone.goto(at(path));
        if (response?.status() === 404) continue;
        expect(response?.status(), path).toBe(200);
        // With every problem shown too (the longest messages).
        if (path === FREY) {
          await phone.locator("#c-texts-es-name").fill("");
          await phone.locator("#c-data-pricing-tiers-0-amount").fill("-1");
          await phone.locator("#c-data-meeting-mapUrl").fill("x".repeat(200));
          await phone.getByRole("button", { name: /Guardar borrador|Save draft/ }).click();
          await expect(phone.locator("#ws-problems")).toBeVisible();
          // The problems shown keep the screen accessible.
          const axe = await new AxeBuilder({ page: phone }).withTags(wcagTags).analyze();
          expect.soft(axe.violations, formatViolations(axe.violations, `${lang} ${width} ${path} with problems`)).toEqual([]);
        }
        const wide = await phone.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const out = [...document.body.querySelectorAll("*")]
            .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > width + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`);
          return { scrollWidth: document.documentElement.scrollWidth, width, out };
        });
        if (wide.scrollWidth > wide.width) problems.push(`${lang} ${width} ${path}: ${wide.scrollWidth} px wide (${wide.out.join(", ")})`);
      }
      await context.close();
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});
