import type { Route } from "./+types/departure-list";
import { useEffect, useState } from "react";
import { data, useRevalidator } from "react-router";
import { dropPast, enqueue, flush, queued } from "../guide-list/queue.ts";
import { lastDay } from "../../departures/model.ts";
import { moneyText } from "../../payments/words.ts";
import type { Currency } from "../../catalogue/model.ts";
import { guideListTexts } from "../i18n/guide-list/index.ts";
import { telHref, type ListEntry } from "../guide-list/model.ts";
import "../guide-list/guide-list.css";
import { choice, defineForm, integer, line } from "../../forms/schema.ts";
import { ActionForm } from "../../workspace/ActionForm.tsx";
import { departureText, offerName } from "./bookings.server.ts";
import { receive, requireMember, workspaceLang } from "../../workspace/guard.server.ts";
import { useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { plainId } from "../../workspace/paths.ts";

/** A tap at the meeting point: a seat (booking and slot), in or undone, and the phone's key when it was queued offline. */
const checkInForm = defineForm({
  intent: choice(["in", "undo"] as const, { required: "intent_invalid", invalid: "intent_invalid" }),
  booking: integer({ min: 1, max: 999_999_999, required: "id_required", invalid: "id_invalid", plainId: true }),
  slot: integer({ min: 1, max: 500, required: "id_required", invalid: "id_invalid", plainId: true }),
  key: line<"id_invalid">({ max: 80, tooLong: "id_invalid" }),
  // When the tap was made, for one sent after it was kept without signal (epoch milliseconds).
  at: line<"id_invalid">({ max: 16, tooLong: "id_invalid", format: { pattern: /^\d{1,16}$/, error: "id_invalid" } }),
});

/** A departure's list: every confirmed participant, what to bring, and the check-ins. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "departures");
  const lang = workspaceLang(args.context);
  const id = plainId(args.params.id);
  const list = id !== undefined ? await services.guideList.list(id, lang) : undefined;
  if (id === undefined || !list) throw data({ error: "not-found" }, { status: 404 });
  const catalogue = await services.catalogue.published();
  return {
    id,
    title: guideListTexts[lang].title,
    offerName: offerName(catalogue, list.departure.offer, lang),
    dates: departureText(list.departure, lang, services.departures.today()),
    lastDay: lastDay(list.departure) ?? services.departures.today(),
    today: services.departures.today(),
    entries: list.entries,
    gear: list.gear,
    guard: workspace.guard(),
    // When this list was made: a copy kept on the phone says it when read without signal.
    keptAt: services.clock(),
  };
}

/** Checks a participant in, or undoes it; refused for a seat not on this departure's list. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "departures");
  const departureId = plainId(args.params.id);
  if (departureId === undefined) throw data({ error: "not-found" }, { status: 404 });
  const received = await receive(args, workspace.actionPolicy, checkInForm);
  if (!received.ok) return received.answer;
  const values = received.values;
  const result = await services.guideList.checkIn({
    departureId,
    requestId: Number(values.booking),
    slot: Number(values.slot),
    key: values.key || received.formKey,
    undo: values.intent === "undo",
    by: member.email,
    at: values.at ? Number(values.at) : undefined,
  });
  if (!result.ok) return received.refuse(result.problem === "not-on-list" ? "check-in-not-on-list" : "id_invalid", 400);
  return received.done();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function moneyLine(entry: ListEntry, t: (typeof guideListTexts)["en"], lang: "en" | "es"): string {
  if (entry.money === "paid") return t.money.paid;
  if (entry.money === "unknown" || entry.dueCents === null) return t.money.unknown;
  return t.money.due.replace("{amount}", moneyText(entry.dueCents, (entry.currency ?? "USD") as Currency, lang));
}

/**
 * With JavaScript: a check-in is posted in the background with a key made here; without signal it
 * is kept in the browser (queue.ts) and sent once when the signal returns, the key making a retry
 * harmless. Without JavaScript the forms post as they are.
 */
function useCheckInQueue(departureId: number, day: string, today: string) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<string[]>([]);
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const store = window.localStorage;
    const refresh = () =>
      setPending(
        queued(store)
          .filter((entry) => entry.departureId === departureId)
          .map((entry) => `${entry.booking}-${entry.slot}`),
      );
    const post = async (form: HTMLFormElement, fields: Record<string, string>) => {
      const body = new FormData(form);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const response = await fetch(window.location.pathname, { method: "POST", body, headers: { Accept: "application/json" } });
      return response;
    };
    const template = () => document.querySelector<HTMLFormElement>("[data-check-in-seat] form");
    // The check-in form as the server renders it now: a list opened from the phone's kept copy may
    // carry a form guard older than a form's day.
    const freshTemplate = async () => {
      const answer = await fetch(window.location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" });
      if (!answer.ok) return undefined;
      const html = new DOMParser().parseFromString(await answer.text(), "text/html");
      return html.querySelector<HTMLFormElement>("[data-check-in-seat] form") ?? undefined;
    };
    const send = async () => {
      if (!template() || !navigator.onLine || !queued(store).length) return;
      let form: HTMLFormElement | undefined;
      const answered = await flush(store, async (entry) => {
        try {
          form ??= await freshTemplate();
          if (!form) return "no-signal";
          await post(form, {
            intent: entry.intent,
            booking: String(entry.booking),
            slot: String(entry.slot),
            key: entry.key,
            at: String(entry.at),
          });
          return "answered";
        } catch {
          return "no-signal";
        }
      });
      refresh();
      if (answered) revalidator.revalidate();
    };
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const seat = form.closest<HTMLElement>("[data-check-in-seat]");
      if (!seat) return;
      event.preventDefault();
      const entry = {
        key: crypto.randomUUID(),
        departureId,
        lastDay: day,
        booking: Number(seat.dataset.booking),
        slot: Number(seat.dataset.slot),
        intent: (new FormData(form).get("intent") === "undo" ? "undo" : "in") as "in" | "undo",
        at: Date.now(),
      };
      try {
        if (!navigator.onLine) throw new Error("offline");
        await post(form, { key: entry.key, at: String(entry.at) });
        revalidator.revalidate();
      } catch {
        enqueue(store, entry);
        refresh();
      }
    };
    dropPast(store, today);
    refresh();
    void send();
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", send);
    setListening(true);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", send);
    };
  }, [departureId, day, today, revalidator]);
  return { pending, listening };
}

/** Whether the phone has no signal now (with JavaScript; without it the page is only read while online). */
function useOffline(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return offline;
}

export default function DepartureList({ loaderData }: Route.ComponentProps) {
  const { lang, timeZone } = useWorkspace();
  const t = guideListTexts[lang];
  const locale = lang === "es" ? "es-AR" : "en-GB";
  const time = (epoch: number) => new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(epoch);
  const { entries, gear, guard } = loaderData;
  // The participant's own words when they wrote some (the booking page asks in free text), else the choice in words.
  const experience = (entry: ListEntry) => entry.experienceNote || t.experience[entry.experience];
  // Unknown is not nothing: a form not filled says so; a filled one with no note says none was declared.
  const healthOf = (entry: ListEntry) => (entry.filled ? entry.health || t.noHealth : t.form.missing);
  const { pending, listening } = useCheckInQueue(loaderData.id, loaderData.lastDay, loaderData.today);
  const offline = useOffline();
  const dateTime = (epoch: number) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(epoch);
  return (
    <section
      className="ws-screen gl-sheet"
      aria-labelledby="ws-title"
      data-departure-list={loaderData.id}
      data-taps-kept-offline={listening || undefined}
    >
      <h1 id="ws-title">
        {t.title}: {loaderData.offerName} · {loaderData.dates}
      </h1>
      <p className="gl-screen-only">
        <a href="/admin/departures">{t.back}</a>
      </p>
      {offline ? (
        <p className="ws-note gl-screen-only" role="status" data-offline>
          {t.offline} {t.keptAt.replace("{time}", dateTime(loaderData.keptAt))}
        </p>
      ) : null}
      {entries.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="gl-entries">
        {entries.map((entry) => {
          const tel = telHref(entry.phone);
          const emergencyTel = telHref(entry.emergencyPhone);
          const key = `${entry.bookingId}-${entry.slot}`;
          return (
            <li key={key} className="ws-card gl-entry" data-participant={entry.name}>
              <h2>{entry.name}</h2>
              <dl>
                {/* The booker's phone and the group's money, once per booking (its first seat), named as the booker's. */}
                <dt>{t.columns.booker}</dt>
                <dd>
                  {entry.bookerName}
                  {entry.slot === 1 && tel ? (
                    <>
                      {": "}
                      <a
                        className="gl-call"
                        href={tel}
                        aria-label={t.call.replace("{phone}", entry.phone).replace("{name}", entry.bookerName)}
                      >
                        {entry.phone}
                      </a>
                    </>
                  ) : null}
                </dd>
                <dt>{t.columns.emergency}</dt>
                <dd>
                  {entry.filled ? entry.emergencyName || "—" : t.form.missing}
                  {emergencyTel ? (
                    <>
                      {" "}
                      <a
                        className="gl-call"
                        href={emergencyTel}
                        aria-label={t.call.replace("{phone}", entry.emergencyPhone).replace("{name}", entry.emergencyName)}
                      >
                        {entry.emergencyPhone}
                      </a>
                    </>
                  ) : entry.emergencyPhone ? (
                    <>
                      {" "}
                      {entry.emergencyPhone}{" "}
                      <strong className="ws-error" data-no-country-code>
                        {t.noCountryCode}
                      </strong>
                    </>
                  ) : null}
                </dd>
                <dt>{t.columns.health}</dt>
                <dd>{healthOf(entry)}</dd>
                <dt>{t.columns.experience}</dt>
                <dd>{entry.filled ? experience(entry) : t.form.missing}</dd>
                <dt>{t.columns.conditions}</dt>
                <dd>{entry.conditionsAccepted ? t.conditions.yes : t.conditions.no}</dd>
                {entry.slot === 1 ? (
                  <>
                    <dt>{t.columns.money}</dt>
                    <dd>{moneyLine(entry, t, lang)}</dd>
                  </>
                ) : null}
                <dt>{t.columns.checkIn}</dt>
                {pending.includes(key) ? (
                  // Checked in without signal: present, sent when the signal comes back.
                  <dd className="gl-here" data-check-in="queued">
                    {t.checkIn.presentQueued}
                  </dd>
                ) : (
                  <dd className={entry.checkedInAt ? "gl-here" : undefined} data-check-in={entry.checkedInAt ? "yes" : "no"}>
                    {entry.checkedInAt ? t.checkIn.at.replace("{time}", time(entry.checkedInAt)) : "—"}
                  </dd>
                )}
              </dl>
              {pending.includes(key) ? (
                <p className="ws-note" data-queued>
                  {t.checkIn.queued}
                </p>
              ) : null}
              <div data-check-in-seat data-booking={entry.bookingId} data-slot={entry.slot}>
                <ActionForm
                  guard={guard}
                  id={`check-in-${key}`}
                  fields={{ intent: entry.checkedInAt ? "undo" : "in", booking: entry.bookingId, slot: entry.slot, key: "" }}
                  button={(entry.checkedInAt ? t.checkIn.undo : t.checkIn.take).replace("{name}", entry.name)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <table className="gl-table">
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.booker}</th>
            <th scope="col">{t.columns.emergency}</th>
            <th scope="col">{t.columns.health}</th>
            <th scope="col">{t.columns.experience}</th>
            <th scope="col">{t.columns.conditions}</th>
            <th scope="col">{t.columns.money}</th>
            <th scope="col">{t.columns.checkIn}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.bookingId}-${entry.slot}`}>
              <td>{entry.name}</td>
              <td>{entry.slot === 1 ? `${entry.bookerName}: ${entry.phone}` : entry.bookerName}</td>
              <td>
                {entry.filled ? `${entry.emergencyName} ${entry.emergencyPhone}` : t.form.missing}
                {entry.emergencyPhone && !telHref(entry.emergencyPhone) ? ` (${t.noCountryCode})` : ""}
              </td>
              <td>{healthOf(entry)}</td>
              <td>{entry.filled ? experience(entry) : t.form.missing}</td>
              <td>{entry.conditionsAccepted ? t.conditions.yes : t.conditions.no}</td>
              <td>{entry.slot === 1 ? moneyLine(entry, t, lang) : ""}</td>
              <td>{entry.checkedInAt ? time(entry.checkedInAt) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t.gearTitle}</h2>
      {gear.length ? (
        <ul className="gl-gear">
          {gear.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noGear}</p>
      )}
      <p className="gl-screen-only">
        <button type="button" className="ws-button" onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
    </section>
  );
}
