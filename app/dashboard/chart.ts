/**
 * Page views per day as an SVG bar chart, drawn on the server: the dashboard sends markup, no chart
 * library. Accessible: an image with a title and a description that states the figures.
 */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `summary`: the period and its total in the reader's language ("30 days, 1 view"), before each day's figure. */
export type ChartOptions = { title: string; summary?: string; width?: number; height?: number; label?: (day: string) => string };

export function viewsChartSvg(daily: readonly { day: string; views: number }[], options: ChartOptions): string {
  const width = options.width ?? 720;
  const height = options.height ?? 240;
  const pad = { top: 16, right: 12, bottom: 28, left: 40 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const max = Math.max(1, ...daily.map((d) => d.views));
  // A round top for the scale: 1, 2 or 5 times a power of ten.
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((step) => step * magnitude).find((value) => value >= max)!;
  const slot = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (views: number) => pad.top + plotHeight - (views / top) * plotHeight;
  const label = options.label ?? ((day: string) => day.slice(5));
  const every = Math.ceil(daily.length / 10);
  const total = daily.reduce((sum, d) => sum + d.views, 0);
  const description = `${options.summary ?? `${daily.length} days, ${total} views`}: ${daily.map((d) => `${d.day} ${d.views}`).join(", ")}`;

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, sans-serif" font-size="11">`,
    `<title id="chart-title">${escapeXml(options.title)}</title>`,
    `<desc id="chart-desc">${escapeXml(description)}</desc>`,
    // The scale: zero, half and the top.
    ...[0, top / 2, top].map(
      (value) =>
        `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#8a94a6" stroke-width="0.5"/>` +
        `<text x="${pad.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" fill="currentColor">${value}</text>`,
    ),
    ...daily.map((d, i) => {
      const x = pad.left + i * slot + (slot - barWidth) / 2;
      const bar = `<rect x="${x.toFixed(1)}" y="${y(d.views).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(pad.top + plotHeight - y(d.views)).toFixed(1)}" fill="#f5a524"><title>${escapeXml(`${d.day}: ${d.views}`)}</title></rect>`;
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
