/**
 * `npm run publish-speed`: what a visitor waits for right after the owner publishes a change to
 * the catalogue. It starts the production server (loopback, a fresh data folder, see
 * load/server.ts), lets its page cache warm up, then, round after round, publishes a change to one
 * excursion (its price and its English name, through the catalogue service in this process, as
 * the owner's command does: the server hears of it through the database) and times the next
 * request of that excursion's page (rendered again: every page is dropped from the cache by a
 * publish), then the few after it (kept again). Prints medians of the rounds; asserts nothing.
 *
 *   npm run publish-speed -- [--rounds 9] [--kept 5] [--path /en/…] [--page-cache off]
 *
 * With `--page-cache off` every request is rendered: the difference from the first request after a
 * publish is what the page cache adds to it (keeping the page, compressing it once).
 *
 * The server's CPU time per request is printed beside the wall-clock time: on a shared machine it
 * moves less between runs.
 */
import { excursionById, liveExcursions, type ExcursionEntry } from "../../app/catalogue/model.ts";
import { parseEnv } from "../../app/runtime/env.server.ts";
import { createServices } from "../../app/composition/services.server.ts";
import { parseOptions } from "./load/forms.ts";
import { cpuMilliseconds, startLoadServer } from "./load/server.ts";
import { ensureBuild } from "./quality/server.ts";
import { formatTable } from "./quality/table.ts";

const options = parseOptions(process.argv.slice(2), { rounds: "9", kept: "5", path: "", "page-cache": "on" });
const rounds = Number(options.rounds);
const keptCount = Number(options.kept);
if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 100) || !(Number.isInteger(keptCount) && keptCount >= 1 && keptCount <= 50)) {
  console.error("--rounds must be 1-100, --kept 1-50");
  process.exit(2);
}
if (options["page-cache"] !== "on" && options["page-cache"] !== "off") {
  console.error("--page-cache must be on or off");
  process.exit(2);
}

/** A current browser's request for a page (compression negotiated as it would be). */
const documentHeaders = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "en-US,en;q=0.9",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

const BY = "publish-speed (benchmark)";

type Timing = { ms: number; cpuMs: number | undefined; bytes: number; status: number; body: string };

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

ensureBuild();
const server = await startLoadServer({ label: "publish", env: { PAGE_CACHE: options["page-cache"] } });
let exitCode = 0;
try {
  const services = await createServices(
    parseEnv({ NODE_ENV: "production", DATA_DIR: server.dataDir, DATABASE_URL: "", BACKUP_EVERY: "off", PUBLIC_URL: server.origin }),
  );
  try {
    const { catalogue } = services;
    const first = liveExcursions(await catalogue.published()).find((entry) => entry.texts.en?.name);
    if (!first) throw new Error("The catalogue has no excursion with an English name.");
    const key = first.key;
    const page = options.path || `/en/${first.data.address}`;

    /** One request of the page, timed to its last byte, with the server's CPU time it took. */
    async function timed(): Promise<Timing> {
      const cpuBefore = await cpuMilliseconds(server.pid);
      const started = performance.now();
      const response = await fetch(`${server.origin}${page}`, { headers: documentHeaders });
      const body = await response.text();
      const elapsed = performance.now() - started;
      const cpuAfter = await cpuMilliseconds(server.pid);
      return {
        ms: elapsed,
        cpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
        bytes: Buffer.byteLength(body),
        status: response.status,
        body,
      };
    }

    const baseline = await timed();
    if (baseline.status !== 200) throw new Error(`GET ${page} answered ${baseline.status}`);
    // A few unmeasured requests first: the server's code for a kept page is warm, as in use.
    for (let i = 0; i < 10; i++) await timed();
    const keptBefore: number[] = [];
    for (let i = 0; i < keptCount; i++) keptBefore.push((await timed()).ms);

    const original = excursionById(await catalogue.published(), key)!;
    const publishMs: number[] = [];
    const firstMs: number[] = [];
    const firstCpu: number[] = [];
    const keptMs: number[] = [];
    let stale = 0;
    let bytes = 0;
    for (let round = 1; round <= rounds; round++) {
      // A new price and a name that says which round this is: the page must show it at once.
      const marker = `publish round ${round}`;
      const entry: ExcursionEntry = structuredClone(original);
      entry.data.pricing.tiers[0]!.amount = original.data.pricing.tiers[0]!.amount + round;
      entry.texts.en = { ...entry.texts.en, name: `${original.texts.en!.name} (${marker})` };
      const started = performance.now();
      const saved = await catalogue.saveDraft(entry, BY);
      if (!saved.ok) throw new Error(`The draft was refused: ${JSON.stringify(saved.problems)}`);
      const published = await catalogue.publish("excursion", key, BY);
      if (!published.ok) throw new Error(`The publish was refused: ${JSON.stringify(published.problems)}`);
      publishMs.push(performance.now() - started);

      const after = await timed();
      if (after.status !== 200) throw new Error(`GET ${page} answered ${after.status} after a publish`);
      if (!after.body.includes(marker)) stale++;
      firstMs.push(after.ms);
      if (after.cpuMs !== undefined) firstCpu.push(after.cpuMs);
      bytes = after.bytes;
      for (let i = 0; i < keptCount; i++) {
        keptMs.push((await timed()).ms);
      }
    }

    // The catalogue as it was, for anyone looking at the data folder afterwards.
    await catalogue.saveDraft(original, BY);
    await catalogue.publish("excursion", key, BY);

    const cached = options["page-cache"] === "on";
    type Row = { what: string; median: number; min: number; max: number; cpu: number };
    const row = (what: string, values: number[], cpu: number[]): Row => ({
      what,
      median: median(values),
      min: Math.min(...values),
      max: Math.max(...values),
      cpu: median(cpu),
    });
    console.log(
      `\n${page} (excursion "${key}", ${(bytes / 1000).toFixed(1)} kB of HTML, page cache ${options["page-cache"]}), ${rounds} round(s), ${keptCount} request(s) after each first one:\n`,
    );
    console.log(
      formatTable(
        [
          { title: "", value: (r: Row) => r.what },
          { title: "median ms", value: (r) => ms(r.median), right: true },
          { title: "min ms", value: (r) => ms(r.min), right: true },
          { title: "max ms", value: (r) => ms(r.max), right: true },
          { title: "server CPU ms (median, 10 ms ticks)", value: (r) => ms(r.cpu), right: true },
        ],
        [
          row(`${cached ? "kept page" : "the page"}, before any publish`, keptBefore, []),
          row("publish (draft saved, then published)", publishMs, []),
          row("first request after the publish", firstMs, firstCpu),
          row(cached ? "the next requests (kept again)" : "the next requests", keptMs, []),
        ],
      ),
    );
    console.log(
      stale === 0
        ? "\nEvery first request after a publish showed the change."
        : `\n${stale} of ${rounds} first request(s) after a publish did NOT show the change.`,
    );
    if (server.problems.length) {
      console.log(`\nThe server reported:\n${server.problems.slice(0, 20).join("\n")}`);
    }
  } finally {
    await services.close();
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await server.stop({ remove: true });
}
process.exit(exitCode);
