/**
 * Image pipeline: turns every image in a content folder into responsive AVIF/WebP variants with
 * content-hashed names, and describes them in a TypeScript manifest (width, height, srcsets).
 *
 * - For one base name, a raster file (png, jpg, jpeg, webp, avif) wins over an SVG, so a photo can
 *   replace an illustration just by being dropped next to it.
 * - Variant widths depend on the name (see widthsFor) and never exceed the source width.
 * - Names carry a hash of the source bytes and the encoder settings: existing outputs are skipped,
 *   anything else in the output folder is deleted.
 * - Every output is re-encoded from decoded pixels, so no EXIF/GPS/XMP metadata survives.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import sharp from "sharp";
import { ENCODERS, planWidths, widthsFor } from "../../../app/images/variants.ts";

export { ENCODERS, planWidths, widthsFor };

type Sharp = ReturnType<typeof sharp>;

/** Preference among files sharing a base name: first found wins. Rasters before SVG. */
export const SOURCE_PREFERENCE = ["png", "jpg", "jpeg", "webp", "avif", "svg"] as const;
export type SourceExt = (typeof SOURCE_PREFERENCE)[number];

/** Bump to force every variant to be rebuilt (e.g. after changing how pixels are produced). */
const PIPELINE_VERSION = 1;

/** Background used where transparency must be flattened (JPEG, touch icon): the dark theme colour. */
export const THEME_COLOR = "#0b1320";

/** Names that also get a JPEG (link previews need a format every crawler reads). */
export function wantsJpeg(name: string): boolean {
  return name.startsWith("og-");
}

export interface Source {
  name: string;
  ext: SourceExt;
  file: string;
  /** Other files with the same base name that lost to this one. */
  shadowed: string[];
}

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Pick one source file per base name. */
export async function findSources(srcDir: string): Promise<Source[]> {
  const files = (await readdir(srcDir, { withFileTypes: true })).filter((f) => f.isFile() && !f.name.startsWith("."));
  const byName = new Map<string, { ext: SourceExt; file: string }[]>();
  for (const f of files) {
    const dot = f.name.lastIndexOf(".");
    if (dot <= 0) continue;
    const ext = f.name.slice(dot + 1).toLowerCase();
    if (!(SOURCE_PREFERENCE as readonly string[]).includes(ext)) continue;
    const name = f.name.slice(0, dot);
    if (!NAME_RE.test(name)) {
      throw new Error(`Image name "${f.name}" must use only letters, digits, "-" and "_" (it becomes a URL and a TypeScript key).`);
    }
    const list = byName.get(name) ?? [];
    list.push({ ext: ext as SourceExt, file: join(srcDir, f.name) });
    byName.set(name, list);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => {
      list.sort((a, b) => SOURCE_PREFERENCE.indexOf(a.ext) - SOURCE_PREFERENCE.indexOf(b.ext));
      const [best, ...rest] = list;
      return { name, ext: best!.ext, file: best!.file, shadowed: rest.map((r) => r.file) };
    });
}

export interface Variant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

export interface ManifestEntry {
  name: string;
  width: number;
  height: number;
  /** The content hash every file of this image carries in its name. */
  hash: string;
  variants: Variant[];
  jpg?: string;
}

export interface PipelineOptions {
  srcDir: string;
  outDir: string;
  /** URL path under which outDir is served, e.g. "/img/". */
  urlPrefix?: string;
  /** Where to write the TypeScript manifest; omitted: not written. */
  manifestPath?: string;
  /** Images processed at once. */
  concurrency?: number;
  /** Delete files in outDir that this run did not produce (default true). */
  prune?: boolean;
}

export interface PipelineResult {
  entries: ManifestEntry[];
  manifest: string;
  written: number;
  skipped: number;
  removed: number;
  seconds: number;
}

function settingsKey(name: string, widths: number[]): string {
  return JSON.stringify({ v: PIPELINE_VERSION, e: ENCODERS, widths, jpg: wantsJpeg(name), bg: THEME_COLOR });
}

/** Decoded pixels of a source at a given width (SVG rasterised at the matching density). */
async function decode(src: Source, buf: Buffer, sourceWidth: number, width: number, height: number) {
  const input =
    src.ext === "svg" ? sharp(buf, { density: Math.min(2400, (72 * width) / sourceWidth) }) : sharp(buf, { failOn: "error" }).autoOrient();
  const { data, info } = await input
    .resize(width, height, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels as 4 };
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  return { data, raw, opaque };
}

const TMP_SUFFIX = ".tmp";

/**
 * Write through a temporary file and rename, so a crash never leaves a truncated file and a
 * concurrent run (another `npm run build` in the same tree) never reads a half-written one.
 */
async function writeAtomic(path: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const dir = dirname(path);
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}${TMP_SUFFIX}`);
  try {
    await write(tmp);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    // another run produced the same content-addressed file meanwhile: fine
    if ((err as NodeJS.ErrnoException).code === "ENOENT" && existsSync(path)) return;
    throw err;
  }
}

/** Temporary files of a run that may still be in progress are left alone by pruning. */
async function isFreshTemp(dir: string, name: string): Promise<boolean> {
  if (!name.startsWith(".") || !name.endsWith(TMP_SUFFIX)) return false;
  const info = await stat(join(dir, name)).catch(() => undefined);
  return !!info && Date.now() - info.mtimeMs < 10 * 60 * 1000;
}

async function processSource(src: Source, outDir: string, urlPrefix: string, expected: Set<string>) {
  const buf = await readFile(src.file);
  let meta: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    meta = await sharp(buf).metadata();
  } catch (err) {
    throw new Error(`Cannot read image ${src.file}: ${(err as Error).message}`);
  }
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const sw = oriented.width;
  const sh = oriented.height;
  if (!sw || !sh) throw new Error(`Image ${src.file} has no dimensions`);
  const widths = planWidths(widthsFor(src.name), sw);
  const hash = createHash("sha256").update(buf).update(settingsKey(src.name, widths)).digest("hex").slice(0, 8);
  const heightOf = (w: number) => Math.max(1, Math.round((sh * w) / sw));

  const jobs: { file: string; width: number; format: "avif" | "webp" | "jpeg" }[] = [];
  const variants: Variant[] = widths.map((w) => {
    const base = `${src.name}-${w}-${hash}`;
    jobs.push({ file: `${base}.avif`, width: w, format: "avif" }, { file: `${base}.webp`, width: w, format: "webp" });
    return { width: w, height: heightOf(w), avif: `${urlPrefix}${base}.avif`, webp: `${urlPrefix}${base}.webp` };
  });
  const largest = widths[widths.length - 1]!;
  let jpg: string | undefined;
  if (wantsJpeg(src.name)) {
    const file = `${src.name}-${hash}.jpg`;
    jobs.push({ file, width: largest, format: "jpeg" });
    jpg = `${urlPrefix}${file}`;
  }
  for (const j of jobs) expected.add(j.file);

  const missing = jobs.filter((j) => !existsSync(join(outDir, j.file)));
  if (missing.length) {
    const pixels = await decode(src, buf, sw, largest, heightOf(largest));
    for (const j of missing) {
      let img = sharp(pixels.data, { raw: pixels.raw });
      if (j.width !== largest) img = img.resize(j.width, heightOf(j.width), { fit: "fill" });
      if (j.format === "jpeg") img = img.flatten({ background: THEME_COLOR });
      else if (pixels.opaque) img = img.removeAlpha();
      const encoded =
        j.format === "avif" ? img.avif(ENCODERS.avif) : j.format === "webp" ? img.webp(ENCODERS.webp) : img.jpeg(ENCODERS.jpeg);
      await writeAtomic(join(outDir, j.file), (tmp) => encoded.toFile(tmp).then(() => undefined));
    }
  }
  const entry: ManifestEntry = { name: src.name, width: largest, height: heightOf(largest), hash, variants, ...(jpg ? { jpg } : {}) };
  return { entry, written: missing.length, skipped: jobs.length - missing.length };
}

/**
 * TypeScript source of the manifest. It ships to the browser, so it holds only what the file
 * names are made of (widths and hash); app/components/Picture.tsx builds the URLs from it.
 */
export function manifestSource(entries: ManifestEntry[], urlPrefix = "/img/"): string {
  const lines = entries.map((e) => {
    const fields = [
      `width: ${e.width}`,
      `height: ${e.height}`,
      `hash: ${JSON.stringify(e.hash)}`,
      `widths: [${e.variants.map((v) => v.width).join(", ")}]`,
      ...(e.jpg ? ["jpg: true"] : []),
    ];
    return `  ${JSON.stringify(e.name)}: { ${fields.join(", ")} },`;
  });
  return [
    "// Generated by scripts/build/images.ts from app/content/images. Do not edit: run `npm run images`.",
    "// Files: <prefix><name>-<width>-<hash>.avif|.webp, and <prefix><name>-<hash>.jpg where jpg is set.",
    `export const imagePrefix = ${JSON.stringify(urlPrefix)};`,
    "",
    "export const images = {",
    ...lines,
    "} as const;",
    "",
    "export type ImageName = keyof typeof images;",
    "",
  ].join("\n");
}

async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function runPipeline(opts: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now();
  const urlPrefix = opts.urlPrefix ?? "/img/";
  await mkdir(opts.outDir, { recursive: true });
  const sources = await findSources(opts.srcDir);
  const expected = new Set<string>();
  const results = await pool(sources, opts.concurrency ?? 2, (s) => processSource(s, opts.outDir, urlPrefix, expected));
  let removed = 0;
  if (opts.prune !== false) {
    for (const f of await readdir(opts.outDir)) {
      if (!expected.has(f) && !(await isFreshTemp(opts.outDir, f))) {
        await rm(join(opts.outDir, f), { recursive: true, force: true });
        removed++;
      }
    }
  }
  const entries = results.map((r) => r.entry);
  const manifest = manifestSource(entries, urlPrefix);
  if (opts.manifestPath) {
    const current = existsSync(opts.manifestPath) ? await readFile(opts.manifestPath, "utf8") : "";
    if (current !== manifest) await writeAtomic(opts.manifestPath, (tmp) => writeFile(tmp, manifest));
  }
  return {
    entries,
    manifest,
    written: results.reduce((a, r) => a + r.written, 0),
    skipped: results.reduce((a, r) => a + r.skipped, 0),
    removed,
    seconds: (performance.now() - started) / 1000,
  };
}

/** A Windows icon file holding one PNG image (valid since Windows Vista; all browsers read it). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

export interface IconOptions {
  /** The logo source (svg or raster). */
  logo: string;
  publicDir: string;
  appName: string;
  themeColor?: string;
}

/** Favicon, touch and PWA icons and the web manifest, from the logo. Files are rewritten only when they change. */
export async function writeIcons(opts: IconOptions): Promise<{ written: number; skipped: number }> {
  const buf = await readFile(opts.logo);
  const isSvg = opts.logo.toLowerCase().endsWith(".svg");
  const meta = await sharp(buf).metadata();
  const render = (size: number) =>
    (isSvg ? sharp(buf, { density: (72 * size) / (meta.width ?? size) }) : sharp(buf).autoOrient()).resize(size, size, {
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  const theme = opts.themeColor ?? THEME_COLOR;
  // A 256-colour palette: the icons are flat artwork, and Chrome fetches the manifest's icon after every first visit.
  const png = (img: Sharp) => img.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  const touchLogo = await png(render(152));
  const files: [string, Buffer | string][] = [
    ["icon-512.png", await png(render(512))],
    ["icon-192.png", await png(render(192))],
    [
      "apple-touch-icon.png",
      await sharp({ create: { width: 180, height: 180, channels: 4, background: theme } })
        .composite([{ input: touchLogo, left: 14, top: 14 }])
        .flatten({ background: theme })
        .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
        .toBuffer(),
    ],
    ["favicon.ico", pngToIco(await png(render(32)), 32)],
    [
      "site.webmanifest",
      JSON.stringify(
        {
          name: opts.appName,
          short_name: opts.appName,
          start_url: "/",
          display: "standalone",
          background_color: theme,
          theme_color: theme,
          icons: [
            { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          ],
        },
        null,
        2,
      ) + "\n",
    ],
  ];
  let written = 0;
  let skipped = 0;
  await mkdir(opts.publicDir, { recursive: true });
  for (const [name, content] of files) {
    const path = join(opts.publicDir, name);
    const next = typeof content === "string" ? Buffer.from(content) : content;
    if (existsSync(path) && (await readFile(path)).equals(next)) {
      skipped++;
      continue;
    }
    await writeAtomic(path, (tmp) => writeFile(tmp, next));
    written++;
  }
  return { written, skipped };
}
