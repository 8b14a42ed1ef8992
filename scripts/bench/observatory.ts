/**
 * `npm run observatory`: the Mozilla HTTP Observatory's score, computed from the headers (and,
 * for HTML, the scripts) of every page in every language and of the other kinds of response the
 * site sends, as they are served behind an HTTPS proxy. Prints a table; exits 1 below A+.
 */
import { ensureBuild, startServer } from "./quality/server.ts";
import { pageTargets } from "./quality/pages.ts";
import { formatTable } from "./quality/table.ts";
import { scoreResponse, type Score } from "./observatory/score.ts";

ensureBuild();
const server = await startServer();
type Row = { path: string; status: number } & Score;
const rows: Row[] = [];
try {
  const paths = [
    ...pageTargets({ unprefixed: "first" }).map((target) => target.path),
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.svg",
    "/healthz",
    "/en/no-such-page",
  ];
  for (const path of [...new Set(paths)]) {
    // The server trusts the loopback proxy's X-Forwarded-Proto, as it would behind a TLS proxy.
    const response = await fetch(server.origin + path, {
      headers: { "X-Forwarded-Proto": "https", "Accept-Language": "en" },
      redirect: "manual",
    });
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    const body = (response.headers.get("content-type") ?? "").includes("text/html") ? await response.text() : undefined;
    if (!body) await response.arrayBuffer();
    rows.push({ path, status: response.status, ...scoreResponse(headers, body, server.origin) });
  }
} finally {
  await server.stop();
}

const worst = rows.reduce((a, b) => (b.score < a.score ? b : a));
console.log(
  formatTable(
    [
      { title: "path", value: (row: Row) => row.path },
      { title: "status", value: (row) => String(row.status), right: true },
      { title: "score", value: (row) => String(row.score), right: true },
      { title: "grade", value: (row) => row.grade },
      {
        title: "not full marks",
        value: (row) =>
          row.tests
            .filter((test) => test.modifier < 0)
            .map((test) => `${test.result} (${test.modifier})`)
            .join(", ") || "-",
      },
    ],
    rows,
  ),
);
console.log(`\nWorst: ${worst.path} ${worst.score} (${worst.grade}) over ${rows.length} responses.`);
for (const test of worst.tests) console.log(`  ${test.modifier >= 0 ? "+" : ""}${test.modifier}\t${test.result}`);
if (worst.score < 100) process.exit(1);
