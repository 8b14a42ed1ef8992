import type { Route } from "./+types/requests";
import { bookingStatuses, type BookingStatus } from "../model.ts";
import { liveExcursions } from "../../catalogue/model.ts";
import { offerName, requestRow, type RequestRow } from "./bookings.server.ts";
import { requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { useArrivedRequests } from "./LiveRequests.tsx";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { pageCount } from "../../workspace/pages.ts";
import { Pager } from "../../workspace/Pager.tsx";

/** Requests to book, new ones first, by state and excursion. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireMember(args, "requests");
  const lang = workspaceLang(args.context);
  const search = new URL(args.request.url).searchParams;
  const state = (bookingStatuses as readonly string[]).includes(search.get("state") ?? "") ? (search.get("state") as BookingStatus) : "";
  const catalogue = await services.catalogue.published();
  const keys = catalogue.excursions.map((entry) => entry.key);
  const excursion = keys.includes(search.get("excursion") ?? "") ? (search.get("excursion") as string) : "";
  // From Home: only the bookings whose traveller asks to cancel (app/bookings/page/).
  const cancelAsked = search.get("cancel") === "asked" ? await services.bookingPage.cancelsWaiting() : null;
  // A traveller found by name, email or reference (any part of it, any letter case).
  const query = (search.get("q") ?? "").trim().slice(0, 100);
  // New ones first, then the rest, the latest first within each; a page at a time (`?page=2`).
  const filter = {
    statuses: state ? [state] : undefined,
    offer: excursion || undefined,
    ids: cancelAsked ?? undefined,
    search: query || undefined,
    newFirst: true,
  };
  const list = pageCount(await services.bookings.count(filter), args.request.url);
  const requests = await services.bookings.list({ ...filter, limit: list.size, offset: list.offset });
  // When each trip is: its departure's dates (each departure of the page read once), else the dates asked for.
  const today = services.departures.today();
  const departures = new Map<number, Awaited<ReturnType<typeof services.departures.get>>>();
  for (const id of new Set(requests.map((request) => request.departureId).filter((id): id is number => id !== null)))
    departures.set(id, await services.departures.get(id));
  const rows = requests.map((request) =>
    requestRow(
      catalogue,
      request,
      lang,
      request.departureId !== null ? (departures.get(request.departureId) ?? undefined) : undefined,
      today,
    ),
  );
  const requested = new Set(await services.bookings.requestedOffers());
  return {
    rows,
    list,
    cancelAsked: cancelAsked !== null,
    query,
    state,
    excursion,
    // Only those with requests: a catalogue of hundreds would make a list no one scrolls, in every page of it.
    excursions: liveExcursions(catalogue)
      .filter((entry) => requested.has(entry.key) || entry.key === excursion)
      .map((entry) => ({ id: entry.key, name: offerName(catalogue, entry.key, lang) })),
    statuses: [...bookingStatuses],
    title: textsOf(args.context).requests.title,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function Row({ row, fresh }: { row: RequestRow; fresh?: boolean }) {
  const { texts, lang, timeZone } = useWorkspace();
  const t = texts.requests;
  return (
    <li className="ws-card" data-request={row.reference} data-status={row.status}>
      <p className="ws-meta">
        <span className={`ws-badge ws-request-${row.status}`}>{t.statuses[row.status]}</span>
        {fresh ? <span className="ws-badge ws-badge-quiet">{t.arrived}</span> : null} <strong>{row.reference}</strong> · {row.offerName}
      </p>
      <p>
        {row.name} · {fill(t.people, { count: row.groupSize }, lang)}
      </p>
      <p data-trip>
        <strong>
          {t.trip}: {row.trip || t.tripTbc}
        </strong>
      </p>
      <p className="ws-muted">
        {t.received}: <time dateTime={new Date(row.createdAt).toISOString()}>{formatTime(texts.dateTime, timeZone, row.createdAt)}</time>
      </p>
      <a className="ws-button" href={`/admin/requests/${row.id}`} aria-label={`${t.open} ${row.reference}`}>
        {t.open}
      </a>
    </li>
  );
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { texts } = useWorkspace();
  const t = texts.requests;
  const { state, excursion, query } = loaderData;
  // A search shows what it found; new arrivals join an unsearched list only.
  const arrived = useArrivedRequests((row) => !query && (!state || row.status === state) && (!excursion || row.offer === excursion));
  const loaded = new Set(loaderData.rows.map((row) => row.id));
  const fresh = arrived.filter((row) => !loaded.has(row.id));
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      {loaderData.cancelAsked ? (
        <p className="ws-note" data-cancel-asked>
          {t.cancelAskedOnly} <a href="/admin/requests">{t.showAll}</a>
        </p>
      ) : null}
      <form method="get" className="ws-card ws-filters" aria-label={t.filters}>
        <div className="ws-field">
          <label htmlFor="ws-search">{t.search}</label>
          <input id="ws-search" name="q" type="search" maxLength={100} defaultValue={loaderData.query} autoComplete="off" />
        </div>
        <div className="ws-field">
          <label htmlFor="ws-state">{t.state}</label>
          <select id="ws-state" name="state" defaultValue={state}>
            <option value="">{t.all}</option>
            {loaderData.statuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="ws-field">
          <label htmlFor="ws-excursion">{t.excursion}</label>
          <select id="ws-excursion" name="excursion" defaultValue={excursion}>
            <option value="">{t.all}</option>
            {loaderData.excursions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ws-button">
          {t.apply}
        </button>
      </form>
      <div aria-live="polite">
        {fresh.length ? (
          <ol className="ws-list ws-fresh">
            {fresh.map((row) => (
              <Row key={row.id} row={row} fresh />
            ))}
          </ol>
        ) : null}
      </div>
      {loaderData.rows.length === 0 && fresh.length === 0 ? <p className="ws-muted">{t.empty}</p> : null}
      <ol className="ws-list">
        {loaderData.rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ol>
      <Pager list={loaderData.list} label={t.title} />
    </section>
  );
}
