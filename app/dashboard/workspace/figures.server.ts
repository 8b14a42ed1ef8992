/**
 * The figures screen's tables in the owner's words: each key by its label (labels.server.ts), each
 * number as the workspace's language writes it. The screen shows them and its CSV downloads are
 * made from them, so a spreadsheet reads what the screen said.
 */
import type { Catalogue } from "../../catalogue/model.ts";
import type { Dashboard } from "../data.server.ts";
import { toCsv } from "../csv.ts";
import type { WorkspaceLang } from "../../workspace/i18n/index.ts";
import { workspaceTexts } from "../../workspace/i18n/index.ts";
import {
  countText,
  excursionKeyLabel,
  languageLabel,
  offerName,
  pageLabel,
  percentText,
  plainCountText,
  regionLabel,
} from "../../photos/workspace/labels.server.ts";
import type { CsvTable } from "../../workspace/paths.ts";

/** A cell: what the screen shows, and what the CSV file holds (a number without group separators). */
type FigureCell = { text: string; csv: string };
export type FigureTable = { caption: string; head: string[]; rows: FigureCell[][] };

const word = (text: string): FigureCell => ({ text, csv: text });

export function figureTables(figures: Dashboard, lang: WorkspaceLang, catalogue: Catalogue): Record<CsvTable, FigureTable> {
  const t = workspaceTexts[lang].dashboard;
  const count = (views: number): FigureCell => ({ text: countText(views, lang), csv: plainCountText(views, lang) });
  const counts = (caption: string, rows: { key: string; views: number }[], label: (key: string) => string): FigureTable => ({
    caption,
    head: [caption, t.views],
    rows: rows.map((row) => [word(label(row.key)), count(row.views)]),
  });
  const none = workspaceTexts[lang].requests.none;
  return {
    daily: {
      caption: t.chart,
      head: [t.day, t.views],
      // The day as a spreadsheet reads a date in any language.
      rows: figures.daily.map((row) => [word(row.day), count(row.views)]),
    },
    funnel: {
      caption: `${t.excursion}: ${t.views} → ${t.requests}`,
      head: [t.excursion, t.views, t.requests, t.rate],
      rows: figures.funnel.map((row) => [
        word(offerName(catalogue, row.excursion, lang)),
        count(row.views),
        count(row.requests),
        row.rate === undefined ? { text: none, csv: "" } : word(percentText(row.rate, lang)),
      ]),
    },
    pages: counts(t.page, figures.pages, (key) => pageLabel(catalogue, key, lang)),
    "page-languages": counts(t.pageLanguage, figures.pageLanguages, (key) => languageLabel(key, lang)),
    "user-languages": counts(t.userLanguage, figures.userLanguages, (key) => languageLabel(key, lang)),
    regions: counts(t.region, figures.regions, (key) => regionLabel(key, lang)),
    excursions: counts(t.excursion, figures.excursions, (key) => excursionKeyLabel(catalogue, key, lang)),
  };
}

/**
 * A table as a CSV file a spreadsheet opens with its accents: UTF-8 with a byte order mark (without
 * one, Excel reads "Español" as "EspaÃ±ol").
 */
export function figureCsv(table: FigureTable): string {
  return `\uFEFF${toCsv(
    table.head,
    table.rows.map((row) => row.map((cell) => cell.csv)),
  )}`;
}
