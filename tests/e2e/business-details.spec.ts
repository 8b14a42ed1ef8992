/**
 * The business's details are data: a channel not set is left out of every page, and a change the
 * owner makes is on every page of every instance at its next load (the page cache included).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { dropSchema } from "../../db/testing.ts";
import { ownerCommand, startInstance, type Instance } from "./instances.ts";
import { seedTexts } from "../../app/catalogue/seed/texts/index.ts";
import { rentalTranslations } from "../../app/content/rental/index.ts";
import { contactTexts } from "../../app/contact/i18n/index.ts";
import { languages } from "../../app/i18n/languages.ts";
import { pageHref } from "../../app/site/pages.ts";

/** Pages of every kind: prerendered once, kept by the page cache, or with a form. */
const paths = ["/en", "/es/about", "/fr/alquilerequipoescalada", "/pt/escaladarocafrey", "/it/contactForm", "/about"];

test.describe("a business with no details set", () => {
  let instance: Instance;
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-business-unset-"));
    instance = await startInstance({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await instance?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("no page links to a channel that is not set, nor to an example address", async ({ page }) => {
    for (const where of paths) {
      await page.goto(`${instance.url}${where}`);
      const html = await page.content();
      expect(html, where).not.toMatch(/wa\.me|paypal|mercadopago|mpago|instagram\.com|facebook\.com|example\.com/);
      await expect(page.locator(".chat-button")).toHaveCount(0);
      await expect(page.locator(".site-footer .social")).toHaveCount(0);
    }
    // The payment block keeps its cash note and currencies, without links.
    await page.goto(`${instance.url}/en/bautismo`);
    await expect(page.locator(".payment-block")).toContainText("USD");
    await expect(page.locator(".payment-block a")).toHaveCount(0);
    await expect(page.locator(".booking-block a[href^='https://wa.me']")).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const business = (jsonLd["@graph"] ?? [jsonLd]).find((item: { "@type": string }) => item["@type"] === "SportsActivityLocation");
    expect(business).toHaveProperty("name");
    expect(business).not.toHaveProperty("telephone");
    expect(business).not.toHaveProperty("sameAs");
  });

  test("npm run business lists what is still to set before launch", async () => {
    const shown = await ownerCommand("business", [], { DATA_DIR: dataDir });
    expect(shown).toContain(
      "Still to set before launch: whatsapp, email, street, postalCode, instagram, facebook, paymentTransfer, paymentLocal",
    );
  });
});

test.describe("what the pages say follows the channels set", () => {
  test.describe.configure({ mode: "serial" });
  let instance: Instance;
  let dataDir: string;
  test.beforeAll(async () => {
    // A server's start takes longer on a busy machine.
    test.setTimeout(90_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "site-business-said-"));
    instance = await startInstance({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await instance?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("on a fresh install no sentence points at a channel that is not set, in every language: the pages point at the contact form", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const lang of languages) {
      const contact = pageHref("contact", lang);
      await page.goto(`${instance.url}/${lang}`);
      const closing = page.locator(".home-closing");
      await expect(closing, lang).not.toContainText(seedTexts[lang].home.closing);
      await expect(closing.getByRole("link", { name: seedTexts[lang].home.closingFormLink }), lang).toHaveAttribute("href", contact);

      for (const where of ["bautismo", "alquilerequipoescalada"]) {
        await page.goto(`${instance.url}/${lang}/${where}`);
        const payment = page.locator(".payment-block");
        await expect(payment, `${lang} ${where}`).not.toContainText(seedTexts[lang].payment.text);
        await expect(payment, `${lang} ${where}`).toContainText(seedTexts[lang].payment.textLater);
        await expect(payment.locator("dl")).toHaveCount(0);
      }
      // The rental page: the gear is asked for through the contact form; no pick-up address yet.
      await expect(
        page.locator(".rental-special").getByRole("link", { name: rentalTranslations[lang].special.contactFormLabel }),
      ).toHaveAttribute("href", contact);
      await expect(page.locator(".rental-pickup")).toHaveCount(0);
      // The contact page: only the hours, the one detail every site has.
      await page.goto(`${instance.url}${contact}`);
      await expect(page.locator(".contact-details dt")).toHaveText([
        `${contactTexts[lang].details.hours}${lang === "fr" ? "\u00a0:" : ":"}`,
      ]);
    }
  });

  test("the contact page shows the address (with a map), email and hours the owner set; the rental page where to pick up gear", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await ownerCommand(
      "business",
      ["set", "street=Mitre 123", "postalCode=R8400", "email=hola@bariloche.example", "opens=09:00", "closes=19:30"],
      { DATA_DIR: dataDir },
    );
    const address = "Mitre 123, R8400 San Carlos de Bariloche, Río Negro";
    await page.goto(`${instance.url}/es/contactForm`);
    const details = page.locator(".contact-details");
    await expect(details.getByRole("heading")).toHaveText("Dónde encontrarnos");
    await expect(details.locator("address")).toHaveText(address);
    await expect(details.getByRole("link", { name: /abrir en un mapa/ })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, Argentina`)}`,
    );
    await expect(details.getByRole("link", { name: "hola@bariloche.example" })).toHaveAttribute("href", "mailto:hola@bariloche.example");
    // The hours in the visitor's language, in Bariloche's time zone.
    await expect(details).toContainText(/Todos los días, 9:00\s?–\s?19:30 GMT-3/);
    await page.goto(`${instance.url}/en/contactForm`);
    await expect(page.locator(".contact-details")).toContainText(/Every day, 9:00\s?AM\s?–\s?7:30\s?PM GMT-3/);

    await page.goto(`${instance.url}/en/alquilerequipoescalada`);
    await expect(page.locator(".rental-pickup")).toHaveText(`Where to pick up and return the equipment: ${address} (opens in a new tab).`);
    await expect(page.locator(".rental-pickup a")).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=Mitre/);
  });

  test("once set, the channels are pointed at: bank details alone say 'bank transfer', a payment link 'online', a chat the contact icons", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await ownerCommand("business", ["set", "bankAccount=BARILOCHE.VERT.MP", "bankHolder=Juana Pérez"], { DATA_DIR: dataDir });
    await page.goto(`${instance.url}/es/bautismo`);
    const payment = page.locator(".payment-block");
    await expect(payment).toContainText(seedTexts.es.payment.text);
    await expect(payment.locator("dl dd")).toHaveText(["Juana Pérez", "BARILOCHE.VERT.MP"]);
    await expect(payment.locator("dl dt")).toHaveText(["Titular", "CBU o alias"]);

    await ownerCommand("business", ["set", "paymentLocal=link.mercadopago.com.ar/bv", "whatsapp=0294 15 400-0003"], { DATA_DIR: dataDir });
    await page.goto(`${instance.url}/en/alquilerequipoescalada`);
    await expect(page.locator(".payment-block")).toContainText(seedTexts.en.payment.text);
    await expect(page.locator(".payment-block").getByRole("link", { name: /Pay with Mercado Pago/ })).toHaveAttribute(
      "href",
      "https://link.mercadopago.com.ar/bv",
    );
    await expect(page.locator(".rental-special a[href^='https://wa.me/5492944000003']")).toHaveCount(1);
    await page.goto(`${instance.url}/es`);
    await expect(page.locator(".home-closing")).toHaveText(seedTexts.es.home.closing);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const setups = [
  { name: "two instances on one SQLite file", postgres: false },
  { name: "two instances on PostgreSQL", postgres: true },
];

for (const setup of setups) {
  test.describe(setup.name, () => {
    test.skip(setup.postgres && !databaseUrl, "TEST_DATABASE_URL is not set");
    const instances: Instance[] = [];
    const dataDirs: string[] = [];
    const schema = `business_${randomBytes(5).toString("hex")}`;
    let shared: Record<string, string> = {};

    test.beforeAll(async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "site-business-"));
      dataDirs.push(dir);
      shared = setup.postgres ? { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, DATA_DIR: dir } : { DATA_DIR: dir };
      await ownerCommand("business", ["set", "whatsapp=+54 9 294 400 0001"], shared);
      for (let i = 0; i < 2; i++) {
        // Each PostgreSQL instance has a data folder of its own; SQLite ones share the database file.
        const own: Record<string, string> = setup.postgres ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-business-")) } : {};
        if (own.DATA_DIR) dataDirs.push(own.DATA_DIR);
        instances.push(await startInstance({ ...shared, ...own }));
      }
    });
    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      if (setup.postgres) await dropSchema(databaseUrl!, schema);
    });

    test("the owner changes the WhatsApp number: every page's chat link follows on its next load, on both instances", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      /** The chat button's link in each page as each instance serves it (kept by its page cache after the first). */
      const chatHrefs = async () => {
        const found: string[] = [];
        for (const instance of instances) {
          for (const where of paths) {
            const html = await (await request.get(`${instance.url}${where}`)).text();
            found.push(/<a class="chat-button" href="https:\/\/wa\.me\/(\d+)\?text=/.exec(html)?.[1] ?? `none on ${instance.url}${where}`);
          }
        }
        return found;
      };
      const everyPage = (digits: string) => instances.flatMap(() => paths.map(() => digits));
      expect(await chatHrefs()).toEqual(everyPage("5492944000001"));
      // Rendered again while the cache holds them: still the same (served from memory).
      expect(await chatHrefs()).toEqual(everyPage("5492944000001"));
      // A visitor's browser on the first instance, with the page open (React Router's data, next).
      await page.goto(`${instances[0]!.url}/en/about`);
      await expect(page.locator(".chat-button")).toHaveAttribute("href", /^https:\/\/wa\.me\/5492944000001\?text=/);

      const said = await ownerCommand("business", ["set", "whatsapp=+54 9 294 400 0002"], shared);
      expect(said).toContain("Changed: whatsapp");
      expect(await chatHrefs()).toEqual(everyPage("5492944000002"));
      // A navigation inside the open page loads the new number too.
      await page.locator("header a.brand").click();
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator(".chat-button")).toHaveAttribute("href", /^https:\/\/wa\.me\/5492944000002\?text=/);
      // The excursion's booking block and the JSON-LD follow too.
      await page.goto(`${instances[1]!.url}/en/multilargos`);
      await expect(page.locator(".booking-block a[href^='https://wa.me/5492944000002?text=']")).toHaveCount(1);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      // An excursion's page carries the business in a graph beside the excursion.
      const business = (jsonLd["@graph"] ?? [jsonLd]).find((item: { "@type": string }) => item["@type"] === "SportsActivityLocation");
      expect(business.telephone).toBe("+5492944000002");
    });
  });
}
