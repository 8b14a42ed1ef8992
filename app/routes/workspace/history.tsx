import type { Route } from "./+types/history";
import { requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { departureText } from "../../bookings/workspace/bookings.server.ts";
import { departureIds, historyInWords } from "./history.server.ts";
import { offerName } from "../../photos/workspace/labels.server.ts";
import { formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** Every change made in the workspace, the latest first. */
export async function loader(args: Route.LoaderArgs) {
  const { workspace, services } = await requireMember(args, "history");
  const lang = workspaceLang(args.context);
  const rows = await workspace.history(200);
  const catalogue = await services.catalogue.published();
  const today = services.departures.today();
  const departures = new Map<number, string>();
  for (const id of departureIds(rows)) {
    const departure = await services.departures.get(id);
    if (departure) departures.set(id, `${offerName(catalogue, departure.offer, lang)} · ${departureText(departure, lang, today)}`);
  }
  return {
    rows: historyInWords(rows, lang, catalogue, departures),
    title: textsOf(args.context).history.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function History({ loaderData }: Route.ComponentProps) {
  const { texts, timeZone } = useWorkspace();
  const t = texts.history;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {loaderData.rows.length === 0 ? <p className="ws-muted">{t.empty}</p> : null}
      <ol className="ws-list">
        {loaderData.rows.map((row) => (
          <li key={row.id} className="ws-card" data-action={row.action}>
            <dl className="ws-facts">
              <dt>{t.when}</dt>
              <dd>
                <time dateTime={new Date(row.at).toISOString()}>{formatTime(texts.dateTime, timeZone, row.at)}</time>
              </dd>
              <dt>{t.who}</dt>
              <dd>{row.actor}</dd>
              <dt>{t.what}</dt>
              <dd>
                {row.what}: {row.subject}
              </dd>
              {row.before ? (
                <>
                  <dt>{t.before}</dt>
                  <dd>
                    <Change lines={row.before} />
                  </dd>
                </>
              ) : null}
              {row.after ? (
                <>
                  <dt>{t.after}</dt>
                  <dd>
                    <Change lines={row.after} />
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A value before or after a change, one labelled line each. */
function Change({ lines }: { lines: [string, string][] }) {
  return (
    <ul className="ws-change">
      {lines.map(([label, value], index) => (
        <li key={index}>{label ? `${label}: ${value}` : value}</li>
      ))}
    </ul>
  );
}
