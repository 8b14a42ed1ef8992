import { accessibleNode, clickInPlace } from "./content-helpers.ts";
import { expect, test } from "./fixtures.ts";

const languages = ["en", "es", "fr", "pt", "it"];

test.describe("language of unprefixed pages", () => {
  for (const [locale, lang] of [
    ["es-AR", "es"],
    ["pt-BR", "pt"],
    ["fr-FR", "fr"],
    ["it-IT", "it"],
    ["de-DE", "en"],
  ] as const) {
    test(`a browser in ${locale} gets ${lang}`, async ({ browser }) => {
      const context = await browser.newContext({ locale, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto("/about");
      expect(response?.status()).toBe(200);
      expect(response?.headers().vary).toMatch(/accept-language/i);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator(".lang-selector a[aria-current='true']")).toHaveAttribute("hreflang", lang);
      await context.close();
    });
  }
});

test("prefixed pages are served in their language whatever the browser says", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-AR" });
  const page = await context.newPage();
  for (const lang of languages) {
    await page.goto(`/${lang}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  // A prefixed page is the same for everyone: caches need not key it on the browser's language.
  const excursion = await page.goto("/es/escaladarocafrey");
  expect(excursion?.headers().vary ?? "").not.toMatch(/accept-language|cookie/i);
  // …but its comment form's one-time key is its own: no shared cache keeps it.
  expect(excursion?.headers()["cache-control"]).toBe("private, no-cache");
  await context.close();
});

test("the selector switches a prefixed page to the same page in another language", async ({ page }) => {
  await page.goto("/en/about");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: /Français/ })
    .click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
});

test("pages reached inside the site, without a reload, are those pages in the URL's language", async ({ page }) => {
  await page.goto("/en/escaladarocafrey");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: /Français/ })
    .click();
  await expect(page).toHaveURL(/\/fr\/escaladarocafrey$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escalade dans la vallée du Frey");
  await page.goto("/es/about");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Inicio" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("DESAFIÁ TUS LÍMITES");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the selector on an unprefixed page switches language and is remembered", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/contactForm");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: /Italiano/ })
    .click();
  await expect(page).toHaveURL(/\/it\/contactForm$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  // The choice wins over the browser's language on the next unprefixed visit.
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await context.close();
});

test("after a navigation inside the site, focus is on the new page's content, not on the link followed", async ({ page }) => {
  await page.goto("/en/about");
  await page.locator("footer").getByRole("link", { name: "Contact us" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/contactForm$/);
  await expect(page.locator("main")).toBeFocused();
  // The next Tab goes on into the page, not to the footer's next link.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

test("without JavaScript the menu opens, closes on Escape and on a click outside, and its links work; the footer has them too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pt/about");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Início" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.mouse.click(900, 500);
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await menu.getByRole("link", { name: "Fale conosco" }).click();
  await expect(page).toHaveURL(/\/pt\/contactForm$/);
  await expect(menu).toBeHidden();
  await expect(page.locator("footer").getByRole("link", { name: "Início" })).toBeVisible();
  await context.close();
});

test.describe("menu", () => {
  test("opens and closes with the hamburger, and focus moves in and back", async ({ page }) => {
    await page.goto("/en");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await accessibleNode(page, ".menu-toggle")).toMatchObject({ role: "button", name: "Close menu", expanded: true });
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    const box = await menu.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width).toBe(250);
    // From the header's bottom edge to the window's.
    const header = (await page.locator(".site-header").boundingBox())!;
    expect([box.top, box.bottom]).toEqual([header.y + header.height, page.viewportSize()!.height]);
    await expect(menu.getByRole("link")).toHaveText(["Home", "About us", "Contact us"]);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await accessibleNode(page, ".menu-toggle")).toMatchObject({ name: "Open menu", expanded: false });
  });

  test("at 1280 px the open menu leaves the brand and its button in view, over a dimmed page", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/en/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    for (const element of [page.locator(".brand"), page.getByRole("button", { name: "Close menu" })]) {
      const other = (await element.boundingBox())!;
      const overlaps =
        other.x < box.x + box.width && box.x < other.x + other.width && other.y < box.y + box.height && box.y < other.y + other.height;
      expect(overlaps).toBe(false);
      // Nothing lies over it: a tap there reaches it.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest(".brand, .menu-toggle")?.className ?? null,
        [other.x + other.width / 2, other.y + other.height / 2],
      );
      expect(hit).not.toBeNull();
    }
    // The page beside the menu is dimmed.
    const backdrop = await menu.evaluate((element) => getComputedStyle(element, "::backdrop").backgroundColor);
    expect(backdrop).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("opening and closing it leaves a scrolled page where it was", async ({ page }) => {
    await page.goto("/en");
    await page.evaluate(() => window.scrollTo(0, 600));
    await clickInPlace(page, page.getByRole("button", { name: "Open menu" }));
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test("closes on Escape and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes on a click outside it", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await page.mouse.click(900, 500);
    await expect(menu).toBeHidden();
  });

  test("closes on route change and keeps the language prefix", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    await menu.getByRole("link", { name: "Quiénes somos" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(menu).toBeHidden();
  });
});

test("the footer shows the current year, the rights line and two social links", async ({ page }) => {
  await page.goto("/en/about");
  const footer = page.locator("footer");
  await expect(footer.getByTestId("footer-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText("All rights reserved.");
  const social = footer.locator(".social a");
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the floating chat link opens WhatsApp with a greeting in the page's language", async ({ page }) => {
  await page.goto("/pt");
  const chat = page.getByRole("link", { name: /WhatsApp/ });
  await expect(chat).toBeVisible();
  const href = await chat.getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href!.split("text=")[1]!)).toContain("Olá");
  await expect(chat).toHaveAttribute("target", "_blank");
});

test.describe("errors", () => {
  test("an unknown path answers 404 with a translated page linking home", async ({ page }) => {
    const response = await page.goto("/fr/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test("an unknown language prefix or one-word path is a 404 too, in the visitor's language with the site around it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "it-IT" });
    const page = await context.newPage();
    for (const path of ["/de/about", "/abuot", "/de/escaladarocafrey"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
      await expect(page.getByRole("navigation", { name: "Lingua" })).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
    }
    await context.close();
  });

  test("an unexpected error says something went wrong, in words, not a system's title", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const response = await page.goto("/_drills/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page).toHaveTitle(/^Something went wrong \| /);
    await context.close();
  });
});

test.describe("head tags in the server's HTML", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/es/about", "/about", "/en"]) {
    test(`${path} has title, description, social tags, canonical, hreflang and JSON-LD`, async ({ page, baseURL }) => {
      await page.goto(path);
      const head = page.locator("head");
      await expect(page).toHaveTitle(/\S/);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /\S/);
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:type"]) {
        await expect(head.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
      }
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/bariloche\.example\/img\//);
      for (const name of ["twitter:card", "twitter:image", "twitter:url"]) {
        await expect(head.locator(`meta[name="${name}"]`)).toHaveAttribute("content", /\S/);
      }
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`https://bariloche.example${path === "/about" ? "/about" : path}`);
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      const slug = path.endsWith("about") ? "/about" : "";
      expect(alternates).toEqual([
        ...languages.map((lang) => [lang, `https://bariloche.example/${lang}${slug}`]),
        ["x-default", `https://bariloche.example${slug || "/"}`],
      ]);
      const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(jsonLd["@type"]).toBe("SportsActivityLocation");
      expect(jsonLd.currenciesAccepted).toBe("USD, ARS");
      // The cheapest rental item (a locking carabiner) to the volcano ascent.
      expect(jsonLd.priceRange).toBe("USD 1 – USD 520");
      expect(jsonLd.paymentAccepted).toBe("Cash, Money transfer, Mercado Pago");
      expect(jsonLd.openingHoursSpecification[0]).toMatchObject({ opens: "08:00", closes: "20:00" });
      expect(jsonLd.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
      expect(baseURL).toBeTruthy();
    });
  }

  test("an unprefixed page is its own canonical (the x-default) and speaks the negotiated language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://bariloche.example/about");
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", "https://bariloche.example/about");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pt_BR");
    await context.close();
  });
});

test("sitemap.xml lists every page in every language with alternates, and robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toHaveLength(12 * 5);
  expect(locs).toContain("https://bariloche.example/it/trekking-lanin");
  expect(sitemap).toContain('hreflang="x-default" href="https://bariloche.example/alquilerequipoescalada"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://bariloche.example/sitemap.xml");
});

test("pages are served at their own URL without a redirect", async ({ request }) => {
  const response = await request.get("/en/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en"');
});
