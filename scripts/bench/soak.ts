/**
 * `npm run soak`: 200 visitors at once for 60 seconds against the production server (loopback
 * only; it starts the server itself on a fresh data folder). Each visitor browses (home, an
 * excursion page with its comments, the stylesheet, the about page), sends a page view for each
 * page, and now and then posts a comment or a contact message, with think times in between.
 *
 * Afterwards, once the outbox has drained, it checks in the server's own database that every
 * comment, contact message and page view the server acknowledged is stored, that every email of
 * those messages was written exactly once (DATA_DIR/mail, since SMTP_URL is unset), and samples
 * the server's memory (RSS) during the run. Exits non-zero on any error or anything lost.
 *
 *   npm run soak -- [--seconds 60] [--visitors 200]
 */
import { readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createDatabase, databaseConfig } from "../../db/database.ts";
import { clientDir, ensureBuild } from "./quality/server.ts";
import { formatTable, writeReport } from "./quality/table.ts";
import { commentForm, contactForm, formTokens, freshClientToken, pageView, parseOptions } from "./load/forms.ts";
import { liveHeapBytes, MB, residentBytes, startLoadServer } from "./load/server.ts";

const options = parseOptions(process.argv.slice(2), { seconds: "60", visitors: "200" });
const seconds = Number(options.seconds);
const visitorCount = Number(options.visitors);
if (!(seconds >= 5 && seconds <= 600) || !(visitorCount >= 1 && visitorCount <= 1000)) {
  console.error("--seconds must be 5-600 and --visitors 1-1000");
  process.exit(2);
}

const excursions = [
  ["escaladarocafrey", "freyclimb"],
  ["bautismo", "bautismo"],
  ["trekking-lanin", "trekkingLanin"],
  ["escaladarocacerroventana", "ventana"],
] as const;
const langs = ["en", "es", "fr", "pt", "it"] as const;
/** Per visitor and step: a comment on the excursion page / a contact message, out of 1. */
const COMMENT_CHANCE = 0.15;
const CONTACT_CHANCE = 0.08;
/** Think time between two pages, in milliseconds. */
const THINK = { min: 1000, max: 4000 };
const REQUEST_TIMEOUT_MS = 30_000;

type Counters = {
  requests: number;
  pages: number;
  errors: { what: string; detail: string }[];
  latencies: number[];
  comments: { token: string }[];
  contacts: string[];
  views: number;
};
/** Time to the response's headers, per kind of request. */
const latencyByKind = new Map<string, number[]>();
const counters: Counters = { requests: 0, pages: 0, errors: [], latencies: [], comments: [], contacts: [], views: 0 };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK.min + Math.random() * (THINK.max - THINK.min));

ensureBuild();
const stylesheet = readdirSync(path.join(clientDir, "assets")).find((file) => /^root-.*\.css$/.test(file));
// The inspector (loopback) lets the soak measure the live heap after a garbage collection.
const server = await startLoadServer({ label: "soak", inspect: true });
const { origin } = server;
process.once("SIGINT", () => {
  stopAt = 0;
});

/** One request, timed and checked; undefined (counted as an error) when it failed or answered otherwise. */
async function request(what: string, url: string, init: RequestInit & { expect?: number } = {}): Promise<Response | undefined> {
  const started = performance.now();
  counters.requests++;
  try {
    const response = await fetch(`${origin}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const expected = init.expect ?? 200;
    if (response.status !== expected) {
      const body = await response.text().catch(() => "");
      counters.errors.push({ what, detail: `${response.status} (expected ${expected}) ${body.slice(0, 200)}` });
      return undefined;
    }
    const took = performance.now() - started;
    counters.latencies.push(took);
    const kind = !what.startsWith("GET ") ? what : /^GET \/[a-z]{2}(\/about)?$/.test(what) ? "kept page" : "server-rendered page";
    latencyByKind.set(kind, [...(latencyByKind.get(kind) ?? []), took]);
    return response;
  } catch (error) {
    counters.errors.push({ what, detail: (error as Error).message });
    return undefined;
  }
}

let stopAt = Date.now() + seconds * 1000;
const running = () => Date.now() < stopAt;

async function visitor(index: number) {
  // A visitor of their own, as a reverse proxy on the loopback would report them.
  const address = `2001:db8:${(index + 1).toString(16)}::1`;
  const lang = pick(langs);
  const headers = {
    "X-Forwarded-For": address,
    "Accept-Language": `${lang},en;q=0.5`,
    "Accept-Encoding": "gzip, deflate, br",
    "User-Agent": "Mozilla/5.0 (soak test)",
  };
  const post = { ...headers, Origin: origin };
  const view = (pathname: string) =>
    request("page view", "/analytics/views", {
      method: "POST",
      headers: { ...post, "Content-Type": "application/json" },
      body: pageView(pathname, lang, `${lang}-AR`, "route"),
      expect: 204,
    }).then((response) => {
      if (response) counters.views++;
    });
  const page = async (pathname: string) => {
    const response = await request(`GET ${pathname}`, pathname, { headers });
    if (!response) return undefined;
    const html = await response.text();
    counters.pages++;
    await view(pathname);
    return html;
  };

  // Arrivals spread over the first five seconds.
  await sleep(Math.random() * 5000);
  while (running()) {
    await page(`/${lang}`);
    if (stylesheet) await request("stylesheet", `/assets/${stylesheet}`, { headers }).then((response) => response?.arrayBuffer());
    await think();
    if (!running()) break;

    const [slug, id] = pick(excursions);
    const html = await page(`/${lang}/${slug}`);
    await think();
    if (!running()) break;

    if (html && Math.random() < COMMENT_CHANCE * 4) {
      const { formToken } = formTokens(html);
      const clientToken = freshClientToken();
      const { body, contentType } = commentForm({
        name: `Visitor ${index}`,
        comment: `Soak comment from visitor ${index} at ${new Date().toISOString()}: great day on the rock.`,
        formToken,
        clientToken,
      });
      // As the form without JavaScript posts it: the page answers 200 with the comment saved.
      const response = await request("comment post", `/${lang}/${slug}`, {
        method: "POST",
        headers: { ...post, "Content-Type": contentType },
        body,
      });
      const answer = response ? await response.text() : "";
      if (response?.status === 200 && answer.includes('class="form-message form-message-success"'))
        counters.comments.push({ token: clientToken });
      else if (response) counters.errors.push({ what: `comment post (${id})`, detail: `${response.status}` });
      await think();
      if (!running()) break;
    }

    if (Math.random() < CONTACT_CHANCE * 4) {
      const contactHtml = await page(`/${lang}/contactForm`);
      await think();
      if (contactHtml && running()) {
        // The page's signed time; a one-time key of this visitor's own (a kept page's copy may be shared
        // by many, and the check below tells messages apart by their key).
        const { formToken: contactFormToken } = formTokens(contactHtml);
        const clientToken = freshClientToken();
        const response = await request("contact post", `/${lang}/contactForm`, {
          method: "POST",
          headers: { ...post, "Content-Type": "application/x-www-form-urlencoded" },
          body: contactForm({
            name: `Visitor ${index}`,
            email: `visitor${index}.${Math.floor(Math.random() * 1e6)}@example.org`,
            subject: "Climbing in January",
            message: `Hello! We are two climbers and would like to book the Frey for two days.\nVisitor ${index}.`,
            formToken: contactFormToken,
            clientToken,
          }),
        });
        const text = response ? await response.text() : "";
        if (response && text.includes("contact-message--success")) counters.contacts.push(clientToken);
        else if (response) counters.errors.push({ what: "contact post", detail: "answered 200 without the success message" });
        await think();
      }
    }

    await page(`/${lang}/about`);
    await think();
  }
}

// Memory: sampled every two seconds while the visitors run.
const samples: { at: number; rss: number }[] = [];
const started = Date.now();
const sample = async () => {
  const rss = await residentBytes(server.pid);
  if (rss !== undefined) samples.push({ at: (Date.now() - started) / 1000, rss });
};
await sample();
const sampler = setInterval(() => void sample(), 2000);

// The live heap (after a full collection) at the start, half-way and at the end: a leak shows there
// even while RSS, which also counts garbage and room V8 keeps, moves with the load.
const heap: { at: number; bytes: number }[] = [];
const measureHeap = async () => {
  if (!server.inspectorUrl) return;
  try {
    heap.push({ at: (Date.now() - started) / 1000, bytes: await liveHeapBytes(server.inspectorUrl) });
  } catch (error) {
    console.warn(`Could not measure the live heap: ${(error as Error).message}`);
  }
};
await measureHeap();
const halfway = setTimeout(() => void measureHeap(), (seconds * 1000) / 2);

console.log(`Soak: ${visitorCount} visitors for ${seconds} s against ${origin} (loopback, fresh data folder, SQLite)…`);
const progress = setInterval(() => {
  console.log(
    `  ${Math.round((Date.now() - started) / 1000)} s: ${counters.requests} requests, ${counters.comments.length} comments, ${counters.contacts.length} contact messages, ${counters.errors.length} errors`,
  );
}, 10_000);
await Promise.all(Array.from({ length: visitorCount }, (_, index) => visitor(index)));
clearInterval(progress);
clearInterval(sampler);
clearTimeout(halfway);
await sample();
await measureHeap();
const elapsed = (Date.now() - started) / 1000;

// Let the outbox deliver every queued email (bounded), then compare with what was acknowledged.
const config = databaseConfig({ dataDir: server.dataDir });
const database = createDatabase(config);
const db = database.db;
let outboxLeft = -1;
const drainDeadline = Date.now() + 60_000;
while (Date.now() < drainDeadline) {
  const row = await db
    .selectFrom("mail_outbox")
    .select(sql<number>`count(*)`.as("count"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  outboxLeft = Number(row.count);
  if (outboxLeft === 0) break;
  await sleep(250);
}

// A form is stored under its one-time token and a digest of what it says (app/forms/idempotency.server.ts).
const tokenOf = (formKey: string | null) => formKey?.split(".")[0];
const ackedComments = new Set(counters.comments.map((comment) => comment.token));
const storedComments = await db.selectFrom("comments").select(["client_token", "id"]).execute();
const storedCommentTokens = new Set(storedComments.map((row) => tokenOf(row.client_token)));
const lostComments = [...ackedComments].filter((token) => !storedCommentTokens.has(token));

const ackedContacts = new Set(counters.contacts);
const storedMessages = await db.selectFrom("contact_messages").select(["id", "client_token", "confirmation"]).execute();
const storedContactTokens = new Set(storedMessages.map((row) => tokenOf(row.client_token)));
const lostContacts = [...ackedContacts].filter((token) => !storedContactTokens.has(token));
const expectedEmails = storedMessages.reduce((sum, row) => sum + (row.confirmation === "queued" ? 2 : 1), 0);
const emails = await db.selectFrom("mail_outbox").select(["id", "status", "contact_id", "kind"]).execute();
const sentEmails = emails.filter((email) => email.status === "sent").length;
let emlFiles: string[] = [];
try {
  emlFiles = readdirSync(path.join(server.dataDir, "mail")).filter((name) => name.endsWith(".eml"));
} catch {
  // no email written
}
// Each file name carries the email's id: one file per email, and no email without its file.
const emailIdsInFiles = new Set(emlFiles.map((name) => /-(\d+)\.eml$/.exec(name)?.[1]));
const emailsWithoutFile = emails.filter((email) => !emailIdsInFiles.has(String(email.id))).length;
const viewsRow = await db.selectFrom("page_views").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
const storedViews = Number(viewsRow.count);
await database.close();
const code = await server.stop({ remove: false });
// Kept for a look when something went wrong; removed below otherwise.

// Figures.
const quantileOf = (values: number[], q: number) => {
  const ordered = [...values].sort((a, b) => a - b);
  return ordered.length ? ordered[Math.min(ordered.length - 1, Math.floor(q * ordered.length))]! : NaN;
};
const quantile = (q: number) => quantileOf(counters.latencies, q);
const middle = samples.reduce((best, s) => (Math.abs(s.at - seconds / 2) < Math.abs(best.at - seconds / 2) ? s : best), samples[0]!);
const first = samples[0]!;
const last = samples.at(-1)!;
const peak = samples.reduce((max, s) => Math.max(max, s.rss), 0);
const secondHalfPeak = samples.filter((s) => s.at >= middle.at && s.at <= seconds + 1).reduce((max, s) => Math.max(max, s.rss), 0);
const secondHalfGrowth = (secondHalfPeak - middle.rss) / middle.rss;
// Flat: what stays alive at the end is what was alive half-way (after the warm-up filled caches and compiled code).
const heapMiddle = heap.find((h) => h.at > 1 && h.at < seconds);
const heapEnd = heap.at(-1);
const heapGrowth = heapMiddle && heapEnd && heapEnd !== heapMiddle ? (heapEnd.bytes - heapMiddle.bytes) / heapMiddle.bytes : undefined;
const flat = heapGrowth === undefined ? secondHalfGrowth < 0.15 : heapEnd!.bytes <= heapMiddle!.bytes * 1.1 + 2 * 1024 * 1024;

type Line = { what: string; acknowledged: string; stored: string; verdict: string };
const lines: Line[] = [
  {
    what: "comments",
    acknowledged: String(ackedComments.size),
    stored: String(ackedComments.size - lostComments.length),
    verdict: lostComments.length ? `${lostComments.length} LOST` : "all stored",
  },
  {
    what: "contact messages",
    acknowledged: String(ackedContacts.size),
    stored: String(ackedContacts.size - lostContacts.length),
    verdict: lostContacts.length ? `${lostContacts.length} LOST` : "all stored",
  },
  {
    what: "their emails (.eml files)",
    acknowledged: String(expectedEmails),
    stored: `${emlFiles.length} (${sentEmails} sent, ${outboxLeft} queued)`,
    verdict:
      emlFiles.length === expectedEmails && emails.length === expectedEmails && emailsWithoutFile === 0 && outboxLeft === 0
        ? "each once"
        : "MISMATCH",
  },
  {
    what: "page views",
    acknowledged: String(counters.views),
    stored: String(storedViews),
    verdict:
      storedViews === counters.views
        ? "all stored"
        : storedViews > counters.views
          ? "more stored than acknowledged"
          : `${counters.views - storedViews} LOST`,
  },
];

console.log(
  `\n${counters.requests.toLocaleString("en-US")} requests in ${elapsed.toFixed(0)} s (${Math.round(counters.requests / elapsed)} req/s), ${counters.pages} pages; ` +
    `latency p50 ${quantile(0.5).toFixed(0)} ms, p99 ${quantile(0.99).toFixed(0)} ms, max ${quantile(1).toFixed(0)} ms; errors: ${counters.errors.length}`,
);
type KindLine = { kind: string; values: number[] };
console.log(
  `\n${formatTable<KindLine>(
    [
      { title: "request", value: (line) => line.kind },
      { title: "count", value: (line) => String(line.values.length), right: true },
      { title: "p50 ms", value: (line) => quantileOf(line.values, 0.5).toFixed(0), right: true },
      { title: "p99 ms", value: (line) => quantileOf(line.values, 0.99).toFixed(0), right: true },
      { title: "max ms", value: (line) => quantileOf(line.values, 1).toFixed(0), right: true },
    ],
    [...latencyByKind].map(([kind, values]) => ({ kind, values })),
  )}`,
);
console.log(
  `\n${formatTable<Line>(
    [
      { title: "what", value: (line) => line.what },
      { title: "acknowledged", value: (line) => line.acknowledged, right: true },
      { title: "stored", value: (line) => line.stored, right: true },
      { title: "", value: (line) => line.verdict },
    ],
    lines,
  )}`,
);
const signed = (ratio: number) => `${ratio >= 0 ? "+" : ""}${(ratio * 100).toFixed(1)}%`;
console.log(
  `\nServer memory (RSS): ${MB(first.rss)} MB at start, ${MB(middle.rss)} MB at ${middle.at.toFixed(0)} s, ${MB(secondHalfPeak)} MB at most in the ` +
    `second half (${signed(secondHalfGrowth)}), ${MB(last.rss)} MB once the visitors had left (peak ${MB(peak)} MB; RSS includes garbage not collected yet).`,
);
if (heapGrowth !== undefined) {
  console.log(
    `Live heap after a full collection: ${heap.map((h) => `${MB(h.bytes)} MB at ${h.at.toFixed(0)} s`).join(", ")}; ` +
      `${signed(heapGrowth)} over the second half: ${flat ? "flat" : "NOT flat (growing)"}.`,
  );
} else console.log(`Memory over the second half: ${flat ? "flat" : "NOT flat"} (RSS; the live heap could not be measured).`);
console.log(`Samples: ${samples.map((s) => `${s.at.toFixed(0)}s ${MB(s.rss)}`).join(", ")}`);
console.log(
  `Machine: ${os.availableParallelism()} cores shared by the visitors and the server; load average (1 min) ${os.loadavg()[0]!.toFixed(1)}. ` +
    `Request logs were on: ${server.requestLogLines.toLocaleString("en-US")} lines. Server exit code after SIGTERM: ${code}.`,
);
if (counters.errors.length) {
  const byKind = new Map<string, number>();
  for (const error of counters.errors)
    byKind.set(`${error.what}: ${error.detail.slice(0, 120)}`, (byKind.get(`${error.what}: ${error.detail.slice(0, 120)}`) ?? 0) + 1);
  console.log(
    `\nErrors:\n${[...byKind]
      .slice(0, 10)
      .map(([what, count]) => `  ${count} × ${what}`)
      .join("\n")}`,
  );
}
if (server.confirmationsHeldBack) {
  console.log(
    `${server.confirmationsHeldBack} contact messages got no confirmation email: the site sends at most 60 an hour (by design); their email to the business was sent.`,
  );
}
if (server.problems.length) console.log(`\nThe server reported:\n${server.problems.slice(0, 10).join("\n")}`);

const lost = lostComments.length + lostContacts.length + Math.max(0, counters.views - storedViews);
const emailMismatch = lines[2]!.verdict !== "each once";
const report = writeReport("soak.json", {
  when: new Date().toISOString(),
  seconds,
  visitors: visitorCount,
  requests: counters.requests,
  errors: counters.errors.length,
  latency: { p50: quantile(0.5), p99: quantile(0.99), max: quantile(1) },
  lines,
  memory: samples,
  liveHeap: heap,
});
const failed = counters.errors.length > 0 || lost > 0 || emailMismatch || server.problems.length > 0 || code !== 0 || !flat;
if (failed) console.log(`\nReport: ${report}; the server's data is kept in ${server.dataDir}`);
else {
  rmSync(server.dataDir, { recursive: true, force: true });
  console.log(`\nReport: ${report}`);
}
console.log(failed ? "\nSOAK FAILED" : "\nSoak passed: no error, nothing lost, each email once, memory flat.");
process.exit(failed ? 1 : 0);
