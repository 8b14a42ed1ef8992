import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_SIZE, LARGE_MAX_SIDE } from "./model.ts";
import { processPhoto, sniffImageType } from "./photos.server.ts";

/** A photo-like JPEG (noise does not compress away) with EXIF and GPS, like a phone's. */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "41/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "71/1 18/1 0/1" },
    })
    .toBuffer();
}

describe("sniffImageType", () => {
  it("reads the type from the bytes, not from a name", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect([jpeg, png, webp, gif].map(sniffImageType)).toEqual(["jpeg", "png", "webp", "gif"]);
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("%PDF-1.7 pretending to be photo.jpg"))).toBeUndefined();
  });
});

describe("processPhoto", () => {
  // How fast: `npm run photo-speed` (scripts/bench/photo-speed.ts), not a time limit here.
  it("turns a 12-megapixel phone photo into two small WebP files without metadata", async () => {
    const input = await phonePhoto();
    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.problem);
    const { avatar, large, width, height } = result.photo;
    expect([width, height]).toEqual([LARGE_MAX_SIDE, 1200]);
    const largeMeta = await sharp(large).metadata();
    const avatarMeta = await sharp(avatar).metadata();
    expect(largeMeta).toMatchObject({ format: "webp", width: LARGE_MAX_SIDE, height: 1200 });
    expect(avatarMeta).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    for (const meta of [largeMeta, avatarMeta]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    expect(large.includes("PhoneMaker")).toBe(false);
  });

  it("turns the photo upright according to its EXIF orientation", async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#8ac" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processPhoto(sideways);
    expect(result.ok && [result.photo.width, result.photo.height]).toEqual([200, 300]);
  });

  it("refuses files over the size limit, non-images, lying files and too many pixels", async () => {
    const photo = await phonePhoto(800, 600);
    expect(await processPhoto(photo, { maxBytes: 1000, maxPixels: 50_000_000 })).toEqual({ ok: false, problem: "too-large" });
    expect(await processPhoto(Buffer.from("GIF89a but actually a text file, not an image at all"))).toEqual({
      ok: false,
      problem: "unreadable",
    });
    expect(await processPhoto(Buffer.from("#!/bin/sh\necho this is no photo\n"))).toEqual({ ok: false, problem: "not-an-image" });
    expect(await processPhoto(photo, { maxBytes: 10_000_000, maxPixels: 400_000 })).toEqual({
      ok: false,
      problem: "too-many-pixels",
    });
  });

  it("refuses a decompression bomb by its header, before decoding it", async () => {
    // A PNG whose header claims 30000 x 30000 pixels (900 megapixels once decoded) in a few bytes.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30000, height: 30000 });
    const started = performance.now();
    expect(await processPhoto(bomb)).toEqual({ ok: false, problem: "too-many-pixels" });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
