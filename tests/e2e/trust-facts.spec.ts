/**
 * The facts that build a traveller's trust (meeting points, what to bring, policies, a guide's
 * certifications and languages) are the owner's to set: a fresh install shows none of them on any
 * public page, in any language (nothing is invented), and the owner's first screen lists each as
 * still to set before launch, in words.
 */
import { trustTexts } from "../../app/catalogue/i18n/trust.ts";
import { isLang } from "../../app/i18n/languages.ts";
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

test("a fresh install shows no meeting point, no list to bring, no policy and no certification on any page", async () => {
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
    for (const block of ['class="trust', 'class="guide-facts', 'id="trust-']) expect(html, `${path} shows ${block}`).not.toContain(block);
    for (const heading of [words.meeting.title, words.bring.title, words.policies.title, words.bring.rent])
      expect(html, `${path} shows "${heading}"`).not.toContain(`>${heading}</h`);
    expect(html, path).not.toContain(`${words.guide.certifications}:`);
  }
});

test("the owner's first screen lists every unset fact as still to set before launch, in words", async () => {
  const owner = await sessionFor(server, "owner@bariloche.example", "owner");
  const home = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner, "Accept-Language": "es-AR" } })).text();
  expect(home).toContain("Falta completar antes de publicar");
  expect(home).toContain("Lo que le da confianza al viajero");
  const list = /<ul class="ws-trust" data-trust-missing[^>]*>([\s\S]*?)<\/ul>/.exec(home)?.[1];
  expect(list, "the list of facts still to set").toBeDefined();
  const lines = [...list!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => text(match[1]!));
  // Each excursion by its name, the policies, each guide by name: all of their facts, none invented.
  const excursions = lines.filter((line) => line.endsWith(": dónde se encuentran, a qué hora se encuentran y qué traer"));
  expect(excursions.length).toBeGreaterThanOrEqual(8);
  expect(excursions.map((line) => line.split(":")[0])).toContain("Escalada en roca en el valle del Frey");
  expect(lines).toContain("Tus políticas: cancelación, mal tiempo, seguro y habilitación");
  const guides = lines.filter((line) => line.endsWith(": certificaciones e idiomas que habla"));
  expect(guides.length).toBe(5);
  expect(lines.length).toBe(excursions.length + 1 + guides.length);
  // Words only: never a key of the catalogue.
  for (const line of lines) expect(line).not.toMatch(/\b(freyclimb|multipitch|trekkingLanin|policies)\b/);

  const english = await (await fetch(`${server.url}/admin`, { headers: { Cookie: owner, "Accept-Language": "en" } })).text();
  expect(english).toContain("Your policies: cancellation, bad weather, insurance and registration");

  // A guide has no say over the business's facts: the list is the owner's.
  const guide = await sessionFor(server, "guide@bariloche.example", "guide");
  const guideHome = await (await fetch(`${server.url}/admin`, { headers: { Cookie: guide } })).text();
  expect(guideHome).not.toContain("data-trust-missing");
});
