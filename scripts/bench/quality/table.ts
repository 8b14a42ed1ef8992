import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootDir } from "./server.ts";

export type Column<Row> = {
  title: string;
  value: (row: Row) => string;
  /** Right-align (numbers). */
  right?: boolean;
};

/** A plain-text table, padded to the widest cell of each column. */
export function formatTable<Row>(columns: Column<Row>[], rows: Row[], footer: Row[] = []): string {
  const cells = [...rows, ...footer].map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, i) => Math.max(column.title.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (columns[i]!.right ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const body = cells.slice(0, rows.length).map(line);
  const foot = cells.slice(rows.length).map(line);
  return [line(columns.map((column) => column.title)), rule, ...body, ...(foot.length ? [rule, ...foot] : [])].join("\n");
}

/** Writes a JSON report under reports/ (gitignored) and returns its path relative to the project. */
export function writeReport(name: string, data: unknown): string {
  const file = path.join(rootDir, "reports", name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(rootDir, file);
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
