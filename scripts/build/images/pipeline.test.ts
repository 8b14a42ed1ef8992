import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { imageSources } from "../../../app/images/urls.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSources, planWidths, pngToIco, runPipeline, widthsFor, type PipelineResult } from "./pipeline.ts";

const svg = (w: number, h: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 4}" fill="#f59e0b"/></svg>`;

let dir: string;
let src: string;
let out: string;
let manifestPath: string;
let cold: PipelineResult;

/** The GPS IFD pointer tag (0x8825), in little- or big-endian EXIF. */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "images-pipeline-"));
  src = join(dir, "src");
  out = join(dir, "out");
  manifestPath = join(dir, "manifest.generated.ts");
  await mkdir(src);
  // same base name: an SVG (16:9) and a PNG photo stand-in (2:1); the PNG must win
  await writeFile(join(src, "excursion-test-hero.svg"), svg(160, 90, "#1e3a5f"));
  await sharp({ create: { width: 700, height: 350, channels: 3, background: "#4a7a3a" } })
    .png()
    .toFile(join(src, "excursion-test-hero.png"));
  // another SVG, smaller than its kind's largest width
  await writeFile(join(src, "rental-thing.svg"), svg(300, 300, "#334155"));
  // a JPEG carrying EXIF with GPS position, as a phone would write it
  await sharp({ create: { width: 500, height: 400, channels: 3, background: "#336699" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Test Owner", Artist: "Someone" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "41/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "71/1 18/1 0/1" },
    })
    .toFile(join(src, "team-gps.jpg"));
  // files that are not images are ignored
  await writeFile(join(src, ".gitkeep"), "");
  await writeFile(join(src, "notes.txt"), "not an image");
  cold = await runPipeline({ srcDir: src, outDir: out, manifestPath, urlPrefix: "/img/" });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("widths", () => {
  it("picks widths by kind", () => {
    expect(widthsFor("excursion-frey-hero")).toEqual([640, 768, 1024, 1600]);
    expect(widthsFor("excursion-frey-wide")).toEqual([640, 768, 1024, 1600]);
    expect(widthsFor("og-default")).toEqual([640, 768, 1024, 1600]);
    expect(widthsFor("excursion-frey-side")).toEqual([400, 680, 800]);
    expect(widthsFor("excursion-frey-2")).toEqual([400, 680, 800]);
    expect(widthsFor("course-trad")).toEqual([400, 680, 800]);
    expect(widthsFor("rental-collage")).toEqual([400, 680, 800]);
    expect(widthsFor("rental-helmet")).toEqual([200, 400]);
    expect(widthsFor("team-3")).toEqual([200, 400]);
    expect(widthsFor("avatar-default")).toEqual([64, 256]);
  });

  it("never upscales, and keeps the source width when a larger one was wanted", () => {
    expect(planWidths([640, 1024, 1600], 1680)).toEqual([640, 1024, 1600]);
    expect(planWidths([640, 1024, 1600], 1200)).toEqual([640, 1024, 1200]);
    expect(planWidths([640, 1024, 1600], 300)).toEqual([300]);
    expect(planWidths([200, 400], 400)).toEqual([200, 400]);
  });
});

describe("pipeline", () => {
  it("prefers a raster over an SVG of the same name", async () => {
    const sources = await findSources(src);
    const hero = sources.find((s) => s.name === "excursion-test-hero")!;
    expect(hero.ext).toBe("png");
    expect(hero.shadowed.map((f) => f.endsWith(".svg"))).toEqual([true]);
    expect(cold.entries.map((e) => e.name)).toEqual(["excursion-test-hero", "rental-thing", "team-gps"]);
    // the PNG is 2:1; the SVG would have been 16:9
    const entry = cold.entries[0]!;
    expect({ width: entry.width, height: entry.height }).toEqual({ width: 700, height: 350 });
  });

  it("writes the right widths and heights, never larger than the source", () => {
    const dims = Object.fromEntries(cold.entries.map((e) => [e.name, e.variants.map((v) => [v.width, v.height])]));
    expect(dims).toEqual({
      "excursion-test-hero": [
        [640, 320],
        [700, 350],
      ],
      "rental-thing": [
        [200, 200],
        [300, 300],
      ],
      "team-gps": [
        [200, 160],
        [400, 320],
      ],
    });
  });

  it("writes real AVIF and WebP files of the stated size", async () => {
    for (const entry of cold.entries) {
      for (const v of entry.variants) {
        const avif = await sharp(join(out, v.avif.replace("/img/", ""))).metadata();
        expect(avif.format).toBe("heif");
        expect(avif.compression).toBe("av1");
        expect([avif.width, avif.height]).toEqual([v.width, v.height]);
        const webp = await sharp(join(out, v.webp.replace("/img/", ""))).metadata();
        expect(webp.format).toBe("webp");
        expect([webp.width, webp.height]).toEqual([v.width, v.height]);
      }
    }
    expect(cold.written).toBe(12);
  });

  it("strips EXIF and GPS metadata", async () => {
    const input = await sharp(join(src, "team-gps.jpg")).metadata();
    expect(input.exif && hasGpsPointer(input.exif)).toBe(true);
    const files = (await readdir(out)).filter((f) => f.startsWith("team-gps-"));
    expect(files).toHaveLength(4);
    for (const f of files) {
      const bytes = await readFile(join(out, f));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("Test Owner")).toBe(false);
      expect(bytes.includes("Someone")).toBe(false);
    }
  });

  it("writes a manifest with every entry", async () => {
    const text = await readFile(manifestPath, "utf8");
    expect(text).toBe(cold.manifest);
    const heroEntry = cold.entries[0]!;
    const hero = heroEntry.variants;
    expect(text).toContain(
      `"excursion-test-hero": { width: 700, height: 350, hash: "${heroEntry.hash}", widths: [640, 700] }`,
    );
    expect(text).toContain(`"rental-thing": { width: 300, height: 300,`);
    expect(text).toContain(`"team-gps": { width: 400, height: 320,`);
    expect(text).toContain(`export const imagePrefix = "/img/";`);
    // The browser builds the very URLs of the files the pipeline wrote.
    expect(imageSources("/img/", heroEntry.name, { width: 700, height: 350, hash: heroEntry.hash, widths: [640, 700] })).toEqual({
      avif: `${hero[0]!.avif} 640w, ${hero[1]!.avif} 700w`,
      webp: `${hero[0]!.webp} 640w, ${hero[1]!.webp} 700w`,
      src: hero[1]!.webp,
      jpg: undefined,
    });
    expect(text).toContain("} as const;");
    expect(text).toContain("export type ImageName = keyof typeof images;");
  });

  it("skips existing outputs and removes stale files", async () => {
    await writeFile(join(out, "old-image-400-deadbeef.webp"), "stale");
    const warm = await runPipeline({ srcDir: src, outDir: out, manifestPath, urlPrefix: "/img/" });
    expect(warm.written).toBe(0);
    expect(warm.skipped).toBe(12);
    expect(warm.removed).toBe(1);
    expect(existsSync(join(out, "old-image-400-deadbeef.webp"))).toBe(false);
    expect(warm.manifest).toBe(cold.manifest);
  });

  it("writes a JPEG for link-preview images", async () => {
    await writeFile(join(src, "og-test.svg"), svg(1200, 630, "#0b1220"));
    const run = await runPipeline({ srcDir: src, outDir: out, urlPrefix: "/img/" });
    const og = run.entries.find((e) => e.name === "og-test")!;
    expect(og.variants.map((v) => v.width)).toEqual([640, 768, 1024, 1200]);
    expect(og.jpg).toMatch(/^\/img\/og-test-[0-9a-f]{8}\.jpg$/);
    const meta = await sharp(join(out, og.jpg!.replace("/img/", ""))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(run.manifest).toMatch(/"og-test": \{[^}]*jpg: true/);
    expect(imageSources("/img/", og.name, { width: og.width, height: og.height, hash: og.hash, widths: og.variants.map((v) => v.width), jpg: true }).jpg).toBe(og.jpg);
  });
});

describe("favicon", () => {
  it("wraps a PNG in a valid ICO header", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#f59e0b" } }).png().toBuffer();
    const ico = pngToIco(png, 32);
    expect(ico.length).toBe(22 + png.length);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, png.length, 22]);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});
