/**
 * Page views per day as an SVG bar chart, drawn on the server: the dashboard sends markup, no chart
 * library. Accessible: an image with a title and a description that states the figures.
 */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `summary`: the period and its total in the reader's language ("30 days, 1 view"), before each day's
 * figure. `locale`: the reader's, for the days ("3 nov") and the figures ("1.200"); without it, the
 * days as stored (`2026-11-03`). The chart is drawn for a phone's column (`width` 340) and shown at
 * that width or a little wider, so its 14-unit text stays at 12 px and more on the screen.
 */
export type ChartOptions = {
  title: string;
  summary?: string;
  width?: number;
  height?: number;
  locale?: string;
  label?: (day: string) => string;
};

/** Text size, in the drawing's units. */
const FONT_SIZE = 14;

/**
 * A business day (`YYYY-MM-DD`, already the business's day) in the reader's words: formatted as
 * that date at noon UTC in UTC, so no time zone moves it to the day before or after.
 */
function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): (day: string) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (day) => format.format(Date.parse(`${day}T12:00:00Z`));
}

export function viewsChartSvg(daily: readonly { day: string; views: number }[], options: ChartOptions): string {
  const width = options.width ?? 340;
  const height = options.height ?? 200;
  const number = options.locale ? new Intl.NumberFormat(options.locale).format : String;
  const longDay = options.locale ? dayFormat(options.locale, { day: "numeric", month: "short", year: "numeric" }) : (day: string) => day;
  const max = Math.max(1, ...daily.map((d) => d.views));
  // A round top for the scale: 1, 2 or 5 times a power of ten.
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((step) => step * magnitude).find((value) => value >= max)!;
  // The scale's labels fit in the left margin, however many digits the top has.
  const left = Math.max(28, number(top).length * FONT_SIZE * 0.62 + 10);
  const pad = { top: 16, right: 20, bottom: 30, left };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (views: number) => pad.top + plotHeight - (views / top) * plotHeight;
  const label =
    options.label ?? (options.locale ? dayFormat(options.locale, { day: "numeric", month: "short" }) : (day: string) => day.slice(5));
  // As many day labels as fit side by side (about 7 characters each, and a gap).
  const fits = Math.max(1, Math.floor(plotWidth / (FONT_SIZE * 0.62 * 7 + 8)));
  const every = Math.ceil(daily.length / fits);
  const total = daily.reduce((sum, d) => sum + d.views, 0);
  const description = `${options.summary ?? `${daily.length} days, ${total} views`}: ${daily.map((d) => `${longDay(d.day)} ${number(d.views)}`).join(", ")}`;

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, sans-serif" font-size="${FONT_SIZE}">`,
    `<title id="chart-title">${escapeXml(options.title)}</title>`,
    `<desc id="chart-desc">${escapeXml(description)}</desc>`,
    // The scale: zero, half and the top.
    ...[0, top / 2, top].map(
      (value) =>
        `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#8a94a6" stroke-width="0.5"/>` +
        `<text x="${pad.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" fill="currentColor">${number(value)}</text>`,
    ),
    ...daily.map((d, i) => {
      const x = pad.left + i * slot + (slot - barWidth) / 2;
      const bar = `<rect x="${x.toFixed(1)}" y="${y(d.views).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(pad.top + plotHeight - y(d.views)).toFixed(1)}" fill="#f5a524"><title>${escapeXml(`${longDay(d.day)}: ${number(d.views)}`)}</title></rect>`;
      const tick =
        i % every === 0
          ? `<text x="${(x + barWidth / 2).toFixed(1)}" y="${height - 10}" text-anchor="middle" fill="currentColor">${escapeXml(label(d.day))}</text>`
          : "";
      return bar + tick;
    }),
    "</svg>",
  ];
  return parts.join("");
}
