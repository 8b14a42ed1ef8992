/**
 * `npm run analytics`: the page-view report for the business owner, from the server's database
 * (the same DATA_DIR or DATABASE_URL).
 *
 *   npm run analytics                       the last 30 days
 *   npm run analytics -- --since 2026-11-01 --until 2026-12-01
 *   npm run analytics -- --csv reports/views --chart reports/views.svg
 *                                           also every table as CSV, and views per day as an SVG chart
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { viewsChartSvg } from "../../app/dashboard/chart.ts";
import { dashboardCsv } from "../../app/dashboard/csv.ts";
import { dashboardData } from "../../app/dashboard/data.server.ts";
import type { Breakdown } from "../../app/analytics/service.server.ts";
import { describeServerDatabase, openServices } from "./database.ts";
import { formatTable } from "../bench/quality/table.ts";

const { values } = parseArgs({
  options: { since: { type: "string" }, until: { type: "string" }, csv: { type: "string" }, chart: { type: "string" } },
});
const day = 24 * 60 * 60 * 1000;
const parseDate = (value: string, name: string) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    console.error(`--${name} must be a date like 2026-11-01`);
    process.exit(1);
  }
  return time;
};
const until = values.until ? parseDate(values.until, "until") : Date.now();
const since = values.since ? parseDate(values.since, "since") : until - 30 * day;

const services = await openServices();
try {
  const report = await services.analytics.report(since, until);
  console.log(
    `Page views from ${new Date(since).toISOString()} to ${new Date(until).toISOString()} (${describeServerDatabase(services.env)})`,
  );
  console.log(`Total: ${report.total}\n`);
  const section = (title: string, rows: Breakdown) => {
    const total = rows.reduce((sum, row) => sum + row.views, 0) || 1;
    console.log(
      `${formatTable(
        [
          { title, value: (row: Breakdown[number]) => row.key },
          { title: "views", value: (row) => String(row.views), right: true },
          { title: "share", value: (row) => `${((row.views / total) * 100).toFixed(1)}%`, right: true },
        ],
        rows,
      )}\n`,
    );
  };
  section("page", report.pages);
  section("user language", report.languages);
  section("user region", report.regions);
  section("excursion", report.excursions);
  if (values.csv || values.chart) {
    const dashboard = await dashboardData(services, { since, until });
    if (values.csv) {
      await mkdir(values.csv, { recursive: true });
      for (const [name, csv] of Object.entries(dashboardCsv(dashboard))) await writeFile(path.join(values.csv, `${name}.csv`), csv);
      console.log(`CSV tables written to ${values.csv}/`);
    }
    if (values.chart) {
      await writeFile(values.chart, viewsChartSvg(dashboard.daily, { title: "Page views per day" }));
      console.log(`Chart written to ${values.chart}`);
    }
  }
} finally {
  await services.close();
}
