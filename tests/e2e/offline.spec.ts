/**
 * Offline reading, in Chromium with the context set offline (`context.setOffline`): a visited
 * excursion page reloads with its text and pictures; on a signal that stalls (the server's process
 * frozen: connections taken, never answered) the kept page shows after the worker's 3 s of patience,
 * and the late answer replaces it; a page never opened shows the offline page in
 * the visitor's language; a contact message written offline arrives exactly once after the signal
 * returns (the stored message and the `.eml` files of the outbox), whether the page stays open or
 * the visitor comes back later; streams, posts and the workspace are never cached.
 *
 * The site is reached at its public origin (PUBLIC_URL), as in production: its pages' policy
 * allows their service worker there, and only there.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { startServer, type TestServer } from "./comments-server.ts";
import { expect, test, type Page } from "./fixtures.ts";

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: TestServer;
test.beforeAll(async () => {
  // The business's address for its notifications: without one (nor its email in the business's details) only the confirmation is sent.
  server = await startServer({ ADMIN_EMAIL: "guides@bariloche.example" }, { ownOrigin: true });
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Resolves once the service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout: 30_000 });
}

/** Whether the worker has kept this page (its own URL) for offline reading. */
function pageKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => !!(await caches.match(location.href, { cacheName: "pages" })));
}

/** The pictures of the page's content that are shown (loaded and decoded). */
function picturesShown(page: Page): Promise<{ shown: number; all: number }> {
  return page.locator("main img").evaluateAll((images) => ({
    shown: images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length,
    all: images.length,
  }));
}

const mailDir = () => path.join(server.env.DATA_DIR!, "mail");
/** The visitor's address for a message: its own, since the confirmation carries nothing the visitor typed (not the subject). */
const addressFor = (subject: string) => `ines.${subject.replace(/\W+/g, "-").toLowerCase()}@example.org`;
/** The emails about a message: the business's (which names it) and the visitor's confirmation (sent to its address). */
const emailsAbout = (subject: string) =>
  (existsSync(mailDir()) ? readdirSync(mailDir(), { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
    .filter((entry) => readFileSync(path.join(mailDir(), entry.name), "utf8").includes(addressFor(subject)));

function messagesAbout(subject: string): number {
  const database = new DatabaseSync(path.join(server.env.DATA_DIR!, "site.sqlite"), { readOnly: true });
  try {
    return (database.prepare("select count(*) as count from contact_messages where subject = ?").get(subject) as { count: number }).count;
  } finally {
    database.close();
  }
}

async function writeMessage(page: Page, subject: string) {
  await page.getByLabel("Name", { exact: true }).fill("Ines");
  await page.getByLabel("Email", { exact: true }).fill(addressFor(subject));
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Written on the approach to the Frey, without a signal.");
  await page.getByRole("button", { name: "Send message" }).click();
}

test("a visited excursion page reloads offline with its text and its pictures", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/escaladarocafrey`);
  await controlled(page);
  await expect.poll(() => pageKept(page), { timeout: 20_000 }).toBe(true);
  // Kept with its pictures: all of them loaded, those further down too.
  const pictures = await page.locator("main img").count();
  expect(pictures).toBeGreaterThanOrEqual(6);
  await expect.poll(() => picturesShown(page), { timeout: 30_000 }).toEqual({ shown: pictures, all: pictures });
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  const itinerary = await page.locator(".excursion-itinerary .read-more__text").textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  await expect(page.locator(".excursion-itinerary .read-more__text")).toHaveText(itinerary!);
  await expect(page.locator(".excursion-price__headline")).toContainText("USD");
  for (const picture of await page.locator("main img").all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  // The controls still work offline, with or without the app's script.
  await page.locator(".excursion-itinerary summary").click();
  await expect(page.locator(".excursion-itinerary .read-more__rest")).toBeVisible();

  // Never kept: live comment streams, posts, the owner's workspace.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(`${request.method} ${new URL(request.url).pathname}`);
    return urls;
  });
  expect(kept.filter((url) => /\/events$|^POST|\/admin/.test(url))).toEqual([]);
  await context.close();
});

test("on a signal that stalls, a kept page shows within 4 s, and the late answer replaces it in the cache", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frey = `${server.url}/en/escaladarocafrey`;
  await page.goto(frey);
  await controlled(page);
  await expect.poll(() => pageKept(page), { timeout: 20_000 }).toBe(true);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  // When the kept copy was fetched (its Date header, to the second).
  const keptAt = () => page.evaluate(async (url) => (await caches.match(url, { cacheName: "pages" }))?.headers.get("Date") ?? null, frey);
  await page.goto(`${server.url}/en/about`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);

  server.pause();
  const pausedAt = Date.now();
  try {
    // The server takes the connection and never answers: the page must not wait for the network to fail.
    const navigation = page.goto(frey, { waitUntil: "commit", timeout: 60_000 }).catch((error: unknown) => error);
    // Shown while the server is still frozen: the kept copy (however long a loaded machine takes to draw it).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 30_000 });
    expect(page.url()).toBe(frey);
    await navigation;
    // When the worker answered, by the browser's own timing of this navigation: after its 3 s of
    // patience with the network, within the 4 s a traveller waits.
    const answeredAfter = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return navigation!.responseStart - navigation!.startTime;
    });
    expect(answeredAfter).toBeGreaterThanOrEqual(3_000);
    expect(answeredAfter).toBeLessThan(4_000);
    // Still stalled: the page shown is the kept one.
    await expect(page.locator(".excursion-price__headline")).toContainText("USD");
  } finally {
    server.resume();
  }
  // The answer arrives once the server answers again (3 s and more after the pause): the kept copy is replaced by it.
  await expect.poll(async () => Date.parse((await keptAt()) ?? "") >= pausedAt + 2_000, { timeout: 30_000 }).toBe(true);
  await context.close();
});

test("a page never opened shows the offline page, in the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(`${server.url}/es/escaladarocacerroventana`);
  await controlled(page);
  const ventana = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect.poll(() => pageKept(page)).toBe(true);
  await context.setOffline(true);
  await page.goto(`${server.url}/es/bautismo`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estás sin conexión");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText("Esta página todavía no se guardó en este dispositivo.", { exact: false })).toBeVisible();
  // The excursions kept on the device, listed (the menu has none).
  const kept = page.locator(".offline-page__pages");
  await expect(kept).toContainText("Páginas de excursiones guardadas en este dispositivo, para leer sin señal:");
  await expect(kept.getByRole("link")).toHaveText([ventana]);
  await expect(kept.getByRole("link")).toHaveAttribute("href", "/es/escaladarocacerroventana");
  // Unprefixed: the browser's language; the page kept in Spanish is listed as Spanish.
  await page.goto(`${server.url}/multilargos`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await expect(page.locator(".offline-page__pages").getByRole("link", { name: ventana })).toHaveAttribute("lang", "es");
  // Its menu works without a script, and a page kept is one tap away.
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  await page.goto(`${server.url}/es/escaladarocacerroventana`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ventana");
  await context.close();
});

/** The forms the device keeps to send when the signal returns (app/offline/outbox.ts: IndexedDB "offline-forms"). */
function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((found) => found.name === "offline-forms")) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("offline-forms");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!database.objectStoreNames.contains("outbox")) return 0;
      const count = database.transaction("outbox").objectStore("outbox").count();
      return await new Promise<number>((resolve, reject) => {
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      });
    } finally {
      database.close();
    }
  });
}

test("a contact message written offline is kept, the visitor told so, and it arrives exactly once when the signal returns", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/en/contactForm`);
  await controlled(page);
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await context.setOffline(true);
  const subject = `Offline ${Math.random().toString(36).slice(2, 8)}`;
  await writeMessage(page, subject);
  await expect(page.getByRole("status")).toHaveText(
    "Your message is kept on this device and will be sent as soon as there is a signal. You do not need to write it again.",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  expect(await keptOnDevice(page)).toBe(1);
  expect(messagesAbout(subject)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => messagesAbout(subject), { timeout: 30_000 }).toBe(1);
  // The page that said it was kept now says it was sent.
  await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
  // The outbox writes the two emails (to the business, and the visitor's confirmation), once each.
  await expect.poll(() => emailsAbout(subject).length, { timeout: 30_000 }).toBe(2);
  // Another page opened, the worker asked again to send what it kept: nothing is sent twice.
  await page.goto(`${server.url}/en/about`);
  await page.goto(`${server.url}/en/contactForm`);
  // Sent, the message left the device: there is nothing left there to send again.
  await expect.poll(() => keptOnDevice(page)).toBe(0);
  expect(messagesAbout(subject)).toBe(1);
  expect(emailsAbout(subject)).toHaveLength(2);
  await context.close();
});

test("a message written offline is sent on the next visit, when the page was closed before the signal came back", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/es/contactForm`);
  await controlled(page);
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  await context.setOffline(true);
  const subject = `Later ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Nombre", { exact: true }).fill("Ines");
  await page.getByLabel("Email", { exact: true }).fill(addressFor(subject));
  await page.getByLabel("Asunto", { exact: true }).fill(subject);
  await page.getByLabel("Mensaje", { exact: true }).fill("Escrito en el refugio.");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("status")).toContainText("Tu mensaje quedó guardado en este dispositivo");
  await page.close();
  expect(messagesAbout(subject)).toBe(0);

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(`${server.url}/es/escaladarocafrey`);
  await expect.poll(() => messagesAbout(subject), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => emailsAbout(subject).length, { timeout: 30_000 }).toBe(2);
  await context.close();
});

test("a message posted before the page's script runs, without a connection, is kept and the visitor told so in their language", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/fr/contactForm`);
  await controlled(page);
  await context.setOffline(true);
  const subject = `Avant ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Nom", { exact: true }).fill("Inès");
  await page.getByLabel("E-mail", { exact: true }).fill(addressFor(subject));
  await page.getByLabel("Objet", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Écrit au refuge, sans réseau.");
  // The browser's own submission, as before hydration: a page posted, which the worker answers.
  await page.locator("form.contact-form").evaluate((form) => (form as HTMLFormElement).submit());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes hors ligne");
  await expect(page.getByRole("status")).toHaveText(
    "Votre message est conservé sur cet appareil et sera envoyé dès qu'il y aura du réseau. Inutile de l'écrire à nouveau.",
  );
  await expect(page.getByText("Cette page n'a pas encore été enregistrée")).toBeHidden();
  expect(messagesAbout(subject)).toBe(0);

  await context.setOffline(false);
  await page.goto(`${server.url}/fr/about`);
  await expect.poll(() => messagesAbout(subject), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => emailsAbout(subject).length, { timeout: 30_000 }).toBe(2);
  await context.close();
});
