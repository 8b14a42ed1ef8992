/**
 * The owner's photos in place of the drawings: a 6000 × 4000 camera JPEG with GPS in its EXIF
 * (made by sharp, app/photos/testing.ts) is served without any metadata at the image pipeline's
 * widths and takes the excursion hero's place; removing it brings the drawing back; a file that is
 * not an image is refused, in the owner's language.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { languages } from "../../app/i18n/languages.ts";
import { photoTexts } from "../../app/photos/i18n/index.ts";
import { CAMERA_ARTIST, cameraPhoto } from "../../app/photos/testing.ts";
import { ownerCommand, startInstance, type Instance } from "./instances.ts";

const alt = {
  es: "Cordada en la cara norte del Cerro Ventana",
  en: "Climbers on Cerro Ventana's north face",
  fr: "Cordée sur la face nord du Cerro Ventana",
  pt: "Cordada na face norte do Cerro Ventana",
  it: "Cordata sulla parete nord del Cerro Ventana",
};
const altArgs = Object.entries(alt).flatMap(([lang, text]) => [`--alt-${lang}`, text]);

test.describe.configure({ mode: "serial" });

let instance: Instance;
let dir: string;
let env: Record<string, string>;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "site-photos-"));
  env = { DATA_DIR: path.join(dir, "data") };
  writeFileSync(path.join(dir, "camera.jpg"), await cameraPhoto());
  writeFileSync(path.join(dir, "notes.jpg"), "These are my notes, not a photo, whatever the name says.\n".repeat(50));
  instance = await startInstance(env);
});
test.afterAll(async () => {
  await instance?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("a camera photo with GPS in its EXIF replaces the hero's drawing, served without metadata at the pipeline's widths", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const camera = await sharp(path.join(dir, "camera.jpg")).metadata();
  expect([camera.width, camera.height]).toEqual([6000, 4000]);
  expect(camera.exif?.includes(CAMERA_ARTIST)).toBe(true);

  await page.goto(`${instance.url}/en/escaladarocacerroventana`);
  const hero = page.locator(".excursion-hero img");
  await expect(hero).toHaveAttribute("src", /^\/img\/excursion-ventana-hero-/);

  const said = await ownerCommand("photos", ["set", "excursion-ventana-hero", path.join(dir, "camera.jpg"), ...altArgs], env);
  expect(said).toContain("excursion-ventana-hero: photo");

  await page.goto(`${instance.url}/en/escaladarocacerroventana`);
  await expect(hero).toHaveAttribute("src", /^\/media\/[\w-]{16}\/1600\.webp$/);
  await expect(hero).toHaveAttribute("alt", alt.en);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[\w-]{16}\/\d+\.avif$/);
  const srcset = (await page.locator(".excursion-hero source[type='image/avif']").getAttribute("srcset"))!;
  const files = srcset.split(", ").map((entry) => entry.split(" ")[0]!);
  expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["640w", "768w", "1024w", "1600w"]);

  for (const file of [...files, ...files.map((avif) => avif.replace(/\.avif$/, ".webp"))]) {
    const response = await request.get(`${instance.url}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    expect(meta.width, file).toBe(Number(/\/(\d+)\./.exec(file)![1]));
    expect(meta.exif, file).toBeUndefined();
    expect(meta.xmp, file).toBeUndefined();
    expect(bytes.includes(CAMERA_ARTIST)).toBe(false);
  }

  // In Spanish, its Spanish description; the drawing comes back when the photo is removed.
  await page.goto(`${instance.url}/es/escaladarocacerroventana`);
  await expect(hero).toHaveAttribute("alt", alt.es);
  await ownerCommand("photos", ["remove", "excursion-ventana-hero"], env);
  await page.goto(`${instance.url}/es/escaladarocacerroventana`);
  await expect(hero).toHaveAttribute("src", /^\/img\/excursion-ventana-hero-/);
  expect((await request.get(`${instance.url}${files[0]}`)).status()).toBe(404);
});

test("a team portrait takes its photo too", async ({ page }) => {
  test.setTimeout(60_000);
  await ownerCommand("photos", ["set", "team-2", path.join(dir, "camera.jpg"), ...altArgs], env);
  await page.goto(`${instance.url}/fr/about`);
  await expect(page.locator(`img[alt="${alt.fr}"]`)).toHaveAttribute("src", /^\/media\/[\w-]{16}\/400\.webp$/);
  await ownerCommand("photos", ["remove", "team-2"], env);
});

test("a file that is not an image is refused, with the reason in the owner's language", async () => {
  // Five owner commands, one process after another.
  test.setTimeout(120_000);
  for (const lang of languages) {
    const refusal = await ownerCommand(
      "photos",
      ["set", "excursion-ventana-side", path.join(dir, "notes.jpg"), ...altArgs, "--lang", lang],
      env,
    ).then(
      () => "accepted",
      (error: { stderr: string }) => error.stderr.trim(),
    );
    expect(refusal).toBe(photoTexts[lang].problems["not-an-image"]);
  }
});
