/**
 * A camera-like photo for the tests: 6000 × 4000 pixels of a sky-to-rock gradient with grain (so
 * it compresses like a photograph, not like a flat colour), saved as a JPEG by sharp with an EXIF
 * block that holds where it was taken (GPS IFD: 41°8'S 71°18'W, Bariloche) and who took it.
 */
import sharp from "sharp";

export const CAMERA_ARTIST = "Photographer Private Name";

export async function cameraPhoto(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 6000;
  const height = options.height ?? 4000;
  // Drawn at an eighth of the size, then enlarged: the grain becomes texture that survives the
  // site's downscaling, as a photograph's detail does (a flat or finely noisy image would not).
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8) };
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">` +
      `<stop offset="0" stop-color="#6fa8dc"/><stop offset="0.45" stop-color="#d9e7f2"/><stop offset="0.5" stop-color="#7b6a58"/><stop offset="1" stop-color="#3d352c"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({ create: { ...small, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const texture = await sharp(gradient)
    .composite([{ input: grain, blend: "overlay" }])
    .png()
    .toBuffer();
  return sharp(texture)
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: CAMERA_ARTIST, Make: "TestCam", Model: "TC-6000" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "41/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "71/1 18/1 0/1" },
    })
    .toBuffer();
}
