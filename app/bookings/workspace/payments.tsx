import type { Route } from "./+types/payments";
import { requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { moneyView } from "./payments.server.ts";
import { areaPath } from "../../workspace/paths.ts";
import { fill, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { pageOf } from "../../workspace/pages.ts";
import { Pager } from "../../workspace/Pager.tsx";

/** The bookings with money due before their departure, the nearest first (decision 0063). */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireMember(args, "payments");
  const texts = textsOf(args.context);
  const lang = workspaceLang(args.context);
  const catalogue = await services.catalogue.published();
  const today = services.departures.today();
  // A page at a time (`?page=2`): only that page's bookings are put in words.
  const due = pageOf(await services.payments.due(), args.request.url);
  const rows = due.items.map((item) => moneyView(item, texts, lang, catalogue, today));
  return { rows, list: { ...due, items: [] }, title: texts.payments.title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { texts, lang } = useWorkspace();
  const t = texts.payments;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {loaderData.rows.length === 0 ? (
        <p className="ws-muted" data-nothing-due>
          {t.empty}
        </p>
      ) : (
        <ol className="ws-list" aria-label={t.back}>
          {loaderData.rows.map((row) => (
            <li key={row.id} className="ws-card" data-booking={row.reference} data-state={row.state}>
              <p className="ws-meta">
                <span className={`ws-badge ws-money-${row.state}`}>{t.states[row.state]}</span> <strong>{row.departure}</strong>
              </p>
              <p>
                {row.offerName} · {row.name} · {fill(texts.requests.people, { count: row.groupSize }, lang)}
              </p>
              <dl className="ws-facts">
                <div className="ws-fact">
                  <dt>{t.total}</dt>
                  <dd>{row.total}</dd>
                </div>
                <div className="ws-fact">
                  <dt>{t.paid}</dt>
                  <dd>{row.paid}</dd>
                </div>
                <div className="ws-fact">
                  <dt>{t.due}</dt>
                  <dd data-due>{row.due}</dd>
                </div>
              </dl>
              <p>
                <a className="ws-button" href={`${areaPath("payments")}/${row.id}`}>
                  {fill(t.open, { reference: row.reference })}
                </a>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager list={loaderData.list} label={t.title} />
    </section>
  );
}
