import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures.ts";
import sharp from "sharp";
import { formatViolations, wcagTags } from "../../scripts/bench/quality/axe.ts";
import { formTokens, postComment, startServer, type TestServer } from "./comments-server.ts";

/**
 * The comments section of the excursion pages, in Chromium, against a server of its own (fresh
 * SQLite data, limits raised so the tests can post freely; the abuse tests start stricter ones).
 * Each test uses its own excursion page or unique names, so tests never see each other's comments.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form.comment-form");
    return !!form && (form as HTMLFormElement).noValidate;
  });
}

async function fillComment(page: Page, name: string, comment: string) {
  const section = page.locator("section.comments");
  await section.getByLabel("Name").fill(name);
  await section.getByLabel("Comment", { exact: true }).fill(comment);
}

/** A phone-like JPEG with EXIF and GPS. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a7bb0" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "41/1 8/1 0/1" } })
    .toBuffer();
}

test("an excursion without comments says so, in the page's HTML and its language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/guiapersonal`);
  const section = page.locator("section.comments");
  await expect(section.getByRole("heading", { name: "Comments", level: 2 })).toBeVisible();
  await expect(section).toContainText("There are no comments in this section yet.");
  await expect(section.getByLabel("Name")).toHaveAttribute("required", "");
  await expect(section.getByLabel("Photo (optional)")).toHaveAttribute("accept", "image/*");
  expect(await section.getByLabel("Photo (optional)").getAttribute("multiple")).toBeNull();
  await page.goto(`${server.url}/es/guiapersonal`);
  await expect(page.locator("section.comments")).toContainText("Todavía no hay comentarios en esta sección.");
  await context.close();
});

test("posting with JavaScript: the button says it is posting and cannot be pressed twice; the inputs clear; the comment is listed first", async ({
  page,
}) => {
  await page.goto(`${server.url}/en/escaladarocafrey`);
  await hydrated(page);
  const section = page.locator("section.comments");
  const first = unique("Ana");
  await fillComment(page, first, "  Granite all day.  ");
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("status")).toHaveText("Thank you! Your comment has been posted.");

  // Hold the next answer back to see the submitting state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route("**/en/escaladarocafrey.data", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts++;
    await held;
    await route.continue();
  });
  const second = unique("Bruno");
  await fillComment(page, second, "Second comment");
  await section.locator('input[type="file"]').setInputFiles({ name: "cerro.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
  const button = section.getByRole("button", { name: "Posting…" });
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(button).toBeDisabled();
  await button.click({ force: true }).catch(() => {});
  await section.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  release();
  await expect(section.getByRole("status")).toHaveText("Thank you! Your comment has been posted.");
  expect(posts).toBe(1);
  await expect(section.getByLabel("Name")).toHaveValue("");
  await expect(section.getByLabel("Comment", { exact: true })).toHaveValue("");
  await expect(section.locator('input[type="file"]')).toHaveValue("");
  const items = section.locator(".comment");
  await expect(items.nth(0)).toContainText(second);
  await expect(items.nth(1)).toContainText(first);
  await expect(items.nth(1).locator(".comment-text")).toHaveText("Granite all day.");
  await expect(section.locator(".comment", { hasText: second })).toHaveCount(1);
  // Drawn in the browser, the list and the photo's dialog bring their own styles (linked by them).
  await expect(items.nth(0)).toHaveCSS("display", "grid");
  await expect(items.nth(0).locator("button.comment-avatar")).toHaveCSS("cursor", "zoom-in");
  await expect(items.nth(0).locator("dialog.avatar-dialog")).toHaveCSS("padding-top", "0px");

  // After a reload the server renders both, newest first.
  await page.reload();
  await expect(page.locator("section.comments .comment").nth(0)).toContainText(second);
});

test("empty fields after trimming show 'Please fill in every field.' and send nothing", async ({ page }) => {
  await page.goto(`${server.url}/en/multilargos`);
  await hydrated(page);
  let posts = 0;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname.startsWith("/comments/") || pathname.endsWith("/multilargos"))) posts++;
  });
  const section = page.locator("section.comments");
  await fillComment(page, "   ", "Something");
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please fill in every field.");
  await expect(section.getByLabel("Name")).toBeFocused();
  await page.goto(`${server.url}/fr/multilargos`);
  await hydrated(page);
  await page.locator("section.comments").getByRole("button", { name: "Publier le commentaire" }).click();
  await expect(page.locator("section.comments").getByRole("alert")).toHaveText("Veuillez remplir tous les champs.");
  expect(posts).toBe(0);
});

test("when saving fails, the inputs stay and a translated message says the comment could not be saved", async ({ page }) => {
  await page.goto(`${server.url}/it/escaladapiedraparada`);
  await hydrated(page);
  await page.route("**/it/escaladapiedraparada.data", (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
  );
  const section = page.locator("section.comments");
  await section.getByLabel("Nome").fill("Giulia");
  await section.getByLabel("Commento", { exact: true }).fill("Che posto!");
  await section.getByRole("button", { name: "Pubblica commento" }).click();
  await expect(section.getByRole("alert")).toHaveText("Non è stato possibile salvare il commento. Riprova tra un momento.");
  await expect(section.getByLabel("Nome")).toHaveValue("Giulia");
  await expect(section.getByLabel("Commento", { exact: true })).toHaveValue("Che posto!");
  await expect(section.getByRole("button", { name: "Pubblica commento" })).toBeEnabled();
});

test("without JavaScript the form posts to the page, which shows the outcome (and keeps the text after a refusal)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/pt/bautismo`);
  const section = page.locator("section.comments");
  await section.getByLabel("Nome").fill("  ");
  await section.getByLabel("Comentário", { exact: true }).fill("Primeira escalada!");
  await section.getByRole("button", { name: "Publicar comentário" }).click();
  await expect(page.locator("section.comments [role=alert]")).toHaveText("Por favor, preencha todos os campos.");
  // The answer is a new page: it opens on the message, not on the hero far above it.
  await expect(page.locator("section.comments [role=alert]")).toBeFocused();
  await expect(page.locator("section.comments [role=alert]")).toBeInViewport();
  await expect(page.locator("section.comments").getByLabel("Comentário", { exact: true })).toHaveValue("Primeira escalada!");

  const name = unique("Lucas");
  await page.locator("section.comments").getByLabel("Nome").fill(name);
  await page.locator("section.comments").getByRole("button", { name: "Publicar comentário" }).click();
  await expect(page.locator("section.comments [role=status]")).toHaveText("Obrigado! Seu comentário foi publicado.");
  await expect(page.locator("section.comments [role=status]")).toBeInViewport();
  await expect(page.locator("section.comments .comment").first()).toContainText(name);
  await expect(page.locator("section.comments").getByLabel("Nome")).toHaveValue("");
  // Sending the same form again (a reload of the answer) does not post it twice.
  await page.reload();
  await expect(page.locator("section.comments .comment", { hasText: name })).toHaveCount(1);
  await context.close();
});

/** Resolves once the page's live stream of comments has answered (it then gets every comment saved from now on). */
function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => /^\/comments\/[^/]+\/events$/.test(new URL(response.url()).pathname) && response.status() === 200,
  );
}

test("a comment reaches every open page of that excursion, once, and survives a lost connection", async ({ browser }) => {
  const reader = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();
  const writer = await (await browser.newContext()).newPage();
  const readerStream = streamOpened(reader);
  const otherStream = streamOpened(other);
  await reader.goto(`${server.url}/en/escaladarocacerroventana`);
  await other.goto(`${server.url}/en/trekking-lanin`);
  await writer.goto(`${server.url}/en/escaladarocacerroventana`);
  await Promise.all([hydrated(reader), hydrated(writer), hydrated(other), readerStream, otherStream]);

  const name = unique("Live");
  await fillComment(writer, name, "Seen from the other tab");
  const saved = writer.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/en/escaladarocacerroventana.data",
  );
  await writer.locator("section.comments").getByRole("button", { name: "Post comment" }).click();
  expect((await saved).status()).toBe(200);
  // How soon it arrives is measured by `npm run motion`; here, that it arrives, once.
  await expect(reader.locator(".comment", { hasText: name })).toHaveCount(1);
  await expect(reader.locator("[aria-live=polite]")).toHaveText(`New comment from ${name}`);
  await expect(writer.locator(".comment", { hasText: name })).toHaveCount(1);
  // The writer is not told of their own comment as if it were someone else's.
  await expect(writer.locator("[aria-live=polite]")).toHaveText("");

  // The server goes away and comes back; a comment posted before the page reconnects is caught up.
  await server.stop("SIGTERM");
  await server.restart();
  const post = async (author: string, text: string) => {
    const html = await (await fetch(`${server.url}/en/escaladarocacerroventana`)).text();
    const form = new FormData();
    const { formToken, clientToken } = formTokens(html);
    for (const [key, value] of Object.entries({
      intent: "comment",
      name: author,
      comment: text,
      form_token: formToken,
      client_token: clientToken,
    })) {
      form.set(key, value);
    }
    expect((await postComment(server.url, "/en/escaladarocacerroventana", form)).status).toBe(200);
  };
  const missed = unique("Missed");
  await post(missed, "Posted while you were away");
  await expect(reader.locator(".comment", { hasText: missed })).toHaveCount(1, { timeout: 10_000 });
  await expect(reader.locator(".comment", { hasText: name })).toHaveCount(1);
  // A later comment comes down the same stream after anything the reconnection replayed: once it
  // shows, a second copy of the others would have shown too.
  const after = unique("After");
  await post(after, "Posted once the page had caught up");
  await expect(reader.locator(".comment", { hasText: after })).toHaveCount(1);
  await expect(reader.locator(".comment", { hasText: missed })).toHaveCount(1);
  await expect(reader.locator(".comment", { hasText: name })).toHaveCount(1);
  // The trekking page heard none of them.
  await expect(other.locator(".comment", { hasText: after })).toHaveCount(0);
  await expect(other.locator(".comment", { hasText: name })).toHaveCount(0);
});

test("a photo becomes a WebP avatar without metadata; the avatar opens an accessible dialog", async ({ page }) => {
  await page.goto(`${server.url}/en/escaladarocarefugiofrey`);
  await hydrated(page);
  const section = page.locator("section.comments");
  const name = unique("Photo");
  await fillComment(page, name, "Look at this view");
  await section.locator('input[type="file"]').setInputFiles({ name: "view.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("status")).toHaveText("Thank you! Your comment has been posted.");

  const avatar = section.getByRole("button", { name: `Enlarge the photo shared by ${name}` });
  const src = await avatar.locator("img").getAttribute("src");
  const served = await page.request.get(`${server.url}${src}`);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  const meta = await sharp(await served.body()).metadata();
  expect(meta).toMatchObject({ format: "webp", width: 128, height: 128 });
  expect(meta.exif).toBeUndefined();

  await page.evaluate(() => window.scrollTo(0, 200));
  await avatar.click();
  const dialog = page.getByRole("dialog", { name: `Photo shared by ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: `Photo shared by ${name}` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(avatar).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

  await avatar.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(avatar).toBeFocused();

  await avatar.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(avatar).toBeFocused();
});

test("with comments, a photo, an error message and the open dialog, the section meets WCAG 2.2 AA and hydrates cleanly", async ({
  page,
}) => {
  await page.goto(`${server.url}/en/multilargos`);
  await hydrated(page);
  const section = page.locator("section.comments");
  await fillComment(page, unique("Axe"), "A comment with a photo");
  await section.locator('input[type="file"]').setInputFiles({ name: "view.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("status")).toBeVisible();
  await fillComment(page, unique("Axe"), "A comment without one");
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.locator(".comment")).toHaveCount(2);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.reload();
  await hydrated(page);
  await section.getByLabel("Name").fill(" ");
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  const withList = await new AxeBuilder({ page }).include("section.comments").withTags(wcagTags).analyze();
  expect(withList.violations.length, formatViolations(withList.violations, "comments section")).toBe(0);
  await section.locator("button.comment-avatar").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const withDialog = await new AxeBuilder({ page }).include(".avatar-dialog").withTags(wcagTags).analyze();
  expect(withDialog.violations.length, formatViolations(withDialog.violations, "photo dialog")).toBe(0);
  expect(errors).toEqual([]);
  await page.keyboard.press("Escape");
  // Nothing in the section is wider than a small phone's screen.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test("a file that is not a picture is not used; the comment is saved with the default avatar and the visitor is told", async ({ page }) => {
  await page.goto(`${server.url}/en/bautismo`);
  await hydrated(page);
  const section = page.locator("section.comments");
  const name = unique("NoPhoto");
  await fillComment(page, name, "My photo is broken");
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("#!/bin/sh\necho not a photo\n") });
  await section.getByRole("button", { name: "Post comment" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Your comment was posted, but the file was not a picture we can show, so it was not used.",
  );
  const item = section.locator(".comment", { hasText: name });
  await expect(item.locator("svg")).toBeVisible();
  await expect(item.getByRole("link")).toHaveCount(0);
});

test("comments are shown as text: markup and links stay inert", async ({ page }) => {
  await page.goto(`${server.url}/en/escaladarocafrey`);
  await hydrated(page);
  const name = unique("<b>Bold</b>");
  await fillComment(page, name, '<img src=x onerror="window.__xss=1"> visit https://spam.example <a href="https://spam.example">here</a>');
  await page.locator("section.comments").getByRole("button", { name: "Post comment" }).click();
  await expect(page.locator("section.comments").getByRole("status")).toBeVisible();
  await page.reload();
  const item = page.locator(".comment", { hasText: name });
  await expect(item.locator(".comment-text")).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(item.locator("a, img, b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe("abuse controls", () => {
  let strict: TestServer;
  test.beforeAll(async () => {
    strict = await startServer({ COMMENT_RATE_LIMIT: "2/600" });
  });
  test.afterAll(async () => {
    await strict?.dispose();
  });

  test("a form sent sooner than the minimum fill time is refused, and the text stays", async ({ page }) => {
    const slow = await startServer({ FORM_MIN_FILL_MS: "60000" });
    try {
      await page.goto(`${slow.url}/en/escaladarocafrey`);
      await hydrated(page);
      const section = page.locator("section.comments");
      await fillComment(page, "Quick", "Too fast");
      await section.getByRole("button", { name: "Post comment" }).click();
      await expect(section.getByRole("alert")).toHaveText("That was very quick! Please wait a few seconds and send your comment again.");
      await expect(section.getByLabel("Name")).toHaveValue("Quick");
      await expect(section.getByLabel("Comment", { exact: true })).toHaveValue("Too fast");
    } finally {
      await slow.dispose();
    }
  });

  test("a filled honeypot and too many comments from one client are refused with clear messages", async ({ page }) => {
    await page.goto(`${strict.url}/en/escaladarocafrey`);
    await hydrated(page);
    const section = page.locator("section.comments");
    await fillComment(page, "Quick", "Bot-like");
    await section.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await section.getByRole("button", { name: "Post comment" }).click();
    await expect(section.getByRole("alert")).toContainText("Your comment looks automated, so it was not saved.");
    await section.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = ""));

    for (const comment of ["One", "Two"]) {
      await section.getByLabel("Comment", { exact: true }).fill(comment);
      await section.getByRole("button", { name: "Post comment" }).click();
      await expect(section.getByRole("status")).toHaveText("Thank you! Your comment has been posted.");
      await expect(section.getByLabel("Name")).toHaveValue("");
      await section.getByLabel("Name").fill("Quick");
    }
    await section.getByLabel("Comment", { exact: true }).fill("Three");
    await section.getByRole("button", { name: "Post comment" }).click();
    await expect(section.getByRole("alert")).toHaveText(
      "You have posted several comments in a short time. Please wait a few minutes and try again.",
    );
    await expect(section.getByLabel("Comment", { exact: true })).toHaveValue("Three");
  });

  test("posts from another site and oversized uploads are refused before anything is saved", async () => {
    const html = await (await fetch(`${strict.url}/es/escaladarocafrey`)).text();
    const { formToken, clientToken } = formTokens(html);
    const form = () => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        intent: "comment",
        name: "Eve",
        comment: "cross",
        form_token: formToken,
        client_token: clientToken,
      })) {
        data.set(key, value);
      }
      return data;
    };
    // From another site, as a script's post or as the form without JavaScript: a translated 403,
    // before any form looks at it.
    for (const path of ["/es/escaladarocafrey.data", "/es/escaladarocafrey"]) {
      const crossSite = await fetch(`${strict.url}${path}`, { method: "POST", body: form(), headers: { Origin: "https://evil.example" } });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.text()).toBe("Este formulario se envió desde otro sitio web y fue rechazado. Mandalo desde nuestra página.");
    }
    expect(strict.output()).not.toMatch(/Aborting the action|at .*react-router/);

    const big = form();
    big.set("photo", new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/jpeg" }), "huge.jpg");
    const tooLarge = await postComment(strict.url, "/en/multilargos", big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ ok: false, error: "too-large" });
    for (const path of ["/es/escaladarocafrey", "/es/multilargos"]) {
      expect(await (await fetch(`${strict.url}${path}`)).text()).not.toContain('class="comment-name">Eve<');
    }
  });
});
