/**
 * The catalogue's limits and the workspace at that scale (issue 37, point 11): a file of one
 * excursion more than the limit is refused by the import, with the limits said in Spanish too;
 * with as many excursions as the limits allow (none of them with its trust facts set, the longest
 * list Home can show) and 10,000 bookings, the workspace's Home stays under 100 kB and its lists,
 * the payments' and the requests' lists, come a page at a time.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { CATALOGUE_LIMITS } from "../../app/catalogue/check.ts";
import type { CatalogueFile, ExcursionEntry } from "../../app/catalogue/model.ts";
import { addDeparture } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { sessionFor, startWorkspaceServer, type WorkspaceServer } from "./workspace-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");
let server: WorkspaceServer;

test.beforeAll(async () => {
  server = await startWorkspaceServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** `npm run catalogue -- …` against the server's data: its exit code and what it printed. */
async function catalogueCommand(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/owner/catalogue.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...server.env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** 0 → "a", 26 → "aa": an address of letters only. */
const lettersOf = (index: number): string =>
  (index >= 26 ? lettersOf(Math.floor(index / 26) - 1) : "") + String.fromCharCode(97 + (index % 26));

test("the import refuses more excursions than the limit; at the limit, with 10,000 bookings, Home stays under 100 kB and lists page", async () => {
  test.setTimeout(240_000);
  const dir = server.env.DATA_DIR!;
  const exported = path.join(dir, "catalogue.json");
  expect((await catalogueCommand("export", exported)).code).toBe(0);
  const file = JSON.parse(await readFile(exported, "utf8")) as CatalogueFile;
  const model = file.entries.find((entry) => entry.key === "freyclimb") as ExcursionEntry;
  const published = file.entries.filter((entry) => entry.kind === "excursion").length;
  // Copies without a meeting point: each one a line of Home's "what builds trust" list.
  const copies = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const address = `salida-${lettersOf(index)}`;
      const copy = structuredClone(model);
      copy.key = address;
      copy.data = { ...copy.data, address, homeOrder: null, meeting: { mapUrl: "", time: "" } };
      return copy;
    });
  const write = async (name: string, count: number) => {
    const target = path.join(dir, name);
    await writeFile(target, JSON.stringify({ ...file, entries: [...file.entries, ...copies(count)] }));
    return target;
  };

  const over = await catalogueCommand("import", await write("over.json", CATALOGUE_LIMITS.excursion - published + 1));
  expect(over.code).toBe(1);
  expect(over.output).toContain("Nothing was imported");
  expect(over.output).toContain(`El catálogo puede tener hasta ${CATALOGUE_LIMITS.excursion} excursiones`);
  const full = await catalogueCommand("import", await write("full.json", CATALOGUE_LIMITS.excursion - published));
  expect(full.code, full.output.slice(0, 2000)).toBe(0);

  // 10,000 bookings, confirmed on departures ahead, none paid: every one of them money due.
  const database = await server.database();
  const departures = await Promise.all([20, 30, 40, 50].map((day) => addDeparture(database, "freyclimb", day, day, 5000)));
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    for (let batch = 0; batch < 20; batch++) {
      await trx
        .insertInto("booking_requests")
        .values(
          Array.from({ length: 500 }, (_, index) => {
            const n = batch * 500 + index;
            return {
              reference: `BV-${n.toString(36).toUpperCase().padStart(6, "0")}`,
              created_at: now - n * 1000,
              updated_at: now - n * 1000,
              lang: "es",
              offer: "freyclimb",
              departure_id: departures[n % departures.length]!,
              date_from: null,
              date_to: null,
              group_size: 2,
              experience: "meets",
              gear: "[]",
              group_lang: "es",
              name: `Viajera número ${n} con un nombre largo de verdad`,
              email: `viajera${n}@example.org`,
              phone: "",
              message: "",
              status: "confirmed" as const,
              seats_held: 2,
              client_hash: "scale",
              client_token: null,
              confirmation: "suppressed" as const,
              confirmed_at: now,
            };
          }),
        )
        .execute();
    }
  });

  const cookie = await sessionFor(server, "owner@example.com", "owner");
  const get = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie } });
    expect(response.status, pathname).toBe(200);
    return response.text();
  };
  const started = performance.now();
  const home = await get("/admin");
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(home);
  console.log(
    `Home: ${(bytes / 1024).toFixed(1)} kB in ${ms.toFixed(0)} ms with ${CATALOGUE_LIMITS.excursion} excursions and 10,000 bookings`,
  );
  expect(bytes).toBeLessThan(100 * 1024);
  expect(home).toContain('data-count="moneyDue">10000<');
  // The trust list, a page at a time: 20 lines, and a link to the next page.
  const trustLines = (html: string) =>
    (/<ul class="ws-missing ws-trust"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").match(/<li/g)?.length ?? 0;
  expect(trustLines(home)).toBe(20);
  expect(home).toMatch(/href="\/admin\?trust=2#ws-trust-title" rel="next"/);
  const second = await get("/admin?trust=2");
  expect(trustLines(second)).toBe(20);
  expect(second).toMatch(/Page 2 of \d+/);

  const payments = await get("/admin/payments");
  expect(Buffer.byteLength(payments)).toBeLessThan(100 * 1024);
  expect(payments.match(/data-booking="BV-/g)).toHaveLength(20);
  expect(payments).toContain("Page 1 of 500");
  const last = await get("/admin/payments?page=500");
  expect(last.match(/data-booking="BV-/g)).toHaveLength(20);

  // The requests, a page at a time too: the latest 20, and the oldest on the last page.
  const requests = await get("/admin/requests?state=confirmed");
  console.log(
    `Payments: ${(Buffer.byteLength(payments) / 1024).toFixed(1)} kB; requests: ${(Buffer.byteLength(requests) / 1024).toFixed(1)} kB`,
  );
  expect(Buffer.byteLength(requests)).toBeLessThan(100 * 1024);
  expect(requests.match(/data-request="BV-/g)).toHaveLength(20);
  expect(requests).toContain('data-request="BV-000000"');
  expect(requests).toContain("Page 1 of 500");
  const oldest = await get("/admin/requests?state=confirmed&page=500");
  expect(oldest).toContain(`data-request="BV-${(9999).toString(36).toUpperCase().padStart(6, "0")}"`);
});
