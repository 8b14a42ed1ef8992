/**
 * Writes the site's original illustrations (SVG) into app/content/images/ and the favicon into public/.
 * Deterministic: every image is drawn from a seed derived from its name, so re-running gives identical files.
 * Usage: node scripts/illustrations.ts [name-filter]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalog, render } from "./catalog.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, "app/content/images");
const filter = process.argv[2];

mkdirSync(outDir, { recursive: true });
let count = 0;
let bytes = 0;
let largest = { name: "", size: 0 };
for (const item of catalog()) {
  if (filter && !item.name.includes(filter)) continue;
  const svg = render(item);
  writeFileSync(join(outDir, `${item.name}.svg`), svg);
  if (item.name === "logo") {
    mkdirSync(join(root, "public"), { recursive: true });
    writeFileSync(join(root, "public/favicon.svg"), svg);
  }
  count++;
  bytes += svg.length;
  if (svg.length > largest.size) largest = { name: item.name, size: svg.length };
}
console.log(
  `illustrations: ${count} SVG files, ${(bytes / 1024).toFixed(0)} KiB total, largest ${largest.name} ${(largest.size / 1024).toFixed(1)} KiB`,
);
