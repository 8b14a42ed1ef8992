/**
 * An uploaded photo, made ready for a place: its type read from its bytes (never its name or
 * declared type) and confirmed by decoding its header, cropped to the drawing's proportions (the
 * page's layout stays as designed), and re-encoded from decoded pixels into the image pipeline's
 * widths and formats (app/images/variants.ts), so no metadata block survives: EXIF, GPS, XMP, ICC.
 */
import sharp from "sharp";
import { sniffImageType, type ImageType } from "../comments/photos.server.ts";
import type { Drawing } from "./drawings.server.ts";
import { ENCODERS, planWidths, widthsFor } from "../images/variants.ts";

/** An upload larger than this is refused before it is read (a 6000 × 4000 camera JPEG is 5-15 MB). */
export const PLACE_PHOTO_MAX_BYTES = 30 * 1024 * 1024;
/** Pixels decoded at most (a 50-megapixel camera). */
const PLACE_PHOTO_MAX_PIXELS = 50_000_000;

export type PhotoProblem = "not-an-image" | "too-large" | "too-many-pixels" | "unreadable";

type EncodedFile = { file: string; contentType: string; bytes: Buffer };
export type ProcessedPlacePhoto = { width: number; height: number; widths: number[]; files: EncodedFile[] };

const sharpFormats: Record<ImageType, string> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "heif" };

/**
 * AVIF at the lowest effort, so an upload is answered in a second or two on a small server, and at
 * a lower quality than the drawings': a photograph has far more detail than a drawing, and at the
 * drawings' 52 a textured 6000 × 4000 photo's 768 px variant (what a phone's hero loads) was 43 kB,
 * which put Lighthouse's LCP at 1.2-1.55 s against 1.0 s with the drawing; at 40 it is 18 kB
 * (decision 0050).
 */
const PHOTO_AVIF = { ...ENCODERS.avif, quality: 40, effort: 0 } as const;
/** WebP is only the fallback of browsers without AVIF (the largest width). */
const PHOTO_WEBP = { ...ENCODERS.webp, quality: 70, effort: 2 } as const;

export async function processPlacePhoto(
  place: string,
  drawing: Drawing,
  bytes: Uint8Array,
): Promise<{ ok: true; photo: ProcessedPlacePhoto } | { ok: false; problem: PhotoProblem }> {
  if (bytes.length > PLACE_PHOTO_MAX_BYTES) return { ok: false, problem: "too-large" };
  const type = sniffImageType(bytes);
  if (!type || type === "gif") return { ok: false, problem: "not-an-image" };
  try {
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== sharpFormats[type]) return { ok: false, problem: "not-an-image" };
    const pixels = (header.width ?? 0) * (header.height ?? 0);
    if (!pixels) return { ok: false, problem: "unreadable" };
    if (pixels > PLACE_PHOTO_MAX_PIXELS) return { ok: false, problem: "too-many-pixels" };
    const upright = header.autoOrient ?? { width: header.width!, height: header.height! };

    // The drawing's proportions, at most the photo's size.
    const ratio = drawing.width / drawing.height;
    const cropWidth = Math.min(upright.width, Math.round(upright.height * ratio));
    const widths = planWidths(widthsFor(place), cropWidth);
    const largest = widths.at(-1)!;
    const heightOf = (width: number) => Math.max(1, Math.round(width / ratio));

    // Decoded once (a JPEG shrinks while it loads), upright, cropped, in sRGB, without alpha.
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: PLACE_PHOTO_MAX_PIXELS })
      .autoOrient()
      .resize(largest, heightOf(largest), { fit: "cover", position: "centre" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files: EncodedFile[] = [];
    for (const width of widths) {
      const sized = () => (width === largest ? sharp(data, raw) : sharp(data, raw).resize(width, heightOf(width), { fit: "fill" }));
      const [avif, webp] = await Promise.all([sized().avif(PHOTO_AVIF).toBuffer(), sized().webp(PHOTO_WEBP).toBuffer()]);
      files.push(
        { file: `${width}.avif`, contentType: "image/avif", bytes: avif },
        { file: `${width}.webp`, contentType: "image/webp", bytes: webp },
      );
    }
    return { ok: true, photo: { width: largest, height: heightOf(largest), widths, files } };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
