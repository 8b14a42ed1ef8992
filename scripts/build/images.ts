/**
 * Build step (runs before `react-router build`): responsive AVIF/WebP variants of everything in
 * app/content/images into public/img, the manifest app/images/manifest.generated.ts, and the
 * favicon / touch / PWA icons plus site.webmanifest in public/ (from the `logo` image).
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "../../app/config/site.ts";
import { findSources, runPipeline, writeIcons } from "./images/pipeline.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const srcDir = join(root, "app/content/images");
const publicDir = join(root, "public");
const manifestPath = join(root, "app/images/manifest.generated.ts");

await mkdir(dirname(manifestPath), { recursive: true });
const result = await runPipeline({
  srcDir,
  outDir: join(publicDir, "img"),
  urlPrefix: "/img/",
  manifestPath,
  concurrency: availableParallelism(),
});

const logo = (await findSources(srcDir)).find((s) => s.name === "logo");
const icons = logo ? await writeIcons({ logo: logo.file, publicDir, appName: site.defaultName }) : { written: 0, skipped: 0 };
if (!logo) console.warn("images: no `logo` image in app/content/images, icons not written");
if (!existsSync(join(publicDir, "favicon.svg"))) console.warn("images: public/favicon.svg is missing (run `npm run illustrations`)");

console.log(
  `images: ${result.entries.length} images, ${result.written + icons.written} files written, ${result.skipped + icons.skipped} skipped, ${result.removed} stale removed, ${result.seconds.toFixed(1)}s`,
);
