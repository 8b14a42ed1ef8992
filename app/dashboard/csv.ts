/**
 * A table as CSV (RFC 4180: comma-separated, CRLF, quotes doubled), safe to open in a spreadsheet:
 * a cell that starts like a formula (= + - @, tab, carriage return) is prefixed with an apostrophe.
 */
import type { CsvTable } from "../workspace/paths.ts";
import type { Dashboard } from "./data.server.ts";

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | undefined)[])[]): string {
  const cell = (value: string | number | undefined) => {
    if (value === undefined) return "";
    if (typeof value === "number") return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Every table of the dashboard, by name, as CSV. */
export function dashboardCsv(dashboard: Dashboard): Record<CsvTable, string> {
  const counts = (name: string, rows: { key: string; views: number }[]) =>
    toCsv(
      [name, "views"],
      rows.map((row) => [row.key, row.views]),
    );
  return {
    daily: toCsv(
      ["day", "views"],
      dashboard.daily.map((row) => [row.day, row.views]),
    ),
    pages: counts("page", dashboard.pages),
    "page-languages": counts("page language", dashboard.pageLanguages),
    "user-languages": counts("browser language", dashboard.userLanguages),
    regions: counts("region", dashboard.regions),
    excursions: counts("excursion", dashboard.excursions),
    funnel: toCsv(
      ["excursion", "views", "requests", "requests per 100 views"],
      dashboard.funnel.map((row) => [
        row.excursion,
        row.views,
        row.requests,
        row.rate === undefined ? undefined : Number((row.rate * 100).toFixed(1)),
      ]),
    ),
  };
}
