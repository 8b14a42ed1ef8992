/**
 * `npm run photos`: the owner's photos in place of the site's drawings, from a terminal with the
 * server's configuration (the same DATA_DIR or DATABASE_URL). A photo is checked by its content,
 * re-encoded without any metadata into the site's image widths, stored in the database, and shown
 * by every page of every instance at its next load; removing it brings the drawing back.
 *
 *   npm run photos                                   (the places that have a photo)
 *   npm run photos -- places                         (every place a photo can take, with what it shows)
 *   npm run photos -- set excursion-ventana-hero ventana.jpg \
 *     --alt-es "…" --alt-en "…" --alt-fr "…" --alt-pt "…" --alt-it "…"
 *   (the description is required in --lang's language, English by default; a page in a language
 *   without its own shows that one)
 *   npm run photos -- remove excursion-ventana-hero
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isLang, languages, type Lang } from "../../app/i18n/languages.ts";
import { photoRefusalText } from "../../app/photos/i18n/index.ts";
import { openServices } from "./database.ts";

const usage = `Usage:
  npm run photos                                   list the places that have a photo
  npm run photos -- places                         every place a photo can take, with what it shows
  npm run photos -- set PLACE FILE ${languages.map((lang) => `--alt-${lang} TEXT`).join(" ")} [--lang es]
  npm run photos -- remove PLACE`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const altOptions = Object.fromEntries(languages.map((lang) => [`alt-${lang}`, { type: "string" as const }]));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { ...altOptions, lang: { type: "string", default: "en" }, help: { type: "boolean", short: "h" } },
});
// The language refusals are said in (as the workspace will say them to the owner).
const lang = isLang(values.lang) ? values.lang : fail(`--lang must be one of ${languages.join(", ")}`);
const [command = "list", place, file] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!["list", "places", "set", "remove"].includes(command)) fail(`Unknown command: ${command}\n${usage}`);
if ((command === "set" || command === "remove") && !place) fail(usage);
if (command === "set" && !file) fail(usage);
const bytes = command === "set" ? await readFile(file!).catch((error: Error) => fail(`Cannot read ${file}: ${error.message}`)) : undefined;

const services = await openServices();
try {
  if (command === "places") {
    // Every place, the drawings' and those of the excursions and guides the owner added, each with what it shows.
    // What each place shows is named from the pages' content, which needs the image manifest of a
    // build: right after `npm ci`, before any build, the places are listed by name alone.
    const catalogue = await services.catalogue.published();
    const labels = await import("../../app/photos/workspace/labels.server.ts").then(
      ({ placeGroups }) =>
        new Map(
          placeGroups(catalogue, lang === "es" ? "es" : "en").flatMap((group) =>
            group.places.map((entry) => [entry.place, entry.label] as const),
          ),
        ),
      () => new Map<string, string>(),
    );
    for (const name of await services.photos.places()) console.log(`${name}  ${labels.get(name) ?? name}`);
  } else if (command === "set") {
    const alt: Partial<Record<Lang, string>> = {};
    for (const language of languages) alt[language] = (values as Record<string, unknown>)[`alt-${language}`] as string | undefined;
    const started = performance.now();
    const result = await services.photos.set(place!, bytes!, alt, "command line", lang);
    if (!result.ok) fail(photoRefusalText(lang, result.problem, result.lang));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${place}: photo ${result.photo.id}, ${result.photo.width} × ${result.photo.height}, widths ${result.photo.widths.join(", ")} (${seconds} s). Every page shows it at its next load.`,
    );
  } else if (command === "remove") {
    if (!(await services.photos.remove(place!))) fail(`${place} has no photo.`);
    console.log(`${place}: photo removed, the drawing is back.`);
  } else {
    const photos = await services.photos.all();
    if (photos.length === 0) console.log("No photos yet: every place shows its drawing (npm run photos -- places).");
    for (const photo of photos) {
      console.log(
        `${photo.place}  ${photo.width} × ${photo.height}  /media/${photo.id}/  ${new Date(photo.updatedAt).toISOString().slice(0, 16)}  “${photo.alt[photo.altLang]}”`,
      );
    }
  }
} finally {
  await services.close();
}
