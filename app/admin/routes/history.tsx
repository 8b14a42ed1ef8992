import type { Route } from "./+types/history";
import { requireMember, textsOf, workspaceLang } from "../guard.server.ts";
import { historyInWords } from "../history.server.ts";
import { formatTime, useWorkspace, workspaceMeta } from "../workspace.ts";

/** Every change made in the workspace, the latest first. */
export async function loader(args: Route.LoaderArgs) {
  const { workspace, services } = await requireMember(args, "history");
  return {
    rows: historyInWords(await workspace.history(200), workspaceLang(args.context), await services.catalogue.published()),
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
