/**
 * The drawings a photo can take the place of, with their proportions, read from their sources
 * (app/content/images) as the image pipeline reads them: not from the build's image manifest, so
 * the owner's commands (`npm run photos`, and every command that opens the site's services) work
 * right after `npm ci`, before any build.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { isPlaceName } from "./rules.ts";

export type Drawing = { width: number; height: number };

/** Where the sources are: beside this module in the source tree, or from the server's build (build/server/). */
function sourcesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../content/images"), path.resolve(here, "../../app/content/images")];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/** The pipeline's source formats (scripts/build/images/pipeline.ts), the preferred one first. */
const FORMATS = ["png", "jpg", "jpeg", "webp", "avif", "svg"];

async function read(): Promise<Map<string, Drawing>> {
  const dir = sourcesDir();
  const byName = new Map<string, string>();
  const files = (await readdir(dir)).filter((file) => !file.startsWith("."));
  for (const file of files.sort((a, b) => FORMATS.indexOf(extensionOf(a)) - FORMATS.indexOf(extensionOf(b)))) {
    const ext = extensionOf(file);
    const name = file.slice(0, -(ext.length + 1));
    if (FORMATS.includes(ext) && isPlaceName(name) && !byName.has(name)) byName.set(name, file);
  }
  const drawings = new Map<string, Drawing>();
  for (const name of [...byName.keys()].sort()) {
    const meta = await sharp(path.join(dir, byName.get(name)!)).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (size.width && size.height) drawings.set(name, { width: size.width, height: size.height });
  }
  return drawings;
}

function extensionOf(file: string): string {
  return file.slice(file.lastIndexOf(".") + 1).toLowerCase();
}

let drawings: Promise<Map<string, Drawing>> | undefined;

/** Every place, by name, with its drawing's size (read once per process). */
export function photoDrawings(): Promise<Map<string, Drawing>> {
  drawings ??= read();
  drawings.catch(() => (drawings = undefined));
  return drawings;
}
