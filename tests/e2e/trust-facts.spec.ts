/**
 * The facts that build a traveller's trust (meeting points, what to bring, policies, a guide's
 * certifications and languages) are the owner's to set: a fresh install shows none of them on any
 * public page, in any language (nothing is invented), and the owner's first screen lists each as
 * still to set before launch, in words. Once published (here through the catalogue's service, as the
 * editor and the command line do), each shows where it belongs, in the page's language or marked
 * with its own, as text, and leaves the list.
 */
import { trustTexts } from "../../app/catalogue/i18n/trust/index.ts";
import AxeBuilder from "@axe-core/playwright";
import type { Entry } from "../../app/catalogue/model.ts";
import { isLang } from "../../app/i18n/languages.ts";
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createServices } from "../../app/composition/services.server.ts";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { expect, test } from "./fixtures.ts";
import { sessionFor, startWorkspaceServer, type WorkspaceServer } from "./workspace-helpers.ts";

let server: WorkspaceServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startWorkspaceServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The text of an element's HTML, as a reader sees it (tags out, the entities React writes decoded). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

test("a fresh install shows no meeting point, no list to bring, no policy and no certification on any page, only the gear each excursion rents", async () => {
  test.slow();
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Every page in every language: the excursions' and the about page among them.
  expect(paths).toContain("/es/about");
  expect(paths).toContain("/fr/escaladarocafrey");
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const lang = path.split("/")[1];
    const words = trustTexts[isLang(lang) ? lang : "en"];
    for (const block of [
      'class="trust-meeting',
      'class="trust-bring',
      'class="trust-policy',
      'class="guide-facts',
      'id="trust-meeting',
      'id="trust-policies',
    ])
      expect(html, `${path} shows ${block}`).not.toContain(block);
    for (const heading of [words.meeting.title, words.policies.title])
      expect(html, `${path} shows "${heading}"`).not.toContain(`>${heading}</h`);
    expect(html, path).not.toContain(`${words.guide.certifications}:`);
    // What the catalogue says, not invented: the rental items an excursion lists (decision 0091), the
    // only part of "what to bring" a fresh install shows; a page without them carries none of the blocks' styles.
    if (!html.includes('class="trust-rent"')) {
      expect(html, `${path} shows "${words.bring.title}"`).not.toContain(`>${words.bring.title}</h`);
      expect(html, `${path} carries the trust styles`).not.toMatch(/\/assets\/trust-[\w-]+\.css/);
    }
  }
  // The Frey lists the gear its price does not include; the introduction to climbing includes all of it.
  expect(await (await fetch(`${server.url}/en/escaladarocafrey`)).text()).toContain('class="trust-rent"');
  expect(await (await fetch(`${server.url}/en/bautismo`)).text()).not.toContain('class="trust-rent"');
});

test("the owner's first screen lists every unset fact as still to set before launch, in words", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const home = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner, "Accept-Language": "es-AR" } })).text();
  expect(home).toContain("Falta completar antes de publicar");
  expect(home).toContain("Lo que le da confianza al viajero");
  const list = /<ul class="ws-missing ws-trust" data-trust-missing[^>]*>([\s\S]*?)<\/ul>/.exec(home)?.[1];
  expect(list, "the list of facts still to set").toBeDefined();
  const lines = [...list!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => text(match[1]!));
  // Each excursion by its name, the policies, each guide by name: all of their facts, none invented.
  const excursions = lines.filter((line) => line.endsWith(": punto de encuentro, hora de encuentro y qué llevar"));
  expect(excursions.length).toBeGreaterThanOrEqual(8);
  expect(excursions.map((line) => line.split(":")[0])).toContain("Escalada en roca en el valle del Frey");
  expect(lines).toContain("Tus políticas: cancelación, mal tiempo, seguro y habilitación");
  const guides = lines.filter((line) => line.endsWith(": certificaciones e idiomas que habla"));
  expect(guides.length).toBe(5);
  expect(lines.length).toBe(excursions.length + 1 + guides.length);
  // Words only: never a key of the catalogue.
  for (const line of lines) expect(line).not.toMatch(/\b(freyclimb|multipitch|trekkingLanin|policies)\b/);

  // Each line opens its entry's editor at the first fact to set.
  const editors: Array<[string, string]> = [
    ["/admin/catalogue/excursion/freyclimb?lang=es#c-texts-es-meetingPlace", "c-texts-es-meetingPlace"],
    ["/admin/catalogue/policies/policies?lang=es#c-texts-es-cancellation", "c-texts-es-cancellation"],
    ["/admin/catalogue/team/martin?lang=es#c-data-certifications", "c-data-certifications"],
  ];
  for (const [href, id] of editors) {
    expect(list).toContain(`href="${href}"`);
    const editor = await fetch(`${server.url}${href.split("#")[0]}`, { headers: { Cookie: owner, "Accept-Language": "es-AR" } });
    expect(editor.status, href).toBe(200);
    expect(await editor.text(), href).toContain(`id="${id}"`);
  }

  const english = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner, "Accept-Language": "en" } })).text();
  expect(english).toContain("Your policies: cancellation, bad weather, insurance and registration");

  // A guide has no say over the business's facts: the list is the owner's.
  const guide = await sessionFor(server, "guide@bariloche.example", "guide");
  const guideHome = await (await fetch(`${server.url}/admin`, { headers: { Cookie: guide } })).text();
  expect(guideHome).not.toContain("data-trust-missing");
});

/** Publishes a changed entry as the owner would: a draft saved, then published. */
async function publishChanged<E extends Entry>(kind: E["kind"], key: string, change: (entry: E) => void) {
  const services = await createServices(parseEnv(server.env));
  try {
    const state = await services.catalogue.state(kind, key);
    const entry = structuredClone(state!.published!) as E;
    change(entry);
    const saved = await services.catalogue.saveDraft(entry, "owner@bariloche.example");
    expect(saved.ok ? [] : saved.problems).toEqual([]);
    const published = await services.catalogue.publish(kind, key, "owner@bariloche.example");
    expect(published.ok ? [] : published.problems).toEqual([]);
  } finally {
    await services.close();
  }
}

test("facts the owner publishes show where they belong, in the page's language or marked with their own, as text", async ({ browser }) => {
  test.slow();
  await publishChanged<Entry<"excursion">>("excursion", "freyclimb", (entry) => {
    entry.data.meeting = { mapUrl: "https://maps.example.org/?q=-41.13,-71.40", time: "08:30" };
    entry.data.rentalItems = ["helmet", "harness"];
    entry.texts.es = {
      ...entry.texts.es,
      meetingPlace: "Estación de servicio del km 8",
      bring: "Agua (2 litros)\n- Campera </script><script>alert(1)</script>",
    };
  });
  await publishChanged<Entry<"policies">>("policies", "policies", (entry) => {
    entry.texts.es = {
      cancellation: "Cancelás sin cargo hasta 48 horas antes.",
      insurance: "Seguro de responsabilidad civil: https://seguro.example.org/poliza",
    };
  });
  await publishChanged<Entry<"team">>("team", "martin", (entry) => {
    entry.data.certifications = "AAGM, UIAGM/IFMGA";
    entry.data.languages = ["es", "en"];
  });

  // Every page shows it at its next load.
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  await expect.poll(async () => (await page("/fr/escaladarocafrey")).includes("Point de rendez-vous")).toBe(true);
  const fr = await page("/fr/escaladarocafrey");
  expect(fr).toContain('<span lang="es">Estación de servicio del km 8</span>');
  expect(fr).toMatch(/<time datetime="08:30">8\u00a0h\u00a030<\/time>/i);
  expect(fr).toContain('href="https://maps.example.org/?q=-41.13,-71.40"');
  expect(fr).toContain(">À prévoir</h2>");
  expect(fr).toContain(
    '<ul class="trust-bring" lang="es"><li>Agua (2 litros)</li><li>Campera &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
  );
  expect(fr).not.toContain("<script>alert(1)");
  expect(fr).toContain('href="/fr/alquilerequipoescalada#rental-helmet"');
  expect(fr).toContain(">Bon à savoir avant de réserver</h2>");
  expect(fr).toContain("<h3>Annulation et mauvais temps</h3>");
  expect(fr).toContain('<a href="https://seguro.example.org/poliza"');
  expect(fr).not.toContain("<h3>Agrément</h3>");
  // Another excursion has no meeting point yet: none is shown, but the business's policies are.
  const ventana = await page("/es/escaladarocacerroventana");
  expect(ventana).not.toContain("Punto de encuentro");
  expect(ventana).toContain(">Para tener en cuenta antes de reservar</h2>");
  expect(ventana).toContain("<p>Cancelás sin cargo hasta 48 horas antes.</p>");
  // The rental page has the items' anchors the links point at.
  expect(await page("/fr/alquilerequipoescalada")).toContain('id="rental-helmet"');
  // The guide's facts in their card, the languages named in the page's language.
  const about = await page("/fr/about");
  expect(about).toMatch(/Diplômes\u00a0:<\/dt><dd>AAGM, UIAGM\/IFMGA<\/dd>/);
  expect(about).toContain("<dd>espagnol et anglais</dd>");
  expect(await page("/en/about")).toContain("<dd>Spanish and English</dd>");

  // On a phone: the links are 44 px targets, nothing runs off the side, the rental link lands on its item.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await context.newPage();
  await phone.goto(`${server.url}/es/escaladarocafrey`);
  const rentLink = phone.locator(".trust-rent__item").first();
  await rentLink.scrollIntoViewIfNeeded();
  // (A link inside a policy's sentence is the sentence's words, as any link in a text.)
  const standalone = await phone.locator(".trust-meeting__map, .trust-rent__item").all();
  expect(standalone).toHaveLength(3);
  for (const link of standalone) {
    const box = await link.boundingBox();
    expect(box!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  }
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Axe-clean with the facts shown, in Spanish and in French (where the Spanish texts are marked).
  for (const path of ["/es/escaladarocafrey", "/fr/escaladarocafrey", "/fr/about"]) {
    await phone.goto(`${server.url}${path}`);
    const results = await new AxeBuilder({ page: phone }).include(".trust, .guide-facts").withTags(wcagTags).analyze();
    expect(results.violations, formatViolations(results.violations, path)).toEqual([]);
  }
  // Reached by a client navigation from a page without the blocks (the home page), their styles come with them.
  await phone.goto(`${server.url}/es`);
  await expect(phone.locator("html[data-hydrated]")).toBeAttached();
  expect(await phone.locator('style[data-href*="/assets/trust-"]').count()).toBe(0);
  await phone.locator('a[href="/es/escaladarocafrey"]').first().click();
  await expect(phone).toHaveURL(/\/es\/escaladarocafrey$/);
  await expect(phone.locator(".trust-rent__item").first()).toHaveCSS("min-height", "44px");
  await phone.goto(`${server.url}/es/escaladarocafrey`);
  await rentLink.click();
  await expect(phone).toHaveURL(/\/es\/alquilerequipoescalada#rental-helmet$/);
  await expect(phone.locator("#rental-helmet")).toBeInViewport();
  await context.close();

  // What is set leaves the owner's list; what is not stays.
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const home = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner, "Accept-Language": "es-AR" } })).text();
  expect(home).toContain("Tus políticas: mal tiempo y habilitación");
  expect(home).not.toContain("Escalada en roca en el valle del Frey:");
  expect(home).not.toContain("Martín Aguirre:");
  expect(home).toContain("Lucía Ferreyra: certificaciones e idiomas que habla");
});
