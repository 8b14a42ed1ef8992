/**
 * Visitors' photos: the real type is read from the bytes (not the file name or the declared type),
 * oversized files and images with too many pixels are refused before decoding, and what is kept
 * is re-encoded to WebP at two sizes, without any metadata (EXIF, GPS, ICC are all dropped).
 */
import sharp from "sharp";
import { AVATAR_SIZE, LARGE_MAX_SIDE, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, type PhotoProblem } from "./model.ts";

export type ImageType = "jpeg" | "png" | "webp" | "gif" | "avif";

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** The image type the bytes say they are (magic numbers), or undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 4, 4) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 4))) return "avif";
  return undefined;
}

/** What sharp calls each format, for the check that header and magic number agree. */
const sharpFormats: Record<ImageType, string[]> = {
  jpeg: ["jpeg"],
  png: ["png"],
  webp: ["webp"],
  gif: ["gif"],
  avif: ["heif"],
};

export type ProcessedPhoto = { avatar: Buffer; large: Buffer; width: number; height: number };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; problem: PhotoProblem };

const inputOptions = {
  // A second guard: libvips itself refuses to decode more pixels than this.
  limitInputPixels: PHOTO_MAX_PIXELS,
  failOn: "error",
  sequentialRead: true,
} as const;

/**
 * Turns an upload into an avatar (square, AVATAR_SIZE px) and a large image (longest side at most
 * LARGE_MAX_SIDE px), both WebP. Encoding effort is kept low: a 12-megapixel phone photo takes a
 * few hundred milliseconds, not seconds.
 */
export async function processPhoto(
  bytes: Uint8Array,
  limits = { maxBytes: PHOTO_MAX_BYTES, maxPixels: PHOTO_MAX_PIXELS },
): Promise<PhotoResult> {
  if (bytes.length > limits.maxBytes) return { ok: false, problem: "too-large" };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, problem: "not-an-image" };
  try {
    // The header only: dimensions are known before a single pixel is decoded.
    const header = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
    if (!sharpFormats[type].includes(header.format ?? "")) return { ok: false, problem: "not-an-image" };
    const pixels = (header.width ?? 0) * (header.height ?? 0);
    if (!pixels) return { ok: false, problem: "unreadable" };
    if (pixels > limits.maxPixels) return { ok: false, problem: "too-many-pixels" };

    // Decode once (JPEGs shrink while loading), upright per EXIF orientation, in sRGB.
    const { data, info } = await sharp(bytes, { ...inputOptions, limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width: LARGE_MAX_SIDE, height: LARGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [large, avatar] = await Promise.all([
      sharp(data, raw).webp({ quality: 80, effort: 1, smartSubsample: false }).toBuffer(),
      sharp(data, raw)
        .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: "centre" })
        .webp({ quality: 80, effort: 1 })
        .toBuffer(),
    ]);
    return { ok: true, photo: { avatar, large, width: info.width, height: info.height } };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
