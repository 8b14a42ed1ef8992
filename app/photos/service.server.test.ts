import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase } from "../../db/testing.ts";
import { languages } from "../i18n/languages.ts";
import { createChangeTracker } from "../runtime/changes.server.ts";
import { createEventBus } from "../runtime/events.server.ts";
import { photoRefusalText } from "./i18n/index.ts";
import { CAMERA_ARTIST, cameraPhoto } from "./testing.ts";
import { createPhotosService, PHOTOS_TOPIC, type PhotosService } from "./service.server.ts";

const alt = {
  es: "Cerro Ventana al amanecer",
  en: "Cerro Ventana at dawn",
  fr: "Le Cerro Ventana à l’aube",
  pt: "Cerro Ventana ao amanhecer",
  it: "Il Cerro Ventana all’alba",
};

describe("the owner's photos", () => {
  let photos: PhotosService;
  let version: () => string | undefined;
  let photo: Buffer;
  const closing: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const test = await createMigratedTestDatabase("sqlite");
    const bus = await createEventBus(test.database);
    const changes = createChangeTracker({ bus, database: test.database, topics: [PHOTOS_TOPIC] });
    closing.push(
      test.cleanup,
      () => bus.close(),
      () => changes.close(),
    );
    photos = createPhotosService({ database: test.database, changes });
    version = () => changes.version();
    photo = await cameraPhoto({ width: 3000, height: 2000 });
  }, 60_000);
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it("keeps a camera photo with GPS in its EXIF at the pipeline's widths, without any metadata", async () => {
    const exif = (await sharp(photo).metadata()).exif!;
    // The GPS IFD pointer (tag 0x8825) and the photographer's name are in the upload.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(exif.includes(CAMERA_ARTIST)).toBe(true);

    const before = version();
    const result = await photos.set("excursion-ventana-hero", photo, alt, "owner");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(version()).not.toBe(before);
    // The hero's widths (scripts/build/images: 640, 768, 1024, 1600), cropped to the drawing's 16:9.
    expect(result.photo).toMatchObject({ width: 1600, height: 900, widths: [640, 768, 1024, 1600] });
    for (const width of result.photo.widths) {
      for (const format of ["avif", "webp"] as const) {
        const file = await photos.file(result.photo.id, `${width}.${format}`);
        expect(file?.contentType).toBe(`image/${format}`);
        const meta = await sharp(file!.bytes).metadata();
        expect(meta).toMatchObject({ width, height: Math.round((width * 9) / 16), format: format === "avif" ? "heif" : "webp" });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(Buffer.from(file!.bytes).includes(CAMERA_ARTIST)).toBe(false);
      }
    }
    expect((await photos.shown("fr"))["excursion-ventana-hero"]).toEqual({
      id: result.photo.id,
      width: 1600,
      height: 900,
      widths: [640, 768, 1024, 1600],
      alt: alt.fr,
    });
  });

  it("replaces a place's photo (the old files go) and removes it (the drawing comes back)", async () => {
    const first = await photos.set("team-1", photo, alt);
    const second = await photos.set("team-1", photo, alt);
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(second.photo.id).not.toBe(first.photo.id);
    // A portrait: the team's widths (200, 400), square like the drawing.
    expect(second.photo).toMatchObject({ width: 400, height: 400, widths: [200, 400] });
    expect(await photos.file(first.photo.id, "400.webp")).toBeUndefined();
    expect(await photos.remove("team-1")).toBe(true);
    expect((await photos.shown("en"))["team-1"]).toBeUndefined();
    expect(await photos.file(second.photo.id, "400.webp")).toBeUndefined();
    expect(await photos.remove("team-1")).toBe(false);
  });

  it("refuses a file that is not an image whatever its name says, with a message in every language", async () => {
    const text = Buffer.from("GIF89a? no: a text file named photo.jpg, with a declared type of image/jpeg\n".repeat(20));
    expect(await photos.set("excursion-ventana-hero", text, alt)).toEqual({ ok: false, problem: "not-an-image" });
    // A JPEG's first bytes and nothing readable after them.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    expect(await photos.set("excursion-ventana-hero", fake, alt)).toMatchObject({ ok: false });
    const messages = languages.map((lang) => photoRefusalText(lang, "not-an-image"));
    expect(new Set(messages).size).toBe(languages.length);
    expect(messages[languages.indexOf("es")]).toBe("Este archivo no es una foto: elegí una imagen JPEG, PNG, WebP o AVIF.");
  });

  it("needs only the owner's description: a page in another language shows it, marked as in the owner's language", async () => {
    const result = await photos.set("excursion-ventana-wide", photo, { es: "  Cerro   Ventana  ", fr: "" }, "owner", "es");
    expect(result).toMatchObject({ ok: true, photo: { alt: { es: "Cerro Ventana" }, altLang: "es" } });
    expect((await photos.shown("fr"))["excursion-ventana-wide"]).toMatchObject({ alt: "Cerro Ventana", altLang: "es" });
    const spanish = (await photos.shown("es"))["excursion-ventana-wide"]!;
    expect(spanish.alt).toBe("Cerro Ventana");
    expect(spanish.altLang).toBeUndefined();
    expect((await photos.all()).find((shown) => shown.place === "excursion-ventana-wide")).toMatchObject({ altLang: "es" });
  });

  it("asks for the alt text in the owner's language, and knows only the site's places", async () => {
    expect(await photos.set("excursion-ventana-side", photo, { ...alt, es: "  " }, "owner", "es")).toEqual({
      ok: false,
      problem: "alt-required",
      lang: "es",
    });
    // The language is named as the owner's language names it in a sentence, not by its own name.
    expect(photoRefusalText("en", "alt-required", "pt")).toBe("Describe the photo in Portuguese: people who cannot see it read this.");
    expect(photoRefusalText("es", "alt-required", "pt")).toBe("Describí la foto en portugués: es lo que leen quienes no pueden verla.");
    expect(photoRefusalText("es", "alt-too-long", "fr")).toBe("La descripción en francés es demasiado larga (200 caracteres como máximo).");
    expect(await photos.set("logo", photo, alt)).toEqual({ ok: false, problem: "unknown-place" });
    expect(await photos.set("excursion-ventana-side", photo, { ...alt, en: "" }, "owner", "en")).toMatchObject({
      ok: false,
      problem: "alt-required",
    });
    expect(await photos.set("../etc/passwd", photo, alt)).toEqual({ ok: false, problem: "unknown-place" });
  });
});
