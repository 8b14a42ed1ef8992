import type { Route } from "./+types/departures";
import { liveExcursions } from "../../catalogue/model.ts";
import { courseIds, departureStatuses, type Departure } from "../../departures/model.ts";
import { data, useActionData } from "react-router";
import { ActionForm, answerAnchor, errorText, FormNotice, useAnswer, WorkspaceGuard, type Answer } from "../../workspace/ActionForm.tsx";
import { departureText, offerName, requestRow } from "./bookings.server.ts";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { guideListTexts } from "../i18n/guide-list/index.ts";
import { departureForm, LINE_MAX } from "./departure-forms.ts";
import { moneyText } from "../../payments/words.ts";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";

/** Upcoming departures (cancelled ones with the requests that hang on them). */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace } = await requireMember(args, "departures");
  const lang = workspaceLang(args.context);
  const today = services.departures.today();
  const departures = await services.departures.upcoming({ withCancelled: true });
  const catalogue = await services.catalogue.published();
  const rows = await Promise.all(
    departures.map(async (departure) => ({
      ...departure,
      offerName: offerName(catalogue, departure.offer, lang),
      dates: departureText(departure, lang, today),
      requests:
        departure.status === "cancelled"
          ? (await services.bookings.list({ departureId: departure.id })).map((request) =>
              requestRow(catalogue, request, lang, departure, services.departures.today()),
            )
          : [],
    })),
  );
  return {
    rows,
    offers: [...liveExcursions(catalogue).map((entry) => entry.key), ...courseIds].map((id) => ({
      id,
      name: offerName(catalogue, id, lang),
    })),
    statuses: [...departureStatuses],
    guard: workspace.guard(),
    title: textsOf(args.context).departures.title,
  };
}

const snapshot = (departure: Departure) => ({
  offer: departure.offer,
  startDate: departure.startDate,
  endDate: departure.endDate,
  seatsTotal: departure.seatsTotal,
  seatsTaken: departure.seatsTaken,
  status: departure.status,
});

/** Add, change or cancel a departure, through the departures service; each a history row. */
export async function action(args: Route.ActionArgs) {
  const { member, services, workspace } = await requireMember(args, "departures");
  const received = await receive(args, workspace.actionPolicy, departureForm);
  if (!received.ok) return received.answer;
  const values = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const texts = textsOf(args.context).departures;
  // The last day before the first: refused in words, the add form keeping what was typed.
  const reversed = Boolean(values.start && values.end && values.end < values.start);
  if (values.intent === "add") {
    const kept = { offer: values.offer ?? "", start: values.start ?? "", end: values.end ?? "", seats: values.seats ?? "" };
    if (reversed) return data({ ok: false, form: "add", error: "departure-dates-order", field: "end", kept }, { status: 400 });
    const result = await services.departures.add({
      offer: values.offer!,
      startDate: values.start || null,
      endDate: values.end || null,
      seatsTotal: Number(values.seats),
    });
    if (!result.ok)
      return data(
        { ok: false, form: "add", error: result.problem === "past" ? "departure-past-dates" : "departure-invalid", kept },
        { status: 400 },
      );
    await workspace.record({
      actor: member,
      action: "departure.added",
      subject: `departure #${result.departure.id}`,
      before: null,
      after: snapshot(result.departure),
      formKey,
    });
    return received.done({ note: texts.added });
  }
  const id = Number(values.id);
  const before = await services.departures.get(id);
  if (!before) return received.refuse("not-found", 404);
  if (values.intent === "change" && reversed) return received.refuse("departure-dates-order");
  // Cancelling and restoring (the buttons, or the status in the change form) tell travellers: asked once (decision 0041).
  const cancels =
    values.intent === "cancel" || (values.intent === "change" && values.status === "cancelled" && before.status !== "cancelled");
  const restores =
    before.status === "cancelled" &&
    (values.intent === "restore" || (values.intent === "change" && values.status !== undefined && values.status !== "cancelled"));
  // Cancelling with money paid: the question says what each booking paid; with no cancellation
  // policy written, the owner writes what happens to it before the emails go (decision 0111).
  const on = cancels || restores ? await services.bookings.list({ departureId: id }) : [];
  const lang = workspaceLang(args.context);
  const paid: { reference: string; name: string; amount: string }[] = [];
  if (cancels)
    for (const request of on.filter((one) => one.status === "confirmed")) {
      const money = await services.payments.get(request.id);
      if (money?.total && money.money.paidCents > 0)
        paid.push({
          reference: request.reference,
          name: request.name,
          amount: moneyText(money.money.paidCents, money.total.currency, lang),
        });
    }
  const policyWritten = Object.values((await services.catalogue.published()).policies.texts).some((texts) => texts?.cancellation?.trim());
  const needsLine = paid.length > 0 && !policyWritten;
  if (cancels && received.confirmed && needsLine && !values.line?.trim()) return received.refuse("departure-line-required", 400);
  if ((cancels || restores) && !received.confirmed) {
    const all = textsOf(args.context);
    const h = all.handling;
    const count = (statuses: string[]) => on.filter((request) => statuses.includes(request.status)).length;
    const words = (text: Parameters<typeof fill>[0], n: number) => (n ? [fill(text, { count: n }, lang)] : []);
    return received.ask({
      question: fill(cancels ? h.askCancel : h.askRestore, {
        offer: offerName(await services.catalogue.published(), before.offer, lang),
        dates: departureText(before, lang, services.departures.today()),
      }),
      lines: cancels
        ? [
            h.askCancelPage,
            ...words(h.askCancelBookings, count(["confirmed"])),
            ...words(h.askCancelRequests, count(["new", "answered"])),
            ...paid.map((one) => fill(h.askCancelPaid, one)),
            ...(paid.length && policyWritten ? [h.askCancelPolicy] : []),
            h.askCancelUndo,
          ]
        : [h.askRestorePage, ...words(h.askRestoreBookings, count(["cancelled"]))],
      yes: cancels ? h.askCancelYes : h.askRestoreYes,
      ...(needsLine ? { input: { name: "line", label: h.askCancelLine, hint: h.askCancelLineHint, max: LINE_MAX, required: true } } : {}),
      fields: Object.fromEntries(
        Object.entries({
          intent: values.intent,
          id: values.id,
          start: values.start,
          end: values.end,
          seats: values.seats,
          status: values.status ?? "",
        }).filter(([, value]) => value !== "" && value !== undefined),
      ) as Record<string, string>,
    });
  }
  const result =
    values.intent === "cancel"
      ? await services.departures.cancel(id, { line: values.line?.trim() || undefined })
      : values.intent === "restore"
        ? await services.departures.restore(id)
        : await services.departures.change(
            id,
            {
              startDate: values.start || null,
              endDate: values.end || null,
              ...(values.seats ? { seatsTotal: Number(values.seats) } : {}),
              ...(values.status ? { status: values.status } : {}),
            },
            { line: values.line?.trim() || undefined },
          );
  if (!result.ok)
    return received.refuse(
      result.problem === "past" ? "departure-past-dates" : result.problem === "seats" ? "departure-seats" : "departure-invalid",
    );
  await workspace.record({
    actor: member,
    action: cancels ? "departure.cancelled" : restores ? "departure.restored" : "departure.changed",
    subject: `departure #${id}`,
    before: snapshot(before),
    after: snapshot(result.departure),
    formKey,
  });
  return received.done({ note: cancels ? texts.cancelled : restores ? texts.restored : texts.saved });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

function AddForm({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { texts } = useWorkspace();
  const t = texts.departures;
  const answer = useAnswer("add");
  const error = answer && !answer.ok ? answer : undefined;
  // What was typed, back with a refusal (the form is not wiped).
  const kept = (error as { kept?: Record<"offer" | "start" | "end" | "seats", string> } | undefined)?.kept;
  const endWrong = error?.field === "end";
  return (
    <form method="post" className="ws-card ws-form" aria-labelledby="ws-add-title" action={`#${answerAnchor("add")}`}>
      <h2 id="ws-add-title">{t.addTitle}</h2>
      <WorkspaceGuard guard={loaderData.guard} id="add" />
      <input type="hidden" name="intent" value="add" />
      <div className="ws-field">
        <label htmlFor="ws-add-offer">{t.offer}</label>
        <select id="ws-add-offer" name="offer" required defaultValue={kept?.offer} key={`offer-${kept?.offer ?? ""}`}>
          {loaderData.offers.map((offer) => (
            <option key={offer.id} value={offer.id}>
              {offer.name}
            </option>
          ))}
        </select>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-add-start">{t.start}</label>
        <input
          id="ws-add-start"
          name="start"
          type="date"
          aria-describedby="ws-add-dates"
          defaultValue={kept?.start}
          key={`start-${kept?.start ?? ""}`}
        />
      </div>
      <div className="ws-field">
        <label htmlFor="ws-add-end">{t.end}</label>
        <input
          id="ws-add-end"
          name="end"
          type="date"
          aria-describedby={endWrong ? "ws-add-end-error ws-add-dates" : "ws-add-dates"}
          aria-invalid={endWrong ? true : undefined}
          defaultValue={kept?.end}
          key={`end-${kept?.end ?? ""}`}
        />
        {endWrong ? (
          <p id="ws-add-end-error" className="ws-error">
            {errorText(texts, error.error)}
          </p>
        ) : null}
        <p id="ws-add-dates" className="ws-muted">
          {t.datesHint}
        </p>
      </div>
      <div className="ws-field">
        <label htmlFor="ws-add-seats">{t.seats}</label>
        <input
          id="ws-add-seats"
          name="seats"
          type="number"
          min={1}
          max={500}
          required
          inputMode="numeric"
          defaultValue={kept?.seats}
          key={`seats-${kept?.seats ?? ""}`}
        />
      </div>
      <button type="submit" className="ws-button ws-primary">
        {t.add}
      </button>
      <p id={answerAnchor("add")} role="status" className={error ? "ws-error" : "ws-note"}>
        {answer ? (answer.ok ? (answer.note ?? "") : errorText(texts, answer.error)) : ""}
      </p>
    </form>
  );
}

export default function Departures({ loaderData }: Route.ComponentProps) {
  const { texts, lang, timeZone } = useWorkspace();
  const t = texts.departures;
  const { guard } = loaderData;
  const answer = useActionData() as Answer | undefined;
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <h1 id="ws-title">{t.title}</h1>
      <p>{t.intro}</p>
      <AddForm loaderData={loaderData} />
      {loaderData.rows.length === 0 ? <p className="ws-muted">{t.empty}</p> : null}
      <ol className="ws-list">
        {loaderData.rows.map((departure) => (
          <li key={departure.id} className="ws-card" data-departure={departure.id} data-status={departure.status}>
            <p className="ws-meta">
              <span className={`ws-badge ws-departure-${departure.status}`}>{t.statuses[departure.status]}</span>{" "}
              <strong>{departure.offerName}</strong> · {departure.dates}
            </p>
            <p>
              {t.seats}: {departure.seatsTotal} · {t.taken}: {departure.seatsTaken}
            </p>
            {departure.status !== "cancelled" ? (
              <p>
                <a className="ws-button" href={`/admin/departures/${departure.id}/list`}>
                  {guideListTexts[lang].title}
                </a>
              </p>
            ) : null}
            {/* Open again when the page comes back with its answer (an error, or the question it asks). */}
            <details open={answer?.form === `change-${departure.id}` || undefined}>
              <summary className="ws-button">{t.edit}</summary>
              <ActionForm
                guard={guard}
                id={`change-${departure.id}`}
                fields={{ intent: "change", id: departure.id }}
                button={t.save}
                done={t.saved}
              >
                <label htmlFor={`ws-start-${departure.id}`}>{t.start}</label>
                <input id={`ws-start-${departure.id}`} name="start" type="date" defaultValue={departure.startDate ?? ""} />
                <label htmlFor={`ws-end-${departure.id}`}>{t.end}</label>
                <input id={`ws-end-${departure.id}`} name="end" type="date" defaultValue={departure.endDate ?? ""} />
                <label htmlFor={`ws-seats-${departure.id}`}>{t.seats}</label>
                <input
                  id={`ws-seats-${departure.id}`}
                  name="seats"
                  type="number"
                  min={1}
                  max={500}
                  defaultValue={departure.seatsTotal}
                  inputMode="numeric"
                />
                <label htmlFor={`ws-status-${departure.id}`}>{t.status}</label>
                <select id={`ws-status-${departure.id}`} name="status" defaultValue={departure.status}>
                  {loaderData.statuses.map((status) => (
                    <option key={status} value={status}>
                      {t.statuses[status]}
                    </option>
                  ))}
                </select>
              </ActionForm>
            </details>
            {departure.status !== "cancelled" ? (
              <>
                <FormNotice id={`restore-${departure.id}`} />
                <ActionForm
                  guard={guard}
                  id={`cancel-${departure.id}`}
                  fields={{ intent: "cancel", id: departure.id }}
                  button={t.cancel}
                  danger
                />
              </>
            ) : (
              <>
                <FormNotice id={`cancel-${departure.id}`} />
                <ActionForm
                  guard={guard}
                  id={`restore-${departure.id}`}
                  fields={{ intent: "restore", id: departure.id }}
                  button={t.restore}
                />
                <h3>{t.requestsOn}</h3>
                {departure.requests.length === 0 ? <p className="ws-muted">{t.noRequests}</p> : null}
                <ul className="ws-sublist">
                  {departure.requests.map((request) => (
                    <li key={request.id} data-request={request.reference}>
                      <a href={`/admin/requests/${request.id}`}>{request.reference}</a>
                      {/* Its words apart (a line of their own on a phone, with no "·" to start it). */}
                      <span>
                        {request.name} · {fill(texts.requests.people, { count: request.groupSize }, lang)} ·{" "}
                        {texts.requests.statuses[request.status]} · {formatTime(texts.dateTime, timeZone, request.createdAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
