import { redirect } from "react-router";
import type { Route } from "./+types/request";
import { nextStatuses, PERSONAL_LINE_MAX } from "../model.ts";
import { isOfferId, seatsLeft } from "../../departures/model.ts";
import { ActionForm, useAnswer } from "../../workspace/ActionForm.tsx";
import { departureText, experienceLabel, gearLabel, offerName, queueReply, replySubject } from "./bookings.server.ts";
import { languageLabel } from "../../workspace/words.ts";
import { receive, requireMember, textsOf, workspaceLang } from "../../workspace/guard.server.ts";
import { ReplyForm } from "../../workspace/ReplyForm.tsx";
import { requestLinks } from "../../workspace/reach.server.ts";
import { allowed } from "../../workspace/roles.ts";
import { mailbox } from "../../workspace/mail.server.ts";
import { requestForm } from "./forms.ts";
import { fill, formatTime, useWorkspace, workspaceMeta } from "../../workspace/workspace.ts";
import { bookingPageAction, bookingPagePanel } from "../page/workspace.server.ts";
import { BookingPagePanel } from "../page/WorkspacePanel.tsx";
import { plainId } from "../../workspace/paths.ts";

async function findRequest(args: Route.LoaderArgs | Route.ActionArgs) {
  const allowed = await requireMember(args, "requests");
  const id = plainId(args.params.id);
  const request = id !== undefined ? await allowed.services.bookings.get(id) : undefined;
  if (!request) throw new Response(null, { status: 404 });
  return { ...allowed, request };
}

/** One request in full: its details, its emails, the states it can move to, the departures it can be confirmed onto. */
export async function loader(args: Route.LoaderArgs) {
  const { services, workspace, request, member } = await findRequest(args);
  const settings = await services.mailSettings();
  const lang = workspaceLang(args.context);
  const today = services.departures.today();
  const catalogue = await services.catalogue.published();
  const departure = request.departureId ? await services.departures.get(request.departureId) : undefined;
  const candidates = (isOfferId(request.offer) ? await services.departures.upcoming({ offer: request.offer }) : [])
    .filter((candidate) => seatsLeft(candidate) >= request.groupSize)
    .map((candidate) => ({
      id: candidate.id,
      text: `${departureText(candidate, lang, today)} · ${fill(textsOf(args.context).requests.seatsLeft, { count: seatsLeft(candidate) }, lang)}`,
    }));
  return {
    request: {
      ...request,
      offerName: offerName(catalogue, request.offer, lang),
      // What the visitor chose on the form, in the workspace's words.
      experience: request.experience ? experienceLabel(request.experience, lang) : "",
      gear: request.gear.map((id) => gearLabel(catalogue, id, lang)),
      groupLang: languageLabel(request.groupLang, lang),
      // The dates the visitor would like, written as the departures are.
      dates: request.dateFrom ? departureText({ startDate: request.dateFrom, endDate: request.dateTo }, lang, today) : "",
    },
    departure: departure ? departureText(departure, lang, today) : null,
    candidates,
    next: [...nextStatuses[request.status]],
    // A reply needs the business's email; the owner is shown where to set it.
    canReply: settings.adminEmail !== "",
    canSetBusiness: allowed(member.role, "business"),
    links: requestLinks({ ...request, site: settings.business.name, subject: replySubject(request, settings.business.name) }),
    emails: await mailbox(services).emailsOf(request.id),
    // The traveller's booking page: its link, who filled in, a request to cancel (app/bookings/page/).
    bookingPage: await bookingPagePanel(args, services, request.id),
    guard: workspace.guard(),
    noteMax: PERSONAL_LINE_MAX,
    title: `${request.reference} · ${textsOf(args.context).requests.title}`,
  };
}

/** Reply by email, change the state, confirm onto a departure: each through the bookings service, each a history row. */
export async function action(args: Route.ActionArgs) {
  const found = await findRequest(args);
  const { member, services, workspace, request } = found;
  const bookingPage = await bookingPageAction(args, found, request.id, request.reference);
  if (bookingPage) return bookingPage;
  const received = await receive(args, workspace.actionPolicy, requestForm);
  if (!received.ok) return received.answer;
  const { intent, message, status, departure, note } = received.values;
  const formKey = received.formKey;
  if (await workspace.alreadyDone(formKey)) return received.done();
  const all = textsOf(args.context);
  const texts = all.requests;
  const lang = workspaceLang(args.context);
  const subject = `request ${request.reference}`;
  if (intent === "reply") {
    // Asked once (decision 0041): the reply as it will go out, then sent.
    if (!received.confirmed) {
      const settings = await services.mailSettings();
      if (!settings.adminEmail) return received.refuse("reply-needs-email", 409);
      return received.ask({
        question: fill(all.handling.askReply, { name: request.name, email: request.email }),
        lines: [fill(all.handling.askReplySubject, { subject: replySubject(request, settings.business.name) }), message],
        yes: all.handling.askReplyYes,
        fields: { intent, message },
      });
    }
    const email = await queueReply(services, request, message);
    if (!email.ok) return received.refuse("reply-needs-email", 409);
    await workspace.record({
      actor: member,
      action: "request.replied",
      subject,
      before: null,
      after: { email: email.id, to: request.email, threaded: email.threaded, text: message },
      formKey,
    });
    // A new request that was answered is "answered" from now on.
    if (request.status === "new") {
      await services.bookings.changeState(request, "answered", { history: { actor: member } });
    }
    return received.done({ note: texts.replied });
  }
  const to = intent === "confirm" ? "confirmed" : status!;
  // The picker starts at the current state: saving it as it is changes nothing.
  if (intent === "state" && to === request.status) return received.done({ note: all.handling.unchanged });
  // Declining frees the seats the request holds: asked once (decision 0041).
  // A confirmed booking declined tells the traveller by email (what it paid, the calendar's cancellation): read first.
  const money = to === "declined" && request.status === "confirmed" ? await services.payments.get(request.id) : undefined;
  const paid = money?.total && money.money.paidCents > 0 ? { cents: money.money.paidCents, currency: money.total.currency } : null;
  if (to === "declined" && !received.confirmed) {
    const departure = request.departureId ? await services.departures.get(request.departureId) : undefined;
    const preview = request.status === "confirmed" ? await services.bookings.previewDecline(request.id, paid) : undefined;
    return received.ask({
      ...(preview
        ? { preview: { title: fill(all.handling.askDeclinePreview, { email: preview.to }), subject: preview.subject, text: preview.text } }
        : {}),
      question: fill(all.handling.askDecline, { reference: request.reference }),
      lines: [
        ...(request.seatsHeld > 0 && departure
          ? [
              fill(
                all.handling.askDeclineSeats,
                { count: request.seatsHeld, dates: departureText(departure, lang, services.departures.today()) },
                lang,
              ),
            ]
          : []),
        preview ? all.handling.askDeclineTold : all.handling.askDeclineNotTold,
      ],
      yes: preview ? all.handling.askDeclineTellYes : all.handling.askDeclineYes,
      fields: { intent: "state", status: to },
    });
  }
  const refusal = (problem: string | undefined) =>
    received.refuse(
      problem === "other-excursion" ? "departure-other-excursion" : problem === "past-departure" ? "departure-past" : "state-refused",
      409,
    );
  // Confirming onto a departure emails the traveller: the owner reads the exact email first (decision 0041).
  const departureId = to === "confirmed" ? (intent === "confirm" ? Number(departure) : (request.departureId ?? undefined)) : undefined;
  if (departureId !== undefined && !received.confirmed) {
    const preview = await services.bookings.previewConfirmation(request.id, departureId, note);
    if (!preview.ok) return refusal(preview.problem);
    return received.ask({
      question: fill(all.handling.askConfirm, { reference: request.reference, name: request.name, email: request.email }),
      preview: { title: all.handling.askConfirmPreview, subject: preview.subject, text: preview.text },
      lines: preview.attachments.length ? [fill(all.handling.askConfirmFiles, { files: preview.attachments.join(", ") })] : [],
      yes: all.handling.askConfirmYes,
      fields: intent === "confirm" ? { intent, departure: String(departureId), note } : { intent: "state", status: to },
    });
  }
  // The history's line (with the form's key) is written in the change's own transaction.
  const history = { actor: member, formKey };
  const result = await services.bookings.changeState(
    request,
    to,
    departureId !== undefined ? { departureId, personal: note, history } : { paid, history },
  );
  if (!result.ok) return refusal(result.problem);
  // The page again, in its new state (and a reload does not post again).
  throw redirect(`/admin/requests/${request.id}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  workspaceMeta(loaderData?.title, (matches[1]?.loaderData as { texts?: Parameters<typeof workspaceMeta>[1] } | undefined)?.texts);

export default function RequestPage({ loaderData }: Route.ComponentProps) {
  const { texts, lang, timeZone } = useWorkspace();
  const t = texts.requests;
  const { request, guard } = loaderData;
  // Back from the preview: the form keeps the departure and the line the owner chose.
  const asked = useAnswer("confirm");
  const askedFields = asked && !asked.ok ? asked.ask?.fields : undefined;
  const { links } = loaderData;
  const facts: [string, string][] = [
    [t.received, formatTime(texts.dateTime, timeZone, request.createdAt)],
    [t.excursion, request.offerName],
    [t.departure, loaderData.departure ?? t.none],
    [t.dates, request.dates || t.none],
    [t.groupSize, fill(t.people, { count: request.groupSize }, lang)],
    [t.experience, request.experience || t.none],
    [t.gear, request.gear.join(", ") || t.none],
    [t.language, request.groupLang],
  ];
  return (
    <section className="ws-screen" aria-labelledby="ws-title">
      <p>
        <a href="/admin/requests">← {t.back}</a>
      </p>
      <h1 id="ws-title">
        {request.reference} <span className={`ws-badge ws-request-${request.status}`}>{t.statuses[request.status]}</span>
      </h1>
      <dl className="ws-facts ws-card">
        {facts.map(([label, value]) => (
          <div key={label} className="ws-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="ws-fact">
          <dt>{t.email}</dt>
          <dd>
            <a href={links.mailto}>{request.email}</a>
          </dd>
        </div>
        <div className="ws-fact">
          <dt>{t.phone}</dt>
          <dd>
            {links.tel ? (
              <>
                <a href={links.tel} aria-label={`${texts.handling.call} ${request.phone}`}>
                  {request.phone}
                </a>{" "}
                · <a href={links.whatsapp}>{texts.handling.whatsapp}</a>
              </>
            ) : (
              request.phone || t.none
            )}
          </dd>
        </div>
      </dl>
      {request.status === "confirmed" || request.status === "done" ? (
        <p>
          <a className="ws-button" href={`/admin/payments/${request.id}`} data-payments-link>
            {texts.payments.onRequest}
          </a>
        </p>
      ) : null}
      {request.message ? (
        <>
          <h2>{t.message}</h2>
          <p className="ws-text ws-card">{request.message}</p>
        </>
      ) : null}

      <ReplyForm texts={t} guard={guard} canReply={loaderData.canReply} canSetBusiness={loaderData.canSetBusiness} />

      {loaderData.next.length ? (
        <>
          <h2>{t.stateTitle}</h2>
          <div className="ws-card">
            <ActionForm guard={guard} id="state" fields={{ intent: "state" }} button={t.save}>
              <label htmlFor="ws-status">{t.moveTo}</label>
              {/* Starts at the current state: one "Save" by mistake changes nothing. */}
              <select id="ws-status" name="status" defaultValue={request.status}>
                <option value={request.status}>{fill(texts.handling.current, { status: t.statuses[request.status] })}</option>
                {loaderData.next.map((status) => (
                  <option key={status} value={status}>
                    {t.statuses[status]}
                  </option>
                ))}
              </select>
            </ActionForm>
          </div>
        </>
      ) : null}

      {loaderData.next.includes("confirmed") ? (
        <>
          <h2>{t.confirmTitle}</h2>
          <div className="ws-card">
            <p className="ws-muted">{t.confirmHint}</p>
            {loaderData.candidates.length ? (
              <ActionForm guard={guard} id="confirm" fields={{ intent: "confirm" }} button={t.confirm}>
                <label htmlFor="ws-departure">{t.departure}</label>
                <select id="ws-departure" name="departure" defaultValue={askedFields?.departure ?? request.departureId ?? undefined}>
                  {loaderData.candidates.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.text}
                    </option>
                  ))}
                </select>
                <label htmlFor="ws-note">{t.note}</label>
                <textarea
                  id="ws-note"
                  name="note"
                  rows={2}
                  maxLength={loaderData.noteMax}
                  aria-describedby="ws-note-hint"
                  defaultValue={askedFields?.note ?? ""}
                />
                <p id="ws-note-hint" className="ws-muted">
                  {t.noteHint}
                </p>
              </ActionForm>
            ) : (
              <p>{t.noDepartures}</p>
            )}
          </div>
        </>
      ) : null}

      <BookingPagePanel
        data={loaderData.bookingPage}
        guard={guard}
        confirmed={request.status === "confirmed" || request.status === "done"}
      />

      <h2>{t.emailsTitle}</h2>
      <ul className="ws-list">
        {loaderData.emails.map((email) => (
          <li key={email.id} className="ws-card" data-email={email.id} data-state={email.state}>
            <span className={`ws-badge ws-state-${email.state}`}>{texts.messages.states[email.state]}</span>{" "}
            {texts.messages.kinds[email.kind] ?? email.kind} · {texts.messages.to} {email.recipient} ·{" "}
            {formatTime(texts.dateTime, timeZone, email.sentAt ?? email.createdAt)}
            {email.lastError ? (
              <p className="ws-text">
                {texts.messages.lastError}: <code>{email.lastError}</code>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
