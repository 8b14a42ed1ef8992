import type { Route } from "./+types/dashboard";
import { viewsChartSvg } from "../chart.ts";
import { dashboardData } from "../data.server.ts";
import { periodFrom } from "./dashboard.server.ts";
import { figureTables, type FigureTable } from "./figures.server.ts";
import { requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { countText } from "../../workspace/words.ts";
import { csvPath, type CsvTable } from "../../workspace/paths.ts";
import { fill, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** Page views and requests to book over the chosen period; the chart is drawn here, on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireMember(args, "dashboard");
  const texts = textsOf(args.context).dashboard;
  const lang = workspaceLang(args.context);
  const url = new URL(args.request.url);
  const chosen = periodFrom(url, Date.now()) ?? periodFrom(new URL(url.pathname, url), Date.now())!;
  const badPeriod =
    chosen.from !== (url.searchParams.get("from") || chosen.from) || chosen.to !== (url.searchParams.get("to") || chosen.to);
  const figures = await dashboardData(services, chosen.period);
  const { daily: _daily, ...tables } = figureTables(figures, lang, await services.catalogue.published());
  return {
    from: chosen.from,
    to: chosen.to,
    badPeriod,
    total: countText(figures.total, lang),
    tables,
    chart: viewsChartSvg(figures.daily, {
      title: texts.chart,
      locale: textsOf(args.context).dateTime,
      summary: `${fill(texts.chartDays, { count: figures.daily.length }, lang)}, ${fill(texts.chartViews, { count: figures.total }, lang)}`,
    }),
    title: texts.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function Table({ id, table: { caption, head, rows }, csv }: { id: string; table: FigureTable; csv: string }) {
  return (
    <div className="ws-table" data-table={id}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={index ? "ws-number" : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]!.text}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell.text}
                  </th>
                ) : (
                  <td key={index} className="ws-number" data-label={head[index]}>
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <a href={csv} download>
        {caption}: CSV
      </a>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { texts } = useWorkspace();
  const t = texts.dashboard;
  const { tables, from, to } = loaderData;
  const query = `?from=${from}&to=${to}`;
  const csv = (table: CsvTable) => `${csvPath(table)}${query}`;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form method="get" className="ws-filters">
        <label>
          {t.from} <input type="date" name="from" defaultValue={from} required />
        </label>
        <label>
          {t.to} <input type="date" name="to" defaultValue={to} required />
        </label>
        <button type="submit" className="ws-button">
          {t.show}
        </button>
      </form>
      {loaderData.badPeriod ? <p className="ws-error">{t.badPeriod}</p> : null}
      <p>
        {t.total}: <strong data-total>{loaderData.total}</strong>
      </p>
      <figure className="ws-chart" dangerouslySetInnerHTML={{ __html: loaderData.chart }} />
      <p>
        <a href={csv("daily")} download>
          {t.chart}: CSV
        </a>
      </p>
      <Table id="funnel" table={tables.funnel} csv={csv("funnel")} />
      <Table id="pages" table={tables.pages} csv={csv("pages")} />
      <Table id="page-languages" table={tables["page-languages"]} csv={csv("page-languages")} />
      <Table id="user-languages" table={tables["user-languages"]} csv={csv("user-languages")} />
      <Table id="regions" table={tables.regions} csv={csv("regions")} />
      <Table id="excursions" table={tables.excursions} csv={csv("excursions")} />
    </section>
  );
}
